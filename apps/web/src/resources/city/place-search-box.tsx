import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage } from '../../lib/api-client';
import { useDebounced } from '../../lib/use-debounced';
import type { TGeoCity } from '@mise/contracts/common/geo';

const DEBOUNCE_MS = 500;

/**
 * City suggestions from the maps service (GET geo/cities?q=), asked once typing pauses for 500 ms.
 * A provider failure (502) comes back as `error` with the server's message.
 * @example
 * const { options, error, isFetching } = useGeoCities(text);
 */
function useGeoCities(text: string) {
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
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

function describe(hit: TGeoCity): string {
  return [hit.name, hit.state, hit.country].filter(Boolean).join(', ');
}

/**
 * The city form's place search, restricted to cities (part 1 §2). Picking a hit hands it to `onPick`,
 * which fills name, state, country, placeId and location. When the maps service fails the message shows
 * under the box and the other fields stay editable by hand.
 * @example
 * <PlaceSearchBox onPick={(hit) => setValue('name', hit.name)} />
 */
export function PlaceSearchBox({ onPick }: { onPick: (hit: TGeoCity) => void }) {
  const [text, setText] = useState('');
  const { options, error, isFetching } = useGeoCities(text);
  return (
    <Autocomplete<TGeoCity, false, false, false>
      options={options}
      value={null}
      inputValue={text}
      onInputChange={(_e, value, reason) => {
        if (reason !== 'reset') setText(value);
      }}
      onChange={(_e, hit) => {
        if (!hit) return;
        onPick(hit);
        setText(describe(hit));
      }}
      // the server has already matched the text
      filterOptions={(x) => x}
      getOptionLabel={describe}
      isOptionEqualToValue={(a, b) => a.placeId === b.placeId}
      getOptionKey={(o) => o.placeId}
      loading={isFetching}
      noOptionsText={text.trim().length < 2 ? 'Type a city name' : 'No cities found'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Search a city"
          error={Boolean(error)}
          helperText={error ? errorMessage(error) : 'Fills name, state, country, place id and location'}
        />
      )}
    />
  );
}
