import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type TCityOption, useCityOptions } from './use-city-options';

export type TCityMultiSelectProps = {
  value: TCityOption[];
  onChange: (cities: TCityOption[]) => void;
  label?: string;
  /** Offer published cities only (the dish form). */
  publishedOnly?: boolean;
  /** The chips' placeholder when none is chosen ('All cities' for a list filter). */
  placeholder?: string;
  id?: string;
};

/**
 * Several cities as a group of chips, chosen from the server's cities by name (typing searches); a list filter.
 * @example
 * <CityMultiSelect value={cities} onChange={(next) => setCityIds(next.map((c) => c.id))} />
 */
export function CityMultiSelect({
  value,
  onChange,
  label = 'Cities',
  publishedOnly = false,
  placeholder = 'All cities',
  id,
}: TCityMultiSelectProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const { options, isWaiting } = useCityOptions(text, open, publishedOnly);

  return (
    <Autocomplete<TCityOption, true, false, false>
      multiple
      id={id}
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_event, cities) => onChange(cities)}
      inputValue={text}
      onInputChange={(_event, next, reason) => setText(reason === 'reset' ? '' : next)}
      filterOptions={(x) => x}
      filterSelectedOptions
      getOptionLabel={(city) => city.name}
      getOptionKey={(city) => city.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isWaiting}
      loadingText="Searching…"
      noOptionsText="No city matches"
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={value.length === 0 ? placeholder : undefined} />
      )}
    />
  );
}
