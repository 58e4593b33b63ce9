import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resourceClientFor } from '../../../lib/client';
import { resourceKeys } from '../area/query-keys';

/** A LoopBack `where` object. */
export type TWhere = Record<string, unknown>;

export type TResourceListOptions = {
  /** API model path ('destinations'). */
  path: string;
  /** 1-based page. */
  page: number;
  pageSize: number;
  where?: TWhere;
  /** LoopBack order, e.g. 'name ASC'. */
  order?: string;
  fields?: string[];
  includeCount?: boolean;
  /** LoopBack include, e.g. `{ relation: 'destination', scope: { fields: ['id', 'name'] } }`. */
  include?: unknown;
  /** Where the list is read from when it is not `path` itself (a relation list); the count uses `{listPath}/count`. */
  listPath?: string;
  enabled?: boolean;
};

export type TResourceList<T> = {
  items: T[];
  /** Total matching items; undefined until the count has loaded. */
  count: number | undefined;
  /** The count of this very `where`: undefined while the previous one's still stands in (kept on screen while it loads). */
  currentCount: number | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error: Error | null;
  refetch: () => void;
};

/**
 * Combines a search text on `field` with the other conditions: the server's `search` operator (contains the text,
 * case-insensitive; on the names of places, cities, dishes and the like, near spellings too).
 * @example
 * searchWhere('par', { isPublished: true }) // { and: [{ isPublished: true }, { name: { search: 'par' } }] }
 */
export function searchWhere(search: string, where: TWhere | undefined, field = 'name'): TWhere | undefined {
  const text = search.trim();
  const parts: TWhere[] = [];
  if (where && Object.keys(where).length > 0) parts.push(where);
  if (text) parts.push({ [field]: { search: text } });
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : { and: parts };
}

/**
 * One page of a list and the total, through TanStack Query: `GET {path}?filter={where, order, limit, skip}`
 * and `GET {path}/count?where=`. The count's key holds only `where`, so it is fetched with page 1 and
 * stays cached while paging; the previous page stays on screen while the next loads.
 * @example
 * const list = useResourceList<TCityRow>({ path: 'destinations', page, pageSize: 20, where, order: 'name ASC', includeCount: true });
 */
export function useResourceList<T>(options: TResourceListOptions): TResourceList<T> {
  const { path, page, pageSize, where, order, fields, includeCount, include, enabled = true } = options;
  const listPath = options.listPath ?? path;
  const keys = resourceKeys(path);
  const filter = {
    ...(where ? { where } : {}),
    ...(order ? { order } : {}),
    limit: pageSize,
    skip: pageSize * (page - 1),
    ...(fields ? { fields } : {}),
    ...(includeCount ? { includeCount: true } : {}),
    ...(include ? { include } : {}),
  };

  const list = useQuery({
    queryKey: keys.list({ listPath, ...filter }),
    // The list answers the declared fields of each row; T is what `fields` asked for (typed-list.ts).
    queryFn: ({ signal }) => resourceClientFor(listPath).list({ query: { filter }, signal }) as Promise<T[]>,
    placeholderData: keepPreviousData,
    enabled,
  });
  const count = useQuery({
    queryKey: keys.count({ listPath, where: where ?? {} }),
    queryFn: ({ signal }) => resourceClientFor(listPath).count({ query: where ? { where } : undefined, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });

  return {
    items: list.data ?? [],
    count: count.data?.count,
    currentCount: count.isPlaceholderData ? undefined : count.data?.count,
    isLoading: list.isLoading,
    isFetching: list.isFetching,
    error: list.error ?? count.error,
    refetch: () => {
      void list.refetch();
      void count.refetch();
    },
  };
}
