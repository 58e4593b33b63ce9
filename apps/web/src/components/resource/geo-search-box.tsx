import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api, errorMessage } from '../../lib/api-client';
import { useDebounced } from '../../lib/use-debounced';
import type { TGeoPlace } from '@mise/contracts/resources/place';

const DEBOUNCE_MS = 500;

/** The service's refusal as the box words it: `unavailable` when the service itself is down, else the server's message. */
const refusal = (error: Error, unavailable: string | undefined) =>
  unavailable && error instanceof ApiError && (error.status === 502 || error.status === 503) ? unavailable : errorMessage(error);

/**
 * The maps service's place search as the forms that look a place up word it (part 2 §2: the place and landmark forms).
 * @example
 * <GeoSearchBox<TGeoPlace> {...PLACE_SEARCH} hint="Fills name, maps url and location" onPick={fill} />
 */
export const PLACE_SEARCH = {
  path: 'geo/places',
  label: 'Search a place',
  empty: { tooShort: 'Type a place name', none: 'No places found' },
  describe: (hit: TGeoPlace) => [hit.name, hit.address].filter(Boolean).join(', '),
} as const;

export type TGeoSearchBoxProps<T extends { placeId: string }> = {
  /** The maps service's search: 'geo/cities' or 'geo/places' (`?q=`). */
  path: string;
  label: string;
  /** Under the box while nothing is wrong ('Fills name, state, country, place id and location'). */
  hint: string;
  /** What the list says before two letters are typed, and when nothing matches. */
  empty: { tooShort: string; none: string };
  describe: (hit: T) => string;
  onPick: (hit: T) => void;
  /** The form's word on the pick ('This place is already in Mise'), shown under the box in place of the hint. */
  error?: string;
  /**
   * Said under the box when the service refuses (502 failing, 503 offline) instead of the server's message, which
   * speaks of the place form's CREATE NEW: a form whose fields are always there says to type them.
   */
  unavailable?: string;
};

/**
 * A search through the maps service (part 1 §2 city form, part 2 §2 place form), asked once typing pauses for 500 ms.
 * The service's refusal (502 when it fails, 503 when it is offline) shows under the box with the server's message, and
 * the form's fields stay editable by hand.
 * @example
 * <GeoSearchBox<TGeoCity> path="geo/cities" label="Search a city" hint="…" empty={…} describe={(c) => c.name} onPick={fill} />
 */
export function GeoSearchBox<T extends { placeId: string }>({ path, label, hint, empty, describe, onPick, error, unavailable }: TGeoSearchBoxProps<T>) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const query = useDebounced(text.trim(), DEBOUNCE_MS);
  const result = useQuery({
    queryKey: ['geo', path, query],
    queryFn: ({ signal }) => api.get<T[]>(path, { q: query }, signal),
    enabled: query.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const options = query.length >= 2 ? (result.data ?? []) : [];
  return (
    <Autocomplete<T, false, false, false>
      // No list while the service refuses: the message under the box says why, and the list would cover what is below.
      open={open && !result.error}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
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
      loading={result.isFetching}
      noOptionsText={text.trim().length < 2 ? empty.tooShort : empty.none}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(result.error || error)}
          helperText={result.error ? refusal(result.error, unavailable) : (error ?? hint)}
        />
      )}
    />
  );
}
