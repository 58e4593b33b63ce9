import type { TRevertConflict, ZRevertBody } from '@mise/contracts/common/change-calls';
import { typeNameOfPath } from '@mise/contracts/registry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { client } from '../../../lib/client';
import { useToast } from '../feedback/toast';
import { useUndoToast } from '../feedback/use-undo-toast';

/** What staff asked to take back: one operation's part of this record, or some of its fields. */
export type TRevertAsk = { operation: string; fields?: string[] };
type TBody = z.input<typeof ZRevertBody>;

/** A revert the server refused because fields changed again since: what was asked, and the fields in question. */
export type TRevertClash = { ask: TRevertAsk; conflicts: TRevertConflict[] };

const conflictsOf = (error: unknown): TRevertConflict[] | undefined => {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  const details = (error.body as { error?: { details?: unknown } } | undefined)?.error?.details;
  return Array.isArray(details) && details.length > 0 ? (details as TRevertConflict[]) : undefined;
};

/**
 * Reverting from a record's history: an operation's part of this record, or one field of it. A field changed again
 * since comes back as a clash for staff to settle per field (`settle`): revert those ticked all the same, leave the rest.
 * Success toasts 'Reverted' with Undo, and every query refreshes (a revert may touch lists and counts).
 * @example
 * const revert = useHistoryRevert('establishments', 12);
 * revert.ask({ operation: change.operation, fields: ['description'] });
 */
export function useHistoryRevert(modelPath: string, id: number) {
  const type = typeNameOfPath(modelPath);
  const toast = useToast();
  const undoToast = useUndoToast();
  const queryClient = useQueryClient();
  const [clash, setClash] = useState<TRevertClash | null>(null);
  const mutation = useMutation({
    mutationFn: ({ body }: { ask: TRevertAsk; body: TBody }) => client.change.revert({ body }),
    onSuccess: (answer) => {
      setClash(null);
      undoToast(answer.reverted > 0 ? 'Reverted' : 'Nothing to revert: it is already as it was', answer);
    },
    onError: (error, { ask }) => {
      const conflicts = conflictsOf(error);
      if (conflicts) setClash({ ask, conflicts });
      else toast.error(errorMessage(error, 'Could not revert'));
    },
    onSettled: () => queryClient.invalidateQueries(),
  });
  const send = (ask: TRevertAsk, extra: Partial<TBody> = {}) =>
    mutation.mutate({ ask, body: { operation: ask.operation, type, id, fields: ask.fields, ...extra } });
  return {
    ask: (ask: TRevertAsk) => send(ask),
    clash,
    /**
     * Settles a clash: the ticked fields are reverted all the same; the others keep their new value. Leaving out a field
     * narrows the revert to the fields named, so links of the operation stay as they are then.
     */
    settle: (overwrite: string[], allFields: string[]) => {
      if (!clash) return;
      const left = clash.conflicts.map((c) => c.field).filter((field) => !overwrite.includes(field));
      const fields = left.length === 0 ? clash.ask.fields : allFields.filter((field) => !left.includes(field));
      if (fields && fields.length === 0) return setClash(null);
      send({ ...clash.ask, fields }, { overwrite: overwrite.length > 0 ? overwrite : undefined });
    },
    dismiss: () => setClash(null),
    isPending: mutation.isPending,
    /** Whether this record's type can be named to the revert call (every content type can). */
    canRevert: type !== undefined,
  };
}
