import type { TAnswerRow } from '@mise/contracts/common/answers';
import type { TResourceDef } from '@mise/contracts/common/resource';
import type { TWire } from '@mise/contracts/common/wire';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resourceClient } from '../../../lib/client';

/** A LoopBack `where` object. */
export type TWhere = Record<string, unknown>;

/** A row of a resource's list as the API answers it: its id, and any record field the request asked for. */
export type TListAnswerRow<D extends TResourceDef> = TWire<TAnswerRow<D>>;

export type TResourceListOptions = {
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
 * One page of a resource's list and the total, through TanStack Query: `GET {path}?filter={where, order, limit, skip}`
 * and `GET {path}/count?where=`, each under its call's key. The count's key holds only `where`, so it is fetched with
 * page 1 and stays cached while paging; the previous page stays on screen while the next loads. The rows are typed by
 * the resource's declaration.
 * @example
 * const list = useResourceList(cityResource, { page, pageSize: 20, where, order: 'name ASC', includeCount: true });
 */
export function useResourceList<D extends TResourceDef>(
  resource: D,
  options: TResourceListOptions,
): TResourceList<TListAnswerRow<D>> {
  const { page, pageSize, where, order, fields, includeCount, include, enabled = true } = options;
  const calls = resourceClient(resource);
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
    ...calls.list.options({ query: { filter } }),
    placeholderData: keepPreviousData,
    enabled,
  });
  const count = useQuery({
    ...calls.count.options({ query: where ? { where } : undefined }),
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
