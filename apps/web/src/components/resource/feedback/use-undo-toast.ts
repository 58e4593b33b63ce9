import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage, operationOf } from '../../../lib/api-client';
import { client } from '../../../lib/client';
import { invalidateSummary } from '../../../lib/summary';
import { useToast } from './toast';

/** The toast after an undo. */
export const UNDONE = 'Undone';
/** The toast after an undo too large for one request, which the server runs as a job (issue 33). */
export const UNDOING_AS_JOB = 'Undoing as a job: follow it under Jobs';

/** Sends the undo of an operation; answers the toast's words ('Undone', or that it runs as a job). */
export async function undoOperation(operation: string): Promise<string> {
  const answer = await client.change.revert({ body: { operation } });
  return answer.job ? UNDOING_AS_JOB : UNDONE;
}

/**
 * The success toast of a write staff may want to take back at once (a delete, publish, in-guide toggle, reorder or
 * relation change): it carries Undo for 10 s, which reverts the operations those answers recorded (newest first)
 * through the change ledger, then refreshes what the console shows. An answer the server replayed carries no
 * operation: the toast then has no Undo.
 * @example
 * const undoToast = useUndoToast();
 * remove.mutate(id, { onSuccess: (answer) => undoToast('Success Delete!', answer) });
 */
export function useUndoToast(): (message: string, ...answers: unknown[]) => void {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useCallback(
    (message: string, ...answers: unknown[]) => {
      const operations = answers.map(operationOf).filter((op): op is string => op !== undefined);
      if (operations.length === 0) return toast.success(message);
      const undo = async () => {
        try {
          let words = UNDONE;
          for (const operation of operations.reverse()) words = await undoOperation(operation);
          toast.success(words);
        } catch (error) {
          toast.error(errorMessage(error, 'Could not undo'));
        } finally {
          await Promise.all([queryClient.invalidateQueries(), invalidateSummary(queryClient)]);
        }
      };
      toast.success(message, { label: 'Undo', onClick: () => void undo() });
    },
    [toast, queryClient],
  );
}
