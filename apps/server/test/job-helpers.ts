import type { TJob } from '@mise/contracts/common/job-calls';
import { type TTestApp, staffCalls } from './helper';

/** A job engine that takes work at once: for test apps that run jobs (`setupApp({ jobs: FAST_JOBS })`). */
export const FAST_JOBS = { worker: true, pollSeconds: 0.5, expireSeconds: 30 };

/** Asks for the job until it has finished (or fails the test after `ms`). */
export async function finishedJob(t: TTestApp, id: number, ms = 30_000): Promise<TJob> {
  const { call } = staffCalls(t);
  const until = Date.now() + ms;
  for (;;) {
    const job = (await call('GET', `/api/jobs/${id}`)).body as TJob;
    if (['done', 'failed', 'cancelled'].includes(job.state)) return job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job.state} after ${ms} ms: ${JSON.stringify(job)}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}
