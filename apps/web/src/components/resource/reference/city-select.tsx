import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Ref, useState } from 'react';
import { type TCityOption, useCityOptions } from './use-city-options';

export type TCitySelectProps = {
  value: TCityOption | null;
  onChange: (city: TCityOption | null) => void;
  onBlur?: () => void;
  label?: string;
  id?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A single city chosen from the server's cities by name (typing searches; 20 shown at once), for item forms.
 * @example
 * <CitySelect value={city} onChange={setCity} label="City" required error={!!error} helperText={error?.message} />
 */
export function CitySelect({
  value,
  onChange,
  onBlur,
  label = 'City',
  id,
  required,
  error,
  helperText,
  inputRef,
}: TCitySelectProps) {
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  // While a city is shown, its name is the box's text: search only what staff type.
  const searching = value && text === value.name ? '' : text;
  const { options, isWaiting } = useCityOptions(searching, open);
  const withValue = value && !options.some((c) => c.id === value.id) ? [value, ...options] : options;

  return (
    <Autocomplete<TCityOption, false, false, false>
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={withValue}
      value={value}
      onChange={(_event, city) => onChange(city)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      filterOptions={(x) => x}
      getOptionLabel={(city) => city.name}
      getOptionKey={(city) => city.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isWaiting}
      loadingText="Searching…"
      noOptionsText="No city matches"
      onBlur={onBlur}
      // In a row beside a button (Home's Dish and Videos tabs) the box would shrink to its few-pixel input.
      sx={{ minWidth: 240 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          inputRef={inputRef}
        />
      )}
    />
  );
}
