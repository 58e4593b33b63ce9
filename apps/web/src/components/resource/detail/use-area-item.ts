import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceClientFor } from '../../../lib/client';
import type { TAnyItem, TArea } from '../area/area-types';
import { resourceKeys } from '../area/query-keys';

/** A usable id from the URL. */
export function isItemId(id: number): boolean {
  return Number.isInteger(id) && id > 0;
}

/**
 * The area's item (GET {path}/{id}?{query}, or the area's own `read`) under `[path, 'detail', id]`, the key every change of the model refreshes.
 * @example
 * const item = useAreaItem(area, 3);
 */
export function useAreaItem(area: TArea, id: number) {
  const { path } = area.resource;
  return useQuery({
    queryKey: resourceKeys(path).detail(id),
    // The generic item call answers the model's row, typed loosely for any model; every row carries its id.
    queryFn: ({ signal }): Promise<TAnyItem> =>
      area.item?.read
        ? area.item.read({ id, signal })
        : (resourceClientFor(path).item({ id, query: area.item?.query, signal }) as Promise<TAnyItem>),
    enabled: isItemId(id),
  });
}

/**
 * The tab counts read from another model's list (a pack's cities), by tab segment, under that model's count key so the
 * tab's own list shares the cache.
 * @example
 * const counts = useRelatedCounts(area, 2); // { cities: 14 }
 */
export function useRelatedCounts(area: TArea, id: number): Record<string, number | undefined> {
  const related = area.tabs.flatMap((tab) =>
    tab.count && typeof tab.count === 'object' ? [{ segment: tab.segment, ...tab.count }] : [],
  );
  const answers = useQueries({
    queries: related.map(({ path, where }) => ({
      queryKey: resourceKeys(path).count({ listPath: path, where: where(id) }),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        resourceClientFor(path).count({ query: { where: where(id) }, signal }),
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
    queryClient.setQueryData<T>(resourceKeys(path).detail(id), (current) => current && { ...current, ...changes });
    void queryClient.invalidateQueries({ queryKey: resourceKeys(path).all });
  };
}
