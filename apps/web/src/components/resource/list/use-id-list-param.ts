import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlSearchUpdate } from './use-url-search-update';

/**
 * A list of ids kept in one URL search param (`cities=3,12`); setting it returns the list to page 1.
 * @example
 * const [cityIds, setCityIds] = useIdListParam('cities');
 */
export function useIdListParam(key: string, pageKey = 'page'): [number[], (ids: number[]) => void] {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get(key) ?? '';
  const ids = useMemo(
    () => [...new Set(raw.split(',').map(Number))].filter((id) => Number.isInteger(id) && id > 0 && id <= 2147483647),
    [raw],
  );
  const updateSearch = useUrlSearchUpdate();
  const setIds = useCallback(
    (next: number[]) =>
      updateSearch((params) => {
        if (next.length === 0) params.delete(key);
        else params.set(key, next.join(','));
        params.delete(pageKey);
      }),
    [updateSearch, key, pageKey],
  );
  return [ids, setIds];
}
