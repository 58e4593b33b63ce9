import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage } from '../../lib/api-client';
import { useDebounced } from '../../lib/use-debounced';

const DEBOUNCE_MS = 500;

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
};

/**
 * A search through the maps service (part 1 §2 city form, part 2 §2 place form), asked once typing pauses for 500 ms.
 * The service's refusal (502 when it fails, 503 when it is offline) shows under the box with the server's message, and
 * the form's fields stay editable by hand.
 * @example
 * <GeoSearchBox<TGeoCity> path="geo/cities" label="Search a city" hint="…" empty={…} describe={(c) => c.name} onPick={fill} />
 */
export function GeoSearchBox<T extends { placeId: string }>({ path, label, hint, empty, describe, onPick, error }: TGeoSearchBoxProps<T>) {
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
        <TextField {...params} label={label} error={Boolean(result.error || error)} helperText={result.error ? errorMessage(result.error) : (error ?? hint)} />
      )}
    />
  );
}
