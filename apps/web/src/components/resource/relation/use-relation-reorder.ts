import { arrayMove } from '@dnd-kit/sortable';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useToast } from '../feedback/toast';
import { useUndoToast } from '../feedback/use-undo-toast';
import { relationClientFor } from '../../../lib/client';
import { applyOwnerVersion, listWriteFailure, ownerVersion } from './owner-version';
import { resourceKeys } from '../area/query-keys';
import { relationListOptions } from './use-relation-list';

/**
 * The reorder toasts of part 1 §8 ('{RELATION} reorder Successful', upper-cased), named with what staff call the list
 * (the tab's label), never the API's relation name ('ESTABLISHMENTS').
 * @example
 * reorderMessages('Places') // { success: 'PLACES reorder Successful', failure: 'reorder failed' }
 */
export function reorderMessages(label: string) {
  return { success: `${label.toUpperCase()} reorder Successful`, failure: 'reorder failed' };
}

/** A row of the cached list, as its call answered it. */
type TRow = { id: number };
type TMove = { item: TRow; to: number; next: TRow[] };

export type TUseRelationReorderOptions = {
  modelPath: string;
  id: number;
  relation: string;
  /** The cached list the rows move in, when not the relation list's (a home section's entries: a call of their own). */
  listKey?: QueryKey;
} & (
  | {
      /** The toasts when not part 1's (an explore list's 'Place Reordered successfully'). */ messages: {
        success: string;
        failure: string;
      };
      label?: string;
    }
  | {
      messages?: undefined;
      /** What staff call the list ('Places'): the toasts are `reorderMessages(label)`. */ label: string;
    }
);

/**
 * Drag reorder of a relation list, saved at once (part 1 §2, §4) through
 * `PATCH {model}/{id}/{relation}/{itemId}/change-order {order: to + 1, updated}` (the owner's, see owner-version): the
 * list moves in the cache first, the move is stored, and a failure puts the old order back. Toasts per §8; a
 * colleague's change of the owner since (409) toasts the server's message, and the refetch shows their change.
 * @example
 * const { move, isSaving } = useRelationReorder({ modelPath: 'destinations', id: cityId, relation: 'establishments', label: 'Places' });
 * <SortableList items={items} onMove={move} disabled={isSaving} … />
 */
export function useRelationReorder({
  modelPath,
  id,
  relation,
  listKey,
  messages: given,
  label,
}: TUseRelationReorderOptions) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const undoToast = useUndoToast();
  const key = useMemo(
    () => listKey ?? relationListOptions({ modelPath, id, relation }).queryKey,
    [listKey, modelPath, id, relation],
  );
  const messages = given ?? reorderMessages(label);

  const mutation = useMutation({
    mutationFn: async (move: TMove) => {
      // Based on the owner as this editor saw it: 409 if a colleague changed it (or its lists) since.
      const answer = await relationClientFor(modelPath).changeOrder({
        id,
        relation,
        itemId: move.item.id,
        body: { order: move.to + 1, updated: ownerVersion(queryClient, modelPath, id) },
      });
      applyOwnerVersion(queryClient, { modelPath, id }, answer);
      return answer;
    },
    onMutate: async (move) => {
      // A refetch landing after the optimistic move would show the old order for a moment.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TRow[]>(key);
      queryClient.setQueryData(key, move.next);
      return { previous };
    },
    onError: (error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      toast.error(listWriteFailure(error, messages.failure));
    },
    onSuccess: (answer) => undoToast(messages.success, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: resourceKeys(modelPath).all }),
  });

  const { mutate } = mutation;
  /** Moves the row at index `from` to index `to` (indexes in the whole list, not the page). */
  const move = useCallback(
    (from: number, to: number) => {
      const items = queryClient.getQueryData<TRow[]>(key);
      if (!items || from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return;
      mutate({ item: items[from], to, next: arrayMove(items, from, to) });
    },
    [queryClient, key, mutate],
  );

  return { move, isSaving: mutation.isPending };
}
