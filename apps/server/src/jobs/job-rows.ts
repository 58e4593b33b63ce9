import { type SQL, and, desc, eq, getTableColumns, inArray, isNull, lt } from 'drizzle-orm';
import { bumped } from '../crud/owner-version';
import { recordsOf } from '../changes/revert';
import { FINISHED_JOB_STATES, type TJob, type TJobState } from '@mise/contracts/common/job-calls';
import type { Db } from '../db/client';
import { jobs } from '../db/schema/job';
import { users } from '../db/schema/user';
import { notFound } from '../lib/http-error';

const UNFINISHED: TJobState[] = ['queued', 'running'];

/** The jobs as the Jobs screen lists them: newest first, with who started each. */
function jobSelect(db: Db) {
  const {
    params: _params,
    chunksDone: _chunksDone,
    chunks: _chunks,
    startedBy: _startedBy,
    ...columns
  } = getTableColumns(jobs);
  return db
    .select({ ...columns, starterId: jobs.startedBy, starterName: users.name })
    .from(jobs)
    .leftJoin(users, eq(users.id, jobs.startedBy));
}

type TSelected = Awaited<ReturnType<ReturnType<typeof jobSelect>['execute']>>[number];

const answered = ({ starterId, starterName, ...job }: TSelected): TJob => ({
  ...job,
  startedBy: starterId === null ? null : { id: starterId, name: starterName },
});

/** One job, or 404. */
export async function readJob(db: Db, id: number): Promise<TJob> {
  const [row] = await jobSelect(db).where(eq(jobs.id, id));
  if (!row) throw notFound(`Job ${id} was not found`);
  return answered(row);
}

/** A page of jobs, newest first: unfinished or finished ones, mine or everyone's, older than `before`. */
export async function listJobs(
  db: Db,
  query: { state?: 'unfinished' | 'finished'; mine: boolean; before?: number; limit: number },
  staffId: number,
): Promise<{ items: TJob[] }> {
  const conditions: (SQL | undefined)[] = [
    query.state === 'unfinished' ? inArray(jobs.state, UNFINISHED) : undefined,
    query.state === 'finished' ? inArray(jobs.state, [...FINISHED_JOB_STATES]) : undefined,
    query.mine ? eq(jobs.startedBy, staffId) : undefined,
    query.before ? lt(jobs.id, query.before) : undefined,
  ];
  const rows = await jobSelect(db)
    .where(and(...conditions))
    .orderBy(desc(jobs.id))
    .limit(query.limit);
  return { items: rows.map(answered) };
}

/**
 * Marks the job whose operation was undone as a whole (at once, or by an undo job just launched); a job that is not
 * one (a form's save) has no row to mark.
 */
export async function markUndone(db: Db, operation: string): Promise<void> {
  await db
    .update(jobs)
    .set({ undone: new Date(), ...bumped(jobs) })
    .where(and(eq(jobs.operation, operation), isNull(jobs.undone)));
}

/** 'Undo: Publish 300 places' for a job's operation, else 'Undo a change of 2,400 records'. */
export async function undoTitle(db: Db, operation: string): Promise<string> {
  const [job] = await db.select({ title: jobs.title }).from(jobs).where(eq(jobs.operation, operation));
  if (job) return `Undo: ${job.title}`;
  return `Undo a change of ${(await recordsOf(db, operation)).toLocaleString('en-US')} records`;
}
