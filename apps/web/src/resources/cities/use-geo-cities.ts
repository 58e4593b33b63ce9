import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import type { TGeoCity } from '@mise/contracts/common/geo';

const DEBOUNCE_MS = 500;

/**
 * City suggestions from the maps service (GET geo/cities?q=), asked once typing pauses for 500 ms.
 * A provider failure (502) comes back as `error` with the server's message.
 * @example
 * const { options, error, isFetching } = useGeoCities(text);
 */
export function useGeoCities(text: string) {
  const [query, setQuery] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const result = useQuery({
    queryKey: ['geo', 'cities', query],
    queryFn: ({ signal }) => api.get<TGeoCity[]>('geo/cities', { q: query }, signal),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { options: query.length >= 2 ? (result.data ?? []) : [], error: result.error, isFetching: result.isFetching };
}
