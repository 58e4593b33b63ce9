import { type TCallAnswer, callPath } from '@mise/contracts/common/call';
import { jobCalls } from '@mise/contracts/common/job-calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiUrl, errorMessage } from '../../../lib/api-client';
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

/** ' (ran 12 minutes late)' of a schedule that ran when a server came back, else ''. */
export function lateWords(job: Pick<TJobAnswer, 'result'>): string {
  const late = job.result?.lateSeconds;
  if (typeof late !== 'number') return '';
  const minutes = Math.round(late / 60);
  return minutes < 120
    ? ` (ran ${minutes} minute${minutes === 1 ? '' : 's'} late)`
    : ` (ran ${Math.round(minutes / 60)} hours late)`;
}

/** 'Done: 298 changed, 2 refused', 'Running: 4,000 of 10,000', 'Failed: …'; a late schedule's run and an undone job say so. */
export function jobOutcome(job: TJobAnswer): string {
  return outcomeOf(job) + lateWords(job) + (job.undone ? ' · Undone' : '');
}

function outcomeOf(job: TJobAnswer): string {
  const n = (value: number) => value.toLocaleString('en-US');
  switch (job.state) {
    case 'queued':
      return job.cancelRequested ? 'Stopping' : 'Waiting for a server';
    case 'running':
      return `${job.cancelRequested ? 'Stopping' : 'Running'}: ${n(job.done)} of ${n(job.total ?? 0)}`;
    case 'done':
      // A dry run of an import writes nothing: what it found is the rows ready and those refused.
      if (job.result?.dryRun === true)
        return `Checked: ${n(job.changed)} ready${job.refused ? `, ${n(job.refused)} refused` : ''}`;
      // An export changes nothing: what it did is the rows it wrote.
      if (job.kind === 'csv-export')
        return `Done: ${n(job.done - job.refused)} rows exported${job.refused ? `, ${n(job.refused)} gone since` : ''}`;
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

/**
 * The download link of the file a finished job wrote (its `result.file`: an export's CSV), or undefined. A plain link
 * works: the session cookie goes with it, and the file comes as an attachment.
 * @example
 * jobFileUrl(job) // '/api/jobs/files/12'
 */
export function jobFileUrl(job: Pick<TJobAnswer, 'state' | 'result'>): string | undefined {
  const file = job.result?.file;
  return job.state === 'done' && typeof file === 'number' ? apiUrl(callPath(jobCalls.file, { id: file })) : undefined;
}

/** A finished job that wrote records staff may take back (not an undo itself, not a dry run, not a failure). */
export const undoable = (job: TJobAnswer): boolean =>
  job.kind !== 'undo' &&
  // Undone already: a second Undo could only be refused.
  job.undone === null &&
  // Records deleted for good from the trash never come back (the server refuses too).
  job.kind !== 'trash-purge' &&
  job.state !== 'failed' &&
  job.changed > 0 &&
  isFinished(job) &&
  job.result?.dryRun !== true;

/** The download link of an import's report of refused rows (`result.report`), once it has any. */
export function jobReportUrl(job: Pick<TJobAnswer, 'refused' | 'result'>): string | undefined {
  const report = job.result?.report;
  return job.refused > 0 && typeof report === 'number' ? apiUrl(callPath(jobCalls.file, { id: report })) : undefined;
}
