import { cityResource } from '@mise/contracts/resources/city';
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
import { ReferenceMultiSelect } from '../reference/reference-multi-select';
import type { TChipGroup, TChipPicks, TChoice } from './filter-choices';
import { appliedLabel, chipDraft, choiceDraft, citiesDraft, type TPanelDraft } from './panel-choice';
import { ToggleChip } from './toggle-chip';
import type { TReferenceOption } from '../reference/use-reference-options';

/** One radio per choice, inside a RadioGroup that holds the value. */
const radioChoices = (choices: readonly TChoice[]) =>
  choices.map((choice) => (
    <FormControlLabel key={choice.value} value={choice.value} control={<Radio size="small" />} label={choice.label} />
  ));

export type TFilterPanelProps = {
  choices: readonly TChoice[];
  /** The applied choice. */
  value: string;
  /** The choice Reset returns to. */
  defaultValue: string;
  /**
   * Applies the one choice — `value`, or the default with one group's picks in `picks` (the cities' ids under
   * `cityGroup.key`) — and the radio groups' choices (the list goes back to page 1).
   */
  onApply: (value: string, picks: TChipPicks, chosen: TRadioChoices) => void;
  /** Chip groups above the choices, each of which may hold the panel's one choice. */
  groups?: readonly TChipGroup[];
  /** The applied picks: at most one group's. */
  picks?: TChipPicks;
  /** City chips among the panel's choices (a city multi-select; the places list), with the applied cities. */
  cityGroup?: TCityGroup;
  /** A caption over the main choices when the panel holds further radio groups ('Type'). */
  choicesLabel?: string;
  /** Further radio groups below the choices, each with its own one choice (a user's City), applied and reset with them. */
  radioGroups?: readonly TRadioGroup[];
};

/** The panel's city chips: the key their ids travel under in `onApply`'s picks, the caption and the applied cities. */
export type TCityGroup = { key: string; label: string; cities: readonly TReferenceOption[] };

/** A further radio group of the panel: its choices, the applied one and the one Reset returns to. */
export type TRadioGroup = {
  key: string;
  label: string;
  choices: readonly TChoice[];
  value: string;
  defaultValue: string;
};
/** The chosen value of each radio group by key. */
export type TRadioChoices = Readonly<Record<string, string>>;
const NO_GROUPS: readonly TRadioGroup[] = [];
const valuesOf = (groups: readonly TRadioGroup[], which: 'value' | 'defaultValue'): TRadioChoices =>
  Object.fromEntries(groups.map((g) => [g.key, g[which]]));

const NO_PICKS: TChipPicks = {};
const NO_CITIES: readonly TReferenceOption[] = [];

/** The applied state as the panel's draft: the radio unchecked while a chip group or the cities hold the one choice. */
function draftOf(value: string, picks: TChipPicks, cities: readonly TReferenceOption[]): TPanelDraft {
  const held = Object.values(picks).some((v) => v.length > 0) || cities.length > 0;
  return { value: held ? '' : value, picks, cities };
}

/**
 * The list's filter button and panel (part 2 §2): one active choice at a time — a radio choice, the picks of one chip
 * group (a place's Status or rating chips) or some cities — with Apply and Reset. Choosing one clears the others; the
 * choice takes effect only on Apply; Reset applies the default at once. Further radio groups (`radioGroups`, a user's
 * City beside its Type) are separate questions, each with its own one choice, applied and reset with the panel.
 * @example
 * <FilterPanel choices={CITY_FILTERS} value={params.filter} defaultValue="all" onApply={params.setFilter} />
 */
export function FilterPanel(props: TFilterPanelProps) {
  const {
    choices,
    value,
    defaultValue,
    onApply,
    groups = [],
    picks = NO_PICKS,
    choicesLabel,
    radioGroups = NO_GROUPS,
    cityGroup,
  } = props;
  const appliedCities = cityGroup?.cities ?? NO_CITIES;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState(() => draftOf(value, picks, appliedCities));
  const [draftGroups, setDraftGroups] = useState<TRadioChoices>(() => valuesOf(radioGroups, 'value'));
  const label = appliedLabel({
    choices,
    value,
    defaultValue,
    groups,
    picks,
    cities: cityGroup && { label: cityGroup.label, names: appliedCities.map((c) => c.name) },
  });
  const grouped = radioGroups.filter((g) => g.value !== g.defaultValue);
  const groupNote = grouped
    .map((g) => `, ${g.label}: ${g.choices.find((c) => c.value === g.value)?.label ?? g.value}`)
    .join('');

  const open = (target: HTMLElement) => {
    setDraft(draftOf(value, picks, appliedCities));
    setDraftGroups(valuesOf(radioGroups, 'value'));
    setAnchor(target);
  };
  const apply = (next: TPanelDraft, groupChoices: TRadioChoices) => {
    setAnchor(null);
    const chosen =
      cityGroup && next.cities.length > 0
        ? { ...next.picks, [cityGroup.key]: next.cities.map((c) => String(c.id)) }
        : next.picks;
    onApply(next.value || defaultValue, chosen, groupChoices);
  };

  return (
    <>
      <IconButton
        aria-label={`${label}${groupNote}`}
        color={label !== 'Filter' || grouped.length > 0 ? 'primary' : 'default'}
        onClick={(e) => open(e.currentTarget)}
      >
        <FilterListIcon />
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box
          component="form"
          role="dialog"
          aria-labelledby="filter-panel-title"
          sx={{ p: 2, minWidth: 220 }}
          onSubmit={(e) => {
            e.preventDefault();
            apply(draft, draftGroups);
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
                  const on = draft.picks[group.key]?.includes(option.value) ?? false;
                  const click = { key: group.key, option: option.value, defaultValue };
                  return (
                    <ToggleChip
                      key={option.value}
                      label={option.label}
                      on={on}
                      onClick={() => setDraft((now) => chipDraft(now, click))}
                    />
                  );
                })}
              </Box>
            </Box>
          ))}
          {cityGroup && (
            <Box sx={{ my: 1, minWidth: 280, maxWidth: 320 }}>
              <ReferenceMultiSelect
                resource={cityResource}
                label={cityGroup.label}
                value={[...draft.cities]}
                onChange={(cities) => setDraft(citiesDraft(cities, defaultValue))}
                id="filter-panel-cities"
              />
            </Box>
          )}
          {choicesLabel && (
            <Typography
              id="filter-panel-choices"
              variant="caption"
              color="text.secondary"
              component="div"
              sx={{ mt: 1 }}
            >
              {choicesLabel}
            </Typography>
          )}
          <RadioGroup
            aria-labelledby={choicesLabel ? 'filter-panel-choices' : 'filter-panel-title'}
            value={draft.value}
            onChange={(e) => setDraft(choiceDraft(e.target.value))}
          >
            {radioChoices(choices)}
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
                {radioChoices(group.choices)}
              </RadioGroup>
            </Box>
          ))}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1 }}>
            <Button onClick={() => apply(choiceDraft(defaultValue), valuesOf(radioGroups, 'defaultValue'))}>
              Reset
            </Button>
            <Button type="submit" variant="contained">
              Apply
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
}

export type { TChipGroup, TChipPicks, TChoice };
