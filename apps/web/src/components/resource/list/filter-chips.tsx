import Box from '@mui/material/Box';
import type { TChoice } from './filter-panel';
import { ToggleChip } from './toggle-chip';

export type TFilterChipsProps = {
  choices: readonly TChoice[];
  /** The active choice. */
  value: string;
  /** Applies a choice at once (the list goes back to page 1). */
  onChange: (value: string) => void;
  /** Accessible name of the group. */
  label?: string;
};

/**
 * A list's filter as a row of chips: exactly one active at a time, applied on click (part 1 §2 eatineraries).
 * @example
 * <FilterChips choices={FILTERS} value={params.filter} onChange={params.setFilter} label="Show" />
 */
export function FilterChips({ choices, value, onChange, label = 'Filter' }: TFilterChipsProps) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {choices.map((choice) => {
        const active = choice.value === value;
        return (
          <ToggleChip
            key={choice.value}
            label={choice.label}
            on={active}
            onClick={() => {
              if (!active) onChange(choice.value);
            }}
          />
        );
      })}
    </Box>
  );
}
