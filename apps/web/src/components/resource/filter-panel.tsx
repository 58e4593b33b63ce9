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
import { ToggleChip } from './toggle-chip';

export type TChoice = { value: string; label: string };

/** Chips in the panel of which any number may be picked (a place's statuses); none picked, no condition. */
export type TChipGroup = { key: string; label: string; options: readonly TChoice[] };
/** The picked chips' values by group key. */
export type TChipPicks = Readonly<Record<string, readonly string[]>>;

export type TFilterPanelProps = {
  choices: readonly TChoice[];
  /** The applied choice. */
  value: string;
  /** The choice Reset returns to. */
  defaultValue: string;
  /** Applies a choice, the picks of the chip groups and the radio groups' choices (the list goes back to page 1). */
  onApply: (value: string, picks: TChipPicks, chosen: TRadioChoices) => void;
  /** Chip groups above the choices, applied with them. */
  groups?: readonly TChipGroup[];
  /** The applied picks of `groups`. */
  picks?: TChipPicks;
  /** A caption over the main choices when the panel holds further radio groups ('Type'). */
  choicesLabel?: string;
  /** Further radio groups below the choices, each with its own one choice (a user's City), applied and reset with them. */
  radioGroups?: readonly TRadioGroup[];
};

/** A further radio group of the panel: its choices, the applied one and the one Reset returns to. */
export type TRadioGroup = { key: string; label: string; choices: readonly TChoice[]; value: string; defaultValue: string };
/** The chosen value of each radio group by key. */
export type TRadioChoices = Readonly<Record<string, string>>;
const NO_GROUPS: readonly TRadioGroup[] = [];
const valuesOf = (groups: readonly TRadioGroup[], which: 'value' | 'defaultValue'): TRadioChoices => Object.fromEntries(groups.map((g) => [g.key, g[which]]));

const NO_PICKS: TChipPicks = {};

/** `picks` with `value` of group `key` picked or not. */
function toggled(picks: TChipPicks, key: string, value: string): TChipPicks {
  const now = picks[key] ?? [];
  return { ...picks, [key]: now.includes(value) ? now.filter((v) => v !== value) : [...now, value] };
}

/**
 * The list's filter button and panel: exactly one choice at a time, Apply and Reset (part 1 §2).
 * The choice takes effect only on Apply; Reset applies the default at once. Chip groups (any number picked) sit above
 * the choices and are applied and reset with them (part 2 places: Status and rating chips).
 * @example
 * <FilterPanel choices={CITY_FILTERS} value={params.filter} defaultValue="all" onApply={params.setFilter} />
 */
export function FilterPanel(props: TFilterPanelProps) {
  const { choices, value, defaultValue, onApply, groups = [], picks = NO_PICKS, choicesLabel, radioGroups = NO_GROUPS } = props;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState(value);
  const [draftPicks, setDraftPicks] = useState(picks);
  const [draftGroups, setDraftGroups] = useState<TRadioChoices>(() => valuesOf(radioGroups, 'value'));
  const active = choices.find((c) => c.value === value);
  const picked = groups.reduce((n, g) => n + (picks[g.key]?.length ?? 0), 0);
  const grouped = radioGroups.filter((g) => g.value !== g.defaultValue);
  const filtered = value !== defaultValue || picked > 0 || grouped.length > 0;
  const groupNote = grouped.map((g) => `, ${g.label}: ${g.choices.find((c) => c.value === g.value)?.label ?? g.value}`).join('');

  const open = (target: HTMLElement) => {
    setDraft(value);
    setDraftPicks(picks);
    setDraftGroups(valuesOf(radioGroups, 'value'));
    setAnchor(target);
  };
  const apply = (choice: string, chosen: TChipPicks, groupChoices: TRadioChoices) => {
    setAnchor(null);
    onApply(choice, chosen, groupChoices);
  };

  return (
    <>
      <IconButton
        aria-label={`Filter${value !== defaultValue && active ? `: ${active.label}` : ''}${groupNote}${picked > 0 ? ` (${picked} picked)` : ''}`}
        color={filtered ? 'primary' : 'default'}
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
            apply(draft, draftPicks, draftGroups);
          }}
        >
          <Typography id="filter-panel-title" variant="subtitle2">
            Filter
          </Typography>
          {groups.map((group) => (
            <Box key={group.key} role="group" aria-label={group.label} sx={{ my: 1 }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {group.label}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, maxWidth: 320 }}>
                {group.options.map((option) => {
                  const on = draftPicks[group.key]?.includes(option.value) ?? false;
                  return (
                    <ToggleChip key={option.value} label={option.label} on={on} onClick={() => setDraftPicks((now) => toggled(now, group.key, option.value))} />
                  );
                })}
              </Box>
            </Box>
          ))}
          {choicesLabel && (
            <Typography id="filter-panel-choices" variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
              {choicesLabel}
            </Typography>
          )}
          <RadioGroup aria-labelledby={choicesLabel ? 'filter-panel-choices' : 'filter-panel-title'} value={draft} onChange={(e) => setDraft(e.target.value)}>
            {choices.map((choice) => (
              <FormControlLabel key={choice.value} value={choice.value} control={<Radio size="small" />} label={choice.label} />
            ))}
          </RadioGroup>
          {radioGroups.map((group) => (
            <Box key={group.key} sx={{ mt: 1 }}>
              <Typography id={`filter-panel-${group.key}`} variant="caption" color="text.secondary" component="div">
                {group.label}
              </Typography>
              <RadioGroup
                aria-labelledby={`filter-panel-${group.key}`}
                value={draftGroups[group.key] ?? group.defaultValue}
                onChange={(e) => setDraftGroups((now) => ({ ...now, [group.key]: e.target.value }))}
              >
                {group.choices.map((choice) => (
                  <FormControlLabel key={choice.value} value={choice.value} control={<Radio size="small" />} label={choice.label} />
                ))}
              </RadioGroup>
            </Box>
          ))}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
            <Button onClick={() => apply(defaultValue, NO_PICKS, valuesOf(radioGroups, 'defaultValue'))}>Reset</Button>
            <Button type="submit" variant="contained">
              Apply
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
}
