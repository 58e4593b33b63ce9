import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TChipGroup, TChipPicks } from './filter-panel';
import type { TWhere } from './use-resource-list';
import { useUrlSearchUpdate } from './use-url-search-update';

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
 * The chip groups of a list's filter panel: what is picked (from the URL), the `where` it adds (every group with a pick
 * adds `{field: {inq: picked}}`), and `write`, which puts new picks into the URL and returns the list to page 1.
 * @example
 * const chips = useChipFilters(decl.chipFilters);
 * <FilterPanel groups={chips.groups} picks={chips.picks} onApply={(v, picks) => { params.setFilter(v); chips.write(picks); }} … />
 */
export function useChipFilters(groups: readonly TChipFilter[] = []) {
  const [searchParams] = useSearchParams();
  const picks = useMemo<TChipPicks>(() => Object.fromEntries(groups.map((g) => [g.key, picksOf(searchParams, g)])), [searchParams, groups]);
  const where = useMemo<TWhere | undefined>(() => {
    const parts = groups
      .filter((g) => (picks[g.key]?.length ?? 0) > 0)
      .map((g) => ({ [g.field]: { inq: (picks[g.key] ?? []).map((v) => (g.numeric ? Number(v) : v)) } }));
    return parts.length > 1 ? { and: parts } : parts[0];
  }, [groups, picks]);
  const updateSearch = useUrlSearchUpdate();
  const write = useCallback(
    (next: TChipPicks) => {
      if (groups.length === 0) return;
      // Replaces the entry the filter choice just pushed: one Apply, one step back.
      updateSearch(
        (params) => {
          for (const g of groups) {
            const values = next[g.key] ?? [];
            if (values.length === 0) params.delete(g.key);
            else params.set(g.key, values.join(','));
          }
          params.delete('page');
        },
        { replace: true },
      );
    },
    [groups, updateSearch],
  );
  return { groups, picks, where, write };
}
