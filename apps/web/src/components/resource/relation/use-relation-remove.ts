import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../feedback/toast';
import { useUndoToast } from '../feedback/use-undo-toast';
import { relationClientFor } from '../../../lib/client';
import { applyOwnerVersion, listWriteFailure, ownerVersion } from './owner-version';
import { resourceKeys } from '../area/query-keys';
import { relationListOptions, type TRelatedItem } from './use-relation-list';

/**
 * The relation delete toasts of part 1 §8 ('{RELATION} delete Successful', upper-cased), named with what staff call the
 * list (the tab's label), never the API's relation name ('FOODDRINKS'). The failure text has no space before 'delete':
 * that is how the spec writes it.
 * @example
 * removeMessages('Dishes') // { success: 'DISHES delete Successful', failure: 'DISHESdelete Unsuccessful' }
 */
export function removeMessages(label: string) {
  const name = label.toUpperCase();
  return { success: `${name} delete Successful`, failure: `${name}delete Unsuccessful` };
}

export type TUseRelationRemoveOptions = {
  modelPath: string;
  id: number;
  relation: string;
  /** Detaches one item. Default: `DELETE {model}/{id}/{relation}/rel/{itemId}` with the owner's `updated` (see owner-version). */
  remove?: (item: TRelatedItem) => Promise<unknown>;
} & (
  | { /** Toast texts. */ messages: { success: string; failure: string }; label?: string }
  | {
      messages?: undefined;
      /** What staff call the list ('Dishes'): the toasts are `removeMessages(label)`. */ label: string;
    }
);

/**
 * Remove with a Yes/No question (part 1 §5: every deletion asks): `ask(item)` opens the question,
 * `confirm()` detaches the item, toasts, and refreshes the parent model (its tab counts too).
 * @example
 * const removal = useRelationRemove({ modelPath: 'destinations', id: cityId, relation: 'cuisines', label: 'Cuisines' });
 * <IconButton onClick={() => removal.ask(item)} />
 * <ConfirmDialog open={!!removal.pending} message="Are you sure…?" onYes={removal.confirm} onNo={removal.cancel} busy={removal.isRemoving} />
 */
export function useRelationRemove({ modelPath, id, relation, remove, messages, label }: TUseRelationRemoveOptions) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const undoToast = useUndoToast();
  // The asked item stays after Yes or No, so the question keeps naming it while the dialog fades out.
  const [asked, setAsked] = useState<TRelatedItem | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const pending = isAsking ? asked : null;
  const setPending = (item: TRelatedItem | null) => {
    if (item) setAsked(item);
    setIsAsking(item !== null);
  };
  const texts = messages ?? removeMessages(label);

  const mutation = useMutation({
    mutationFn: async (item: TRelatedItem) => {
      if (remove) return remove(item);
      // Based on the owner as this editor saw it: 409 if a colleague changed it (or its lists) since.
      const updated = ownerVersion(queryClient, modelPath, id);
      const answer = await relationClientFor(modelPath).unrelate({
        id,
        relation,
        relatedId: item.id,
        body: updated ? { updated } : undefined,
      });
      applyOwnerVersion(queryClient, { modelPath, id }, answer);
      return answer;
    },
    onSuccess: (answer, item) => {
      // The row goes at once; the refetch below confirms it.
      queryClient.setQueryData<{ id: number }[]>(relationListOptions({ modelPath, id, relation }).queryKey, (rows) =>
        rows?.filter((other) => other.id !== item.id),
      );
      undoToast(texts.success, answer);
    },
    onError: (error) => toast.error(listWriteFailure(error, texts.failure)),
    onSettled: () => {
      setPending(null);
      return queryClient.invalidateQueries({ queryKey: resourceKeys(modelPath).all });
    },
  });

  return {
    /** The item whose removal is being asked about. */
    pending,
    /** The item named by the question, still set while the dialog closes. */
    lastAsked: asked,
    ask: (item: TRelatedItem) => setPending(item),
    cancel: () => setPending(null),
    confirm: () => {
      if (pending) mutation.mutate(pending);
    },
    isRemoving: mutation.isPending,
  };
}
