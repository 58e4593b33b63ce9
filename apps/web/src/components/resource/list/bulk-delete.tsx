import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useToast } from '../feedback/toast';
import { useUndoToast } from '../feedback/use-undo-toast';
import { invalidateSummary } from '../../../lib/summary';
import { useArea } from '../area/area-context';
import { ConfirmDialog } from '../feedback/confirm-dialog';
import { resourceKeys } from '../area/query-keys';
import type { TRowSelection } from './use-row-selection';

/**
 * Sends the ticked ids with the area's bulk delete (all or none), then refreshes the area's lists, counts, the other
 * lists that show the model (`save.alsoInvalidate`) and menu totals.
 * The caller toasts and clears its selection.
 */
function useBulkDelete(send: (ids: number[]) => Promise<unknown>) {
  const { resource, save } = useArea();
  const keys = resourceKeys(resource.path);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (_data, ids) => {
      // A deleted item's own queries would answer 404 now: drop them instead of refetching.
      for (const id of ids) queryClient.removeQueries({ queryKey: keys.detail(id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all }),
        ...(save?.alsoInvalidate ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        invalidateSummary(queryClient),
      ]);
    },
  });
}

/**
 * The list's bulk Delete (`list.bulkDelete`): asks 'Are you sure you want to delete this {one} / these N {many}?', sends
 * the ticked ids, toasts the area's delete messages, and leaves the detail when the open item was among them.
 * @example
 * <BulkDelete selection={selection} send={(ids) => client.coupon.trash({ body: { ids } })} />
 */
export function BulkDelete({
  selection,
  send,
}: {
  selection: TRowSelection;
  send: (ids: number[]) => Promise<unknown>;
}) {
  const { basePath, messages, labels } = useArea();
  const selectedId = Number(useParams().id);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [asking, setAsking] = useState(false);
  const remove = useBulkDelete(send);
  const toast = useToast();
  const undoToast = useUndoToast();
  const count = selection.ids.length;
  const yes = () =>
    remove.mutate(selection.ids, {
      onSuccess: (answer, ids) => {
        undoToast(messages.deleted, answer);
        selection.clear(ids);
        if (ids.includes(selectedId)) navigate({ pathname: basePath, search });
      },
      onError: () => toast.error(messages.deleteFailed),
      onSettled: () => setAsking(false),
    });
  return (
    <>
      <Button
        size="small"
        color="error"
        disabled={count === 0 || selection.allMatching}
        onClick={() => setAsking(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={asking}
        message={`Are you sure you want to delete ${count === 1 ? `this ${labels.one}` : `these ${count} ${labels.many}`}?`}
        onYes={yes}
        onNo={() => setAsking(false)}
        busy={remove.isPending}
      />
    </>
  );
}
