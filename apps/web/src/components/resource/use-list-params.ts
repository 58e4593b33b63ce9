import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useUrlSearchUpdate } from './use-url-search-update';

/** The state of a list that lives in the URL, so a reload or a shared link shows the same list. */
export type TListParams = {
  /** The 'Search' box text ('' when empty). URL `q`. */
  search: string;
  /** The active filter choice's key. URL `filter`; absent means the default. */
  filter: string;
  /** The active sort's key. URL `sort`; absent means the default. */
  sort: string;
  /** 1-based page. URL `page`; absent means 1. */
  page: number;
};

export type TListParamsApi = TListParams & {
  setSearch: (search: string) => void;
  /** Applies a filter choice and goes back to page 1 (part 1 §2: submitting reloads page 1). */
  setFilter: (filter: string) => void;
  setSort: (sort: string) => void;
  setPage: (page: number) => void;
};

export type TListParamsDefaults = { filter: string; sort: string };

/** URL keys; a prefix keeps two lists on one page (a detail tab's own list) apart. */
function keysOf(prefix: string) {
  return { q: `${prefix}q`, filter: `${prefix}filter`, sort: `${prefix}sort`, page: `${prefix}page` };
}

/**
 * Reads and writes a list's search, filter, sort and page in the URL search params. Values equal to
 * the defaults are left out of the URL. Changing the search, filter or sort returns to page 1.
 * @example
 * const params = useListParams({ filter: 'all', sort: 'az' });
 * <FilterPanel value={params.filter} onApply={params.setFilter} … />
 */
export function useListParams(defaults: TListParamsDefaults, prefix = ''): TListParamsApi {
  const [searchParams] = useSearchParams();
  const keys = useMemo(() => keysOf(prefix), [prefix]);

  const search = searchParams.get(keys.q) ?? '';
  const filter = searchParams.get(keys.filter) || defaults.filter;
  const sort = searchParams.get(keys.sort) || defaults.sort;
  const rawPage = Number(searchParams.get(keys.page));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;

  const updateSearch = useUrlSearchUpdate();
  const update = useCallback(
    (changes: Partial<Record<keyof typeof keys, string | undefined>>, replace = false) => {
      updateSearch(
        (next) => {
          for (const [name, value] of Object.entries(changes) as [keyof typeof keys, string | undefined][]) {
            if (value === undefined || value === '') next.delete(keys[name]);
            else next.set(keys[name], value);
          }
        },
        { replace },
      );
    },
    [updateSearch, keys],
  );

  return useMemo(
    () => ({
      search,
      filter,
      sort,
      page,
      // Typing replaces the history entry: Back should not walk through every keystroke.
      setSearch: (value: string) => update({ q: value.trim() ? value : undefined, page: undefined }, true),
      setFilter: (value: string) => update({ filter: value === defaults.filter ? undefined : value, page: undefined }),
      setSort: (value: string) => update({ sort: value === defaults.sort ? undefined : value, page: undefined }),
      setPage: (value: number) => update({ page: value > 1 ? String(value) : undefined }),
    }),
    [search, filter, sort, page, update, defaults.filter, defaults.sort],
  );
}
