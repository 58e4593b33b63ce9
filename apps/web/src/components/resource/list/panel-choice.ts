import type { TChipPicks, TChoice } from './filter-choices';
import type { TReferenceOption } from '../reference/use-reference-options';

/**
 * What a filter panel holds before Apply: exactly one active choice (part 2 §2) — the main choice, or the picks of one
 * chip group, or some cities. While a group or cities hold the choice, `value` is '' and no radio is checked.
 */
export type TPanelDraft = { value: string; picks: TChipPicks; cities: readonly TReferenceOption[] };

const NO_PICKS: TChipPicks = {};
const NO_CITIES: readonly TReferenceOption[] = [];

/**
 * The draft with `value` as the one choice: every chip and city dropped.
 * @example
 * choiceDraft('published') // { value: 'published', picks: {}, cities: [] }
 */
export const choiceDraft = (value: string): TPanelDraft => ({ value, picks: NO_PICKS, cities: NO_CITIES });

/**
 * The draft after a click on chip `option` of group `key`: that group becomes the choice (other groups, cities and the
 * radio cleared); unpicking its last chip returns to `defaultValue`.
 * @example
 * chipDraft(choiceDraft('published'), { key: 'status', option: 'WIP', defaultValue: 'all' }) // { value: '', picks: { status: ['WIP'] }, cities: [] }
 */
export function chipDraft(
  draft: TPanelDraft,
  click: { key: string; option: string; defaultValue: string },
): TPanelDraft {
  const now = draft.picks[click.key] ?? [];
  const next = now.includes(click.option) ? now.filter((v) => v !== click.option) : [...now, click.option];
  return next.length > 0
    ? { value: '', picks: { [click.key]: next }, cities: NO_CITIES }
    : choiceDraft(click.defaultValue);
}

/**
 * The draft with `cities` as the choice (chips and radio cleared); none chosen returns to `defaultValue`.
 * @example
 * citiesDraft([{ id: 3, name: 'Lisboa' }], 'all') // { value: '', picks: {}, cities: [{ id: 3, name: 'Lisboa' }] }
 */
export function citiesDraft(cities: readonly TReferenceOption[], defaultValue: string): TPanelDraft {
  return cities.length > 0 ? { value: '', picks: NO_PICKS, cities } : choiceDraft(defaultValue);
}

/** Which one choice applies. */
export type TActiveChoice = { kind: 'choice' } | { kind: 'chips'; key: string } | { kind: 'cities' };

/**
 * The one choice the URL applies. A URL holding several (an old or hand-edited link) applies the first in the panel's
 * reading order: a main choice other than the default, then the chip groups as declared, then the cities; the label
 * names that one, so it always says what the list shows.
 * @example
 * activeChoice({ value: 'all', defaultValue: 'all', picks: { status: ['WIP'] }, groupKeys: ['status'], cityIds: [3] }) // { kind: 'chips', key: 'status' }
 */
export function activeChoice(state: {
  value: string;
  defaultValue: string;
  picks: TChipPicks;
  groupKeys: readonly string[];
  cityIds: readonly number[];
}): TActiveChoice {
  if (state.value !== state.defaultValue) return { kind: 'choice' };
  const key = state.groupKeys.find((k) => (state.picks[k]?.length ?? 0) > 0);
  if (key !== undefined) return { kind: 'chips', key };
  return state.cityIds.length > 0 ? { kind: 'cities' } : { kind: 'choice' };
}

/** The chip groups and city group as the panel's label needs them. */
export type TLabelSource = {
  choices: readonly TChoice[];
  value: string;
  defaultValue: string;
  groups: readonly { key: string; label: string; options: readonly TChoice[] }[];
  picks: TChipPicks;
  cities?: { label: string; names: readonly string[] };
};

/**
 * What the filter button says is applied: 'Filter' alone, 'Filter: Published', 'Filter: Status: WIP, Complete' or
 * 'Filter: Cities: Lisboa, Porto' (the applied chips' labels, the cities' names).
 * @example
 * appliedLabel({ choices, value: 'all', defaultValue: 'all', groups, picks: { rating: ['3'] } }) // 'Filter: Rating: 3 ★'
 */
export function appliedLabel(source: TLabelSource): string {
  const choice = source.value !== source.defaultValue && source.choices.find((c) => c.value === source.value);
  if (choice) return `Filter: ${choice.label}`;
  for (const group of source.groups) {
    const picked = source.picks[group.key] ?? [];
    if (picked.length > 0)
      return `Filter: ${group.label}: ${picked.map((v) => group.options.find((o) => o.value === v)?.label ?? v).join(', ')}`;
  }
  if (source.cities && source.cities.names.length > 0)
    return `Filter: ${source.cities.label}: ${source.cities.names.join(', ')}`;
  return 'Filter';
}
