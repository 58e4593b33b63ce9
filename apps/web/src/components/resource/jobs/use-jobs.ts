import type { TCallAnswer } from '@mise/contracts/common/call';
import type { jobCalls } from '@mise/contracts/common/job-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';
import { client } from '../../../lib/client';
import { useToast } from '../feedback/toast';
import { undoOperation } from '../feedback/use-undo-toast';
import { invalidateSummary } from '../../../lib/summary';

export type TJobAnswer = TCallAnswer<typeof jobCalls.get>;

export const isFinished = (job: Pick<TJobAnswer, 'state'>) => ['done', 'failed', 'cancelled'].includes(job.state);

/** How often a screen showing a running job asks again; a screen of finished jobs asks only now and then. */
const RUNNING_MS = 1000;
const IDLE_MS = 15_000;

/** The newest jobs of all staff, asked every second while one of them runs. */
export function useJobs(query: { state?: 'unfinished' | 'finished'; mine?: 'true' | 'false' } = {}) {
  return useQuery({
    ...client.job.list.options({ query: { ...query, limit: 50 } }),
    refetchInterval: (q) => (q.state.data?.items.some((job) => !isFinished(job)) ? RUNNING_MS : IDLE_MS),
  });
}

/** One job, asked every second until it has finished. */
export function useJob(id: number | undefined) {
  return useQuery({
    ...client.job.get.options({ id: id ?? 0 }),
    enabled: id !== undefined,
    refetchInterval: (q) => (q.state.data && isFinished(q.state.data) ? false : RUNNING_MS),
  });
}

/** Asks a running job to stop; the chunks not yet done are skipped. */
export function useCancelJob() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (id: number) => client.job.cancel({ id }),
    onSuccess: async () => {
      toast.success('Stopping the job');
      await queryClient.invalidateQueries({ queryKey: client.job.list.key() });
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not stop the job')),
  });
}

/** Undoes what a job wrote (its one operation): at once, or as a job of its own when it is large. */
export function useUndoJob() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: undoOperation,
    onSuccess: async (words) => {
      toast.success(words);
      await Promise.all([queryClient.invalidateQueries(), invalidateSummary(queryClient)]);
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not undo')),
  });
}

/** 'Done: 298 changed, 2 refused', 'Running: 4,000 of 10,000', 'Failed: …'. */
export function jobOutcome(job: TJobAnswer): string {
  const n = (value: number) => value.toLocaleString('en-US');
  switch (job.state) {
    case 'queued':
      return job.cancelRequested ? 'Stopping' : 'Waiting for a server';
    case 'running':
      return `${job.cancelRequested ? 'Stopping' : 'Running'}: ${n(job.done)} of ${n(job.total ?? 0)}`;
    case 'done':
      return `Done: ${n(job.changed)} changed${job.refused ? `, ${n(job.refused)} refused` : ''}`;
    case 'cancelled':
      return `Cancelled after ${n(job.done)} of ${n(job.total ?? 0)}: ${n(job.changed)} changed`;
    case 'failed':
      return `Failed: ${job.failure ?? 'unknown error'}`;
  }
}

/** Percent of the records done, or undefined before the job is planned. */
export const jobPercent = (job: TJobAnswer): number | undefined =>
  job.total ? Math.round((100 * job.done) / job.total) : job.total === 0 ? 100 : undefined;
