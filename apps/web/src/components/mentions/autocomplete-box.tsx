import type { TAutocompleteHit, TDocType } from '@mise/contracts/common/autocomplete';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useAutocomplete } from './use-autocomplete';

export type TAutocompleteBoxProps = {
  docType: TDocType;
  /** Called with the chosen hit; the box then empties itself for the next search. */
  onSelect: (hit: TAutocompleteHit) => void;
  /** Keeps hits to one city (an eatinerary's places). */
  destinationId?: number;
  /** Ids already chosen: not offered again (part 1 §5: the place picker excludes selected places). */
  excludeIds?: ReadonlySet<number> | readonly number[];
  label: string;
  placeholder?: string;
  disabled?: boolean;
  helperText?: string;
};

/**
 * A search box over one doc type: up to 30 suggestions from admin-autocomplete, asked 500 ms after typing stops,
 * optionally limited to a city; choosing one reports it and clears the box (part 1 §2 eatinerary place search).
 * @example
 * <AutocompleteBox label="Search places" docType="Establishment" destinationId={cityId} excludeIds={chosenIds} onSelect={addPlace} />
 */
export function AutocompleteBox({
  docType,
  onSelect,
  destinationId,
  excludeIds,
  label,
  placeholder = 'Search',
  disabled,
  helperText,
}: TAutocompleteBoxProps) {
  const [text, setText] = useState('');
  const { hits, isWaiting } = useAutocomplete({ term: text, docType, destinationId, enabled: !disabled });
  const excluded = excludeIds instanceof Set ? excludeIds : new Set(excludeIds ?? []);
  const options = hits.filter((hit) => !excluded.has(hit.id));

  return (
    <Autocomplete<TAutocompleteHit, false, false, false>
      options={options}
      value={null}
      inputValue={text}
      // Selection (reason 'reset') must not write the chosen name back into the box: it is cleared instead.
      onInputChange={(_event, value, reason) => setText(reason === 'reset' ? '' : value)}
      onChange={(_event, hit) => {
        if (!hit) return;
        setText('');
        onSelect(hit);
      }}
      // The server already filtered and ranked the hits.
      filterOptions={(x) => x}
      getOptionLabel={(hit) => hit.name}
      getOptionKey={(hit) => `${hit.doc_type}-${hit.id}`}
      isOptionEqualToValue={(a, b) => a.id === b.id && a.doc_type === b.doc_type}
      loading={isWaiting}
      loadingText="Searching…"
      noOptionsText={text.trim() ? 'No matches' : 'Type to search'}
      disabled={disabled}
      clearOnBlur={false}
      handleHomeEndKeys={false}
      renderOption={({ key, ...props }, hit) => (
        <li key={key} {...props}>
          {hit.name}
          {hit.destinationName && (
            <span style={{ opacity: 0.6, marginLeft: 8 }} aria-hidden>
              {hit.destinationName}
            </span>
          )}
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          size="small"
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
            // The hint says why the box is disabled ('Choose a city first'), so it keeps readable contrast (axe).
            formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          }}
        />
      )}
    />
  );
}
