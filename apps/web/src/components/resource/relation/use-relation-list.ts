import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { relationClientFor } from '../../../lib/client';
import { resourceKeys } from '../area/query-keys';

/** One row of a relation tab: what `GET {model}/{id}/{relation}` answers with the tab's fields. */
export type TRelatedItem = { id: number; name: string; isPublished?: boolean };

/** The fields a relation tab reads (part 1 §7: name, isPublished, id). */
export const RELATED_ITEM_FIELDS = { id: true, name: true, isPublished: true } as const;

/**
 * The cache key of one relation list. It sits under the parent's detail key, so invalidating the
 * parent model (`['destinations']`) or the parent item refreshes the tab too.
 * @example
 * relationListKey('destinations', 12, 'cuisines') // ['destinations', 'detail', 12, 'cuisines']
 */
export function relationListKey(modelPath: string, id: number, relation: string): QueryKey {
  return [...resourceKeys(modelPath).detail(id), relation];
}

/**
 * Reads a relation list from the server (what `useRelationList` caches).
 * @example
 * const current = await fetchRelationList({ modelPath: 'destinations', id: 12, relation: 'cuisines' });
 */
export function fetchRelationList<T extends TRelatedItem = TRelatedItem>(
  { modelPath, id, relation }: { modelPath: string; id: number; relation: string },
  signal?: AbortSignal,
) {
  // The related calls answer rows of any related model; T names the fields RELATED_ITEM_FIELDS asks for.
  return relationClientFor(modelPath).related({
    id,
    relation,
    query: { filter: { fields: RELATED_ITEM_FIELDS } },
    signal,
  }) as Promise<T[]>;
}

export type TUseRelationListOptions = { modelPath: string; id: number; relation: string; enabled?: boolean };

/**
 * The related items of one item, in their stored order (`GET {model}/{id}/{relation}?filter={fields}`).
 * @example
 * const { data: cuisines = [] } = useRelationList({ modelPath: 'destinations', id: cityId, relation: 'cuisines' });
 */
export function useRelationList<T extends TRelatedItem = TRelatedItem>({
  modelPath,
  id,
  relation,
  enabled = true,
}: TUseRelationListOptions) {
  return useQuery({
    queryKey: relationListKey(modelPath, id, relation),
    queryFn: ({ signal }) => fetchRelationList<T>({ modelPath, id, relation }, signal),
    enabled,
  });
}

/**
 * Pages a list that is already in memory (city tabs page locally at 30, part 1 §9). The page is
 * clamped, so removing the last row of the last page shows the page before it.
 * @example
 * const { rows, page, setPage, offset } = useLocalPage(items, 30);
 */
export function useLocalPage<T>(items: readonly T[], pageSize: number) {
  const [wanted, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(wanted, pageCount);
  const offset = (page - 1) * pageSize;
  const rows = useMemo(() => items.slice(offset, offset + pageSize), [items, offset, pageSize]);
  return { rows, page, setPage, offset, pageCount, count: items.length };
}
