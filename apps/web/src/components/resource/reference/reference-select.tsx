import type { TResourceDef } from '@mise/contracts/common/resource';
import { typeOfModel } from '@mise/contracts/registry';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { type Ref, useState } from 'react';
import type { TWhere } from '../list/use-resource-list';
import { type TReferenceOption, useReferenceOptions } from './use-reference-options';

/** What staff call one item of the resource, in lower case ('city'), for 'No city matches'. */
export const nounOf = (resource: TResourceDef) => (typeOfModel(resource.model)?.label ?? resource.model).toLowerCase();

/** The parts of a reference box both the one-item and the many-items select share. */
export function optionProps(resource: TResourceDef) {
  return {
    filterOptions: (options: TReferenceOption[]) => options,
    getOptionLabel: (option: TReferenceOption) => option.name,
    getOptionKey: (option: TReferenceOption) => option.id,
    isOptionEqualToValue: (a: TReferenceOption, b: TReferenceOption) => a.id === b.id,
    loadingText: 'Searching…',
    noOptionsText: `No ${nounOf(resource)} matches`,
  };
}

export type TReferenceSelectProps = {
  /** The type chosen from (a city: `cityResource`). */
  resource: TResourceDef;
  value: TReferenceOption | null;
  onChange: (option: TReferenceOption | null) => void;
  onBlur?: () => void;
  /** The box's label; the type's own name ('City') when not given. */
  label?: string;
  where?: TWhere;
  id?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * One item of another type chosen by name from the server (typing searches; 20 shown at once), for item forms.
 * @example
 * <ReferenceSelect resource={cityResource} value={city} onChange={setCity} required error={!!error} helperText={error?.message} />
 */
export function ReferenceSelect(props: TReferenceSelectProps) {
  const { resource, value, onChange, onBlur, where, label, required, error, helperText, inputRef, id } = props;
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  // While an item is shown, its name is the box's text: search only what staff type.
  const searching = value && text === value.name ? '' : text;
  const { options, isWaiting } = useReferenceOptions(resource, { text: searching, enabled: open, where });
  const withValue = value && !options.some((o) => o.id === value.id) ? [value, ...options] : options;

  return (
    <Autocomplete<TReferenceOption, false, false, false>
      {...optionProps(resource)}
      id={id}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={withValue}
      value={value}
      onChange={(_event, option) => onChange(option)}
      inputValue={text}
      onInputChange={(_event, next) => setText(next)}
      loading={isWaiting}
      onBlur={onBlur}
      // In a row beside a button (Home's Dish and Videos tabs) the box would shrink to its few-pixel input.
      sx={{ minWidth: 240 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label ?? typeOfModel(resource.model)?.label}
          required={required}
          error={error}
          helperText={helperText}
          inputRef={inputRef}
        />
      )}
    />
  );
}
