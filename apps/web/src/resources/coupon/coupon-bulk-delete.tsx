import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useToast } from '../../app/shell/toast';
import { useArea } from '../../components/resource/area-context';
import { ConfirmDialog } from '../../components/resource/confirm-dialog';
import { resourceKeys } from '../../components/resource/query-keys';
import type { TRowSelection } from '../../components/resource/use-row-selection';
import { api } from '../../lib/api-client';
import { invalidateSummary } from '../../lib/summary';

const couponKeys = resourceKeys('coupons');

/**
 * DELETE /Coupons/trash {ids}: moves the coupons to the trash (recoverable, not purged), all or none, then refreshes the
 * coupon lists, counts and menu totals. The caller toasts and clears its selection.
 * @example
 * const trash = useCouponTrash();
 * trash.mutate([3, 4], { onSuccess: ({ count }) => selection.clear() });
 */
function useCouponTrash() {
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

/** The coupons' bulk Delete: asks first, then sends the ticked ids to DELETE /Coupons/trash (part 1 §7). */
export function CouponBulkDelete({ selection }: { selection: TRowSelection }) {
  const { basePath, messages } = useArea();
  const selectedId = Number(useParams().id);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [asking, setAsking] = useState(false);
  const trash = useCouponTrash();
  const toast = useToast();
  const count = selection.ids.length;
  const yes = () =>
    trash.mutate(selection.ids, {
      onSuccess: (_data, ids) => {
        toast.success(messages.deleted);
        selection.clear(ids);
        // The open coupon went to the trash: its detail would only say "not found", so show the list alone.
        if (ids.includes(selectedId)) navigate({ pathname: basePath, search });
      },
      onError: () => toast.error(messages.deleteFailed),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <Button size="small" color="error" disabled={count === 0} onClick={() => setAsking(true)}>
        Delete
      </Button>
      <ConfirmDialog
        open={asking}
        message={`Are you sure you want to delete ${count === 1 ? 'this coupon' : `these ${count} coupons`}?`}
        onYes={yes}
        onNo={() => setAsking(false)}
        busy={trash.isPending}
      />
    </>
  );
}
