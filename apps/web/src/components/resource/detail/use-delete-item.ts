import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceClientFor } from '../../../lib/client';
import { invalidateSummary } from '../../../lib/summary';
import { resourceKeys } from '../area/query-keys';

/** Which record to delete, and whether the records it owns go to the trash with it (a city's places). */
export type TDeleteInput = { id: number; withOwned?: boolean };

/**
 * DELETE `{path}/{id}` (the server soft-deletes where the spec says so), then refreshes the model's
 * queries, the other cached lists that show the model (`alsoInvalidate`, as after a save) and the menu totals. The
 * caller toasts and navigates.
 * @example
 * const remove = useDeleteItem('destinations');
 * remove.mutate({ id }, { onSuccess: () => navigate('/dashboard/cities') });
 */
export function useDeleteItem(path: string, alsoInvalidate: readonly QueryKey[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, withOwned }: TDeleteInput) =>
      resourceClientFor(path).delete({ id, ...(withOwned ? { query: { withOwned } } : {}) }),
    onSuccess: async (_data, { id }) => {
      // The deleted item's own queries would answer 404 now: drop them instead of refetching.
      queryClient.removeQueries({ queryKey: resourceKeys(path).detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys(path).all }),
        ...alsoInvalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        invalidateSummary(queryClient),
      ]);
    },
  });
}
