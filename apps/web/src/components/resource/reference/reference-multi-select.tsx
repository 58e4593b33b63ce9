import type { TResourceDef } from '@mise/contracts/common/resource';
import { typeOfModel } from '@mise/contracts/registry';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { TWhere } from '../list/use-resource-list';
import { optionProps } from './reference-select';
import { type TReferenceOption, useReferenceOptions } from './use-reference-options';

export type TReferenceMultiSelectProps = {
  /** The type chosen from (cities: `cityResource`). */
  resource: TResourceDef;
  value: TReferenceOption[];
  onChange: (options: TReferenceOption[]) => void;
  /** The box's label; the type's plural as the menu says it ('Cities') when not given. */
  label?: string;
  /** Conditions every option meets (published cities only, the dish form). */
  where?: TWhere;
  /** The chips' placeholder when none is chosen; 'All cities' (for a list filter) when not given. */
  placeholder?: string;
  id?: string;
};

/**
 * Several items of another type as a group of chips, chosen by name from the server (typing searches); a list filter.
 * @example
 * <ReferenceMultiSelect resource={cityResource} label="Cities" placeholder="All cities" value={cities} onChange={setCities} />
 */
export function ReferenceMultiSelect(props: TReferenceMultiSelectProps) {
  const { resource, value, onChange, where, id } = props;
  const many = typeOfModel(resource.model)?.menu?.label ?? resource.path;
  const { label = many, placeholder = `All ${many.toLowerCase()}` } = props;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const { options, isWaiting } = useReferenceOptions(resource, { text, enabled: open, where });

  return (
    <Autocomplete<TReferenceOption, true, false, false>
      {...optionProps(resource)}
      multiple
      id={id}
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      inputValue={text}
      onInputChange={(_event, next, reason) => setText(reason === 'reset' ? '' : next)}
      filterSelectedOptions
      loading={isWaiting}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={value.length === 0 ? placeholder : undefined} />
      )}
    />
  );
}
