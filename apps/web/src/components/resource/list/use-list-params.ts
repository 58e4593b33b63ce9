import { useCallback, useEffect, useMemo } from 'react';
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
  /** `replace` corrects the URL without a history entry of its own (a page past the end). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
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
      setPage: (value: number, options?: { replace?: boolean }) =>
        update({ page: value > 1 ? String(value) : undefined }, options?.replace),
    }),
    [search, filter, sort, page, update, defaults.filter, defaults.sort],
  );
}

/**
 * Sends a page past the end (an old link, a typed URL, rows deleted since) to the last page once the list's total is
 * known, in place of the URL's page, so the list shows rows instead of 'Nothing here yet.' beside a count. `count`
 * must be the current list's (`currentCount`): a previous filter's count standing in would send a good page away.
 * @example
 * usePageWithinCount(params, list.currentCount, 20) // ?page=99 with 23 items becomes ?page=2
 */
export function usePageWithinCount(
  params: Pick<TListParamsApi, 'page' | 'setPage'>,
  count: number | undefined,
  pageSize: number,
) {
  const { page, setPage } = params;
  const last = count === undefined ? undefined : Math.max(1, Math.ceil(count / pageSize));
  useEffect(() => {
    if (last !== undefined && page > last) setPage(last, { replace: true });
  }, [last, page, setPage]);
}
