import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { relationClientFor } from '../../../lib/client';

/** One row of a relation tab: what `GET {model}/{id}/{relation}` answers with the tab's fields. */
export type TRelatedItem = { id: number; name: string; isPublished?: boolean };

/** The fields a relation tab reads (part 1 §7: name, isPublished, id). */
export const RELATED_ITEM_FIELDS = { id: true, name: true, isPublished: true } as const;

export type TRelationListRef = { modelPath: string; id: number; relation: string };

/**
 * The query of one relation list: `GET {model}/{id}/{relation}?filter={fields}` under its call's key, which sits under the
 * owner's item (`[model, 'detail', id, …]`), so invalidating the owner's model or item refreshes the tab too. The cache
 * holds the answer as it came (the reorder and remove of the tab move its rows there); `relatedItems` reads it.
 * @example
 * queryClient.fetchQuery(relationListOptions({ modelPath: 'destinations', id: 12, relation: 'cuisines' }));
 */
export function relationListOptions({ modelPath, id, relation }: TRelationListRef) {
  const query = { filter: { fields: RELATED_ITEM_FIELDS } };
  return relationClientFor(modelPath).related.options({ id, relation, query });
}

/** What a relation list's call answers: rows of the related model (a to-one relation's one row or null is no tab's). */
type TRelatedAnswer = Awaited<ReturnType<ReturnType<typeof relationListOptions>['queryFn']>>;

/**
 * The rows of a relation list as a tab shows them: the id, the name and the published flag its fields asked for.
 * @example
 * relatedItems([{ id: 3, name: 'Tapas', isPublished: true }]) // [{ id: 3, name: 'Tapas', isPublished: true }]
 */
export function relatedItems(answer: TRelatedAnswer): TRelatedItem[] {
  return (Array.isArray(answer) ? answer : []).map((row) => ({
    id: row.id,
    name: typeof row.name === 'string' ? row.name : '',
    ...(typeof row.isPublished === 'boolean' ? { isPublished: row.isPublished } : {}),
  }));
}

export type TUseRelationListOptions = TRelationListRef & { enabled?: boolean };

/**
 * The related items of one item, in their stored order (`GET {model}/{id}/{relation}?filter={fields}`).
 * @example
 * const { data: cuisines = [] } = useRelationList({ modelPath: 'destinations', id: cityId, relation: 'cuisines' });
 */
export function useRelationList({ enabled = true, ...ref }: TUseRelationListOptions) {
  return useQuery({ ...relationListOptions(ref), select: relatedItems, enabled });
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
