import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { invalidateSummary } from '../../../lib/summary';
import { useToast } from '../feedback/toast';
import { undoOperation } from '../feedback/use-undo-toast';
import type { TJobAnswer } from './use-jobs';

/**
 * The toast of a job that ended where staff started it (a bulk edit, an import): the lists it changed are read again;
 * a job that did not finish says why; one that changed records carries Undo, which reverts its one ledger operation.
 * @example
 * const jobEnded = useJobEndToast([resourceKeys('establishments').all]);
 * jobEnded(job, 'Published 3 places');
 */
export function useJobEndToast(invalidate: readonly (readonly unknown[])[]) {
  const toast = useToast();
  const queryClient = useQueryClient();
  return useCallback(
    (job: TJobAnswer, message: string) => {
      const refresh = () =>
        Promise.all([
          ...invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
          invalidateSummary(queryClient),
        ]);
      void refresh();
      if (job.state !== 'done') return toast.error(`${job.title}: ${job.state === 'failed' ? job.failure : 'stopped'}`);
      if (job.changed === 0) return toast.success(message);
      toast.success(message, {
        label: 'Undo',
        onClick: () =>
          void undoOperation(job.operation)
            .then((words) => toast.success(words))
            .catch((error: unknown) => toast.error(errorMessage(error, 'Could not undo')))
            .finally(() => void refresh()),
      });
    },
    [invalidate, queryClient, toast],
  );
}
