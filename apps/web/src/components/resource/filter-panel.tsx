import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

export type TChoice = { value: string; label: string };

export type TFilterPanelProps = {
  choices: readonly TChoice[];
  /** The applied choice. */
  value: string;
  /** The choice Reset returns to. */
  defaultValue: string;
  /** Applies a choice (the list goes back to page 1). */
  onApply: (value: string) => void;
};

/**
 * The list's filter button and panel: exactly one choice at a time, Apply and Reset (part 1 §2).
 * The choice takes effect only on Apply; Reset applies the default at once.
 * @example
 * <FilterPanel choices={CITY_FILTERS} value={params.filter} defaultValue="all" onApply={params.setFilter} />
 */
export function FilterPanel({ choices, value, defaultValue, onApply }: TFilterPanelProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState(value);
  const active = choices.find((c) => c.value === value);

  const open = (target: HTMLElement) => {
    setDraft(value);
    setAnchor(target);
  };
  const apply = (choice: string) => {
    setAnchor(null);
    onApply(choice);
  };

  return (
    <>
      <IconButton
        aria-label={`Filter${value !== defaultValue && active ? `: ${active.label}` : ''}`}
        color={value !== defaultValue ? 'primary' : 'default'}
        onClick={(e) => open(e.currentTarget)}
      >
        <FilterListIcon />
      </IconButton>
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box
          component="form"
          role="dialog"
          aria-labelledby="filter-panel-title"
          sx={{ p: 2, minWidth: 220 }}
          onSubmit={(e) => {
            e.preventDefault();
            apply(draft);
          }}
        >
          <Typography id="filter-panel-title" variant="subtitle2">
            Filter
          </Typography>
          <RadioGroup aria-labelledby="filter-panel-title" value={draft} onChange={(e) => setDraft(e.target.value)}>
            {choices.map((choice) => (
              <FormControlLabel key={choice.value} value={choice.value} control={<Radio size="small" />} label={choice.label} />
            ))}
          </RadioGroup>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
            <Button onClick={() => apply(defaultValue)}>Reset</Button>
            <Button type="submit" variant="contained">
              Apply
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
}
