import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceClient, resourceClientFor } from '../../../lib/client';
import type { TArea, TItemQuery } from '../area/area-types';
import { resourceKeys } from '../area/query-keys';
import { AREA_ITEM_META, patchAreaItem } from './area-item-cache';

/** A usable id from the URL. */
export function isItemId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

/**
 * The query of the area's item: the call the area reads it with (`item.read`, a city's details) or the generic item
 * call with `item.query`, keyed as that call (under `[path, 'detail', id]`, which every change of the model refreshes),
 * and marked as the item the area shows (area-item-cache.ts).
 * @example
 * queryClient.fetchQuery(areaItemOptions(area, 3));
 */
export function areaItemOptions(area: TArea, id: number) {
  const read: TItemQuery = area.item?.read
    ? area.item.read.options({ id })
    : resourceClient(area.resource).item.options({ id, query: area.item?.query });
  return { ...read, meta: AREA_ITEM_META };
}

/**
 * The area's item (GET {path}/{id}?{query}, or the area's own `read`).
 * @example
 * const item = useAreaItem(area, 3);
 */
export function useAreaItem(area: TArea, id: number) {
  return useQuery({ ...areaItemOptions(area, id), enabled: isItemId(id) });
}

/**
 * The tab counts read from another model's list (a pack's cities), by tab segment, under the count call's key, so the
 * tab's own list, counting the same `where`, shares the cache.
 * @example
 * const counts = useRelatedCounts(area, 2); // { cities: 14 }
 */
export function useRelatedCounts(area: TArea, id: number): Record<string, number | undefined> {
  const related = area.tabs.flatMap((tab) =>
    tab.count && typeof tab.count === 'object' ? [{ segment: tab.segment, ...tab.count }] : [],
  );
  const answers = useQueries({
    queries: related.map(({ path, where }) => ({
      ...resourceClientFor(path).count.options({ query: { where: where(id) } }),
      staleTime: 60_000,
    })),
  });
  return Object.fromEntries(related.map(({ segment }, i) => [segment, answers[i]?.data?.count]));
}

/**
 * Writes part of the cached item at once (the media kit answers the stored list after each change), then refreshes the
 * model's queries: tab counts follow, and the item's new `updated` arrives, so a later Edit is not taken for a colleague's
 * change (409).
 * @example
 * const patchCached = useCachedItemPatch('quotes', quote.id);
 * patchCached({ _pictures: list });
 */
export function useCachedItemPatch<T extends object>(path: string, id: number) {
  const queryClient = useQueryClient();
  return (changes: Partial<T>) => {
    patchAreaItem(queryClient, { modelPath: path, id }, changes);
    void queryClient.invalidateQueries({ queryKey: resourceKeys(path).all });
  };
}
