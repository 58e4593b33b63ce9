import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { invalidateSummary } from '../../lib/summary';
import { couponKeys } from './api';

/**
 * DELETE /Coupons/trash {ids}: moves the coupons to the trash (recoverable, not purged), all or none, then refreshes the
 * coupon lists, counts and menu totals. The caller toasts and clears its selection.
 * @example
 * const trash = useCouponTrash();
 * trash.mutate([3, 4], { onSuccess: ({ count }) => selection.clear() });
 */
export function useCouponTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    // The spec writes the path capitalised (part 1 §7); the server routes without regard to case.
    mutationFn: (ids: number[]) => api.delete<{ count: number }>('Coupons/trash', { ids }),
    onSuccess: async (_data, ids) => {
      // A trashed coupon's own queries would answer 404 now: drop them instead of refetching.
      for (const id of ids) queryClient.removeQueries({ queryKey: couponKeys.detail(id) });
      await Promise.all([queryClient.invalidateQueries({ queryKey: couponKeys.all }), invalidateSummary(queryClient)]);
    },
  });
}
