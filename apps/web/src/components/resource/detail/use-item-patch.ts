import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceClientFor } from '../../../lib/client';
import { invalidateSummary } from '../../../lib/summary';
import { resourceKeys } from '../area/query-keys';

export type TItemPatchOptions = {
  /** API model path ('destinations'). */
  path: string;
  id: number;
  /** Refresh the menu totals too (publish, delete, anything that changes counts). */
  affectsSummary?: boolean;
};

/**
 * PATCH `{path}/{id}` with part of an item, then refresh everything cached for that model.
 * @example
 * const patch = useItemPatch({ path: 'destinations', id });
 * await patch.mutateAsync({ newlyAdded: true });
 */
export function useItemPatch<TBody extends Record<string, unknown> = Record<string, unknown>>({
  path,
  id,
  affectsSummary = false,
}: TItemPatchOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => resourceClientFor(path).patch({ id, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: resourceKeys(path).all }),
        affectsSummary ? invalidateSummary(queryClient) : Promise.resolve(),
      ]);
    },
  });
}
