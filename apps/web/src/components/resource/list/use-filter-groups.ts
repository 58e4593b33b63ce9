import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TChoice } from './filter-panel';
import type { TWhere } from './use-resource-list';
import { useUrlSearchUpdate } from './use-url-search-update';

/**
 * A further radio group of the filter panel, independent of the main choice (a user's City beside its Type): one choice
 * at a time, the first the default, kept in the URL as `?{key}=value` (absent for the default).
 */
export type TFilterGroup = { key: string; label: string; choices: readonly (TChoice & { where?: TWhere })[] };

/** The chosen value of each group by key. */
export type TGroupChoices = Readonly<Record<string, string>>;

/** The group's choice in the URL, or its default when absent or not one of its own (a hand-edited URL). */
function chosenOf(params: URLSearchParams, group: TFilterGroup): string {
  const value = params.get(group.key);
  return group.choices.find((c) => c.value === value)?.value ?? group.choices[0]?.value ?? '';
}

/**
 * The further radio groups of a list's filter panel: each group's choice (from the URL), the `where` they add (every
 * group's chosen `where`, all of them), and `write`, which puts new choices into the URL and returns the list to page 1.
 * @example
 * const groups = useFilterGroups(decl.filterGroups);
 * <FilterPanel radioGroups={groups.panelGroups} onApply={(v, picks, chosen) => { params.setFilter(v); groups.write(chosen); }} … />
 */
export function useFilterGroups(groups: readonly TFilterGroup[] = []) {
  const [searchParams] = useSearchParams();
  const chosen = useMemo<TGroupChoices>(
    () => Object.fromEntries(groups.map((g) => [g.key, chosenOf(searchParams, g)])),
    [searchParams, groups],
  );
  const where = useMemo<TWhere | undefined>(() => {
    const parts = groups.flatMap((g): TWhere[] => {
      const where = g.choices.find((c) => c.value === chosen[g.key])?.where;
      return where ? [where] : [];
    });
    return parts.length > 1 ? { and: parts } : parts[0];
  }, [groups, chosen]);
  const defaults = useMemo<TGroupChoices>(
    () => Object.fromEntries(groups.map((g) => [g.key, g.choices[0]?.value ?? ''])),
    [groups],
  );
  const updateSearch = useUrlSearchUpdate();
  const write = useCallback(
    (next: TGroupChoices) => {
      if (groups.length === 0) return;
      // Replaces the entry the main choice just pushed: one Apply, one step back.
      updateSearch(
        (params) => {
          for (const g of groups) {
            const value = next[g.key];
            if (value === undefined || value === defaults[g.key]) params.delete(g.key);
            else params.set(g.key, value);
          }
          params.delete('page');
        },
        { replace: true },
      );
    },
    [groups, defaults, updateSearch],
  );
  return { groups, chosen, defaults, where, write };
}
