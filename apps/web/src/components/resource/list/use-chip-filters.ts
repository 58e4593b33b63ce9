import type { TChipGroup, TChipPicks } from './filter-panel';
import type { TWhere } from './use-resource-list';

/** A chip group of the filter panel bound to a field: the picked values, kept in the URL as `?{key}=a,b`. */
export type TChipFilter = TChipGroup & {
  /** The filterable field the picked values are matched against (`inq`). */
  field: string;
  /** The field holds numbers: the URL's text values are sent as numbers. */
  numeric?: boolean;
};

/** The values of `group` in the URL, keeping only its own options (a hand-edited URL cannot send anything else). */
function picksOf(params: URLSearchParams, group: TChipFilter): string[] {
  const allowed = new Set(group.options.map((o) => o.value));
  return [...new Set((params.get(group.key) ?? '').split(','))].filter((v) => allowed.has(v));
}

/**
 * The picks of every chip group in the URL, each group's own options only.
 * @example
 * chipPicksOf(new URLSearchParams('status=WIP,archived'), [STATUS]) // { status: ['WIP'] }
 */
export function chipPicksOf(params: URLSearchParams, groups: readonly TChipFilter[]): TChipPicks {
  return Object.fromEntries(groups.map((g) => [g.key, picksOf(params, g)]));
}

/**
 * The condition of one group's picks: any of them (`inq`).
 * @example
 * chipWhere(RATING, ['3']) // { guideRating: { inq: [3] } }
 */
export function chipWhere(group: TChipFilter, values: readonly string[]): TWhere {
  return { [group.field]: { inq: values.map((v) => (group.numeric ? Number(v) : v)) } };
}
