import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import type { TGeoCity } from '@mise/contracts/common/geo';
import { useGeoCities } from './use-geo-cities';

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
