import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../area/query-keys';

/**
 * The mark of the query of the item an area shows (use-area-item.ts). Its key is the key of whichever call reads it (a
 * city's details, another area's item with its includes), so writes elsewhere in the kit that must read or move the
 * item's `updated` (owner-version.ts) or patch it find it by this mark under the item's prefix.
 */
export const AREA_ITEM_META = { areaItem: true } as const;

/** An item of a model: its model path ('destinations') and id. */
export type TItemRef = { modelPath: string; id: number };

function areaItemQueries(queryClient: QueryClient, { modelPath, id }: TItemRef) {
  return queryClient.getQueryCache().findAll({
    queryKey: resourceKeys(modelPath).detail(id),
    predicate: (query) => query.meta?.areaItem === AREA_ITEM_META.areaItem,
  });
}

/**
 * The item an area shows, as cached; undefined when it is not.
 * @example
 * const city = cachedAreaItem(queryClient, { modelPath: 'destinations', id: 12 });
 */
export function cachedAreaItem(queryClient: QueryClient, ref: TItemRef): unknown {
  return areaItemQueries(queryClient, ref)[0]?.state.data;
}

/**
 * Writes part of the item an area shows into the cache at once (nothing when it is not cached).
 * @example
 * patchAreaItem(queryClient, { modelPath: 'quotes', id: 3 }, { _pictures: list });
 */
export function patchAreaItem(queryClient: QueryClient, ref: TItemRef, changes: object): void {
  for (const query of areaItemQueries(queryClient, ref))
    queryClient.setQueryData(query.queryKey, (item: unknown) =>
      item && typeof item === 'object' ? { ...item, ...changes } : item,
    );
}
