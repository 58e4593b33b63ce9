import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { FINISHED_JOB_STATES, type TJobError, type TJobState } from '@mise/contracts/common/job-calls';
import type { TActor } from '../crud/activity';
import type { Database, Db } from '../db/client';
import { bumped } from '../crud/owner-version';
import { inWrite } from '../crud/write-service';
import { asAction } from '../db/ledger-context';
import { jobChunks, jobs } from '../db/schema/job';
import { HttpError, conflict, notFound } from '../lib/http-error';
import type { TChunkOutcome, TJobKind } from './kind';
import { JOB_SCHEMA, QUEUES } from './queue-schema';

export type TJobRow = typeof jobs.$inferSelect;

/** How jobs run here (config.ts: JOB_WORKER, JOB_POLL_SECONDS, JOB_EXPIRE_SECONDS). */
export type TJobTiming = {
  /** Whether this server takes up jobs, or only queues them. */
  worker: boolean;
  /** How often an idle server asks for work. */
  pollSeconds: number;
  /** How long a chunk may run before another server may take it up (its server died, or hangs). */
  expireSeconds: number;
  /**
   * Chunks this server works on at once; by default two on PostgreSQL, where a chunk's index writes take one core of
   * the database and its kept counts are locked only at the statement's end, and one on PGlite (a single connection).
   */
  chunkWorkers?: number;
};

type TChunkJob = { jobId: number; no: number };

/**
 * Work a delayed queue entry does when its time comes (a schedule's run, jobs/schedules.ts). The entry waits in the
 * database, so a restart loses none; `overdue` names the records whose time has passed, sent again when a worker starts
 * in case an entry was lost (the run itself must be once-only: it claims its record).
 */
export type TTimedWork = {
  queue: string;
  run: (db: Db, id: number) => Promise<void>;
  overdue: (db: Db) => Promise<number[]>;
};
/** Attempts of a timed entry whose run fails with an error (the database away for a moment), a minute apart. */
const TIMED_RETRIES = 5;
/** A chunk's records when each item is one. */
const countItems = (items: unknown[]) => items.length;
/** The first refusals kept on the job; the counters keep counting past them. */
const KEPT_ERRORS = 100;
/** The job's `result` with a chunk's counts added to those already there. */
const addedTo = (tally: Record<string, number>) =>
  sql`coalesce(${jobs.result}, '{}'::jsonb) || (select jsonb_object_agg(key, coalesce((${jobs.result} ->> key)::int, 0) + value::int)
    from jsonb_each_text(${JSON.stringify(tally)}::jsonb))`;
/** Attempts of a chunk that fails with an error (not a refusal) before its records are counted refused. */
const CHUNK_RETRIES = 3;
/** Crons (a kind's `every`) are read in the console's time zone. */
export const SCHEDULE_TIME_ZONE = 'America/New_York';
/** The pg-boss queue a kind's cron sends its due entries to (pg-boss keeps one schedule per queue). */
export const everyQueue = (kind: string) => `mise-every-${kind}`;

/**
 * Runs jobs on pg-boss over the application's own database (PGlite or PostgreSQL): a job is planned into chunks by
 * whichever server takes it up, and each chunk is a queue entry any server may take. A chunk's work, its `finished`
 * mark and the job's counters are one transaction, under a lock on the chunk's row: a chunk handed out twice (its
 * server died mid-chunk and the entry expired, or a plan was retried) is done once. Every write of a job carries the
 * job's ledger operation, so the whole job is one operation in History and one Undo.
 */
/**
 * pg-boss's createQueue, tried again when PostgreSQL broke a deadlock: two servers started together both create their
 * queues once the start-up lock lets them go, and the two creations can lock each other's rows (40P01); the queue is
 * there after either, so a second try finds it.
 */
async function createQueueRetried(boss: PgBoss, queue: string, tries = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(queue);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= tries) throw error;
      await new Promise((done) => setTimeout(done, 50 * attempt));
    }
  }
}

export class JobEngine {
  private boss?: PgBoss;
  private readonly kinds = new Map<string, TJobKind>();
  private readonly timed: TTimedWork[];
  /** Who does a chunk, as job_chunks.worker records it. */
  readonly worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  private readonly database: Database;
  private readonly timing: TJobTiming;
  private readonly onError: (error: unknown) => void;

  constructor(opts: {
    database: Database;
    kinds: TJobKind[];
    timed?: TTimedWork[];
    timing: TJobTiming;
    onError: (error: unknown) => void;
  }) {
    this.database = opts.database;
    this.timing = opts.timing;
    this.onError = opts.onError;
    this.timed = opts.timed ?? [];
    for (const kind of opts.kinds) this.kinds.set(kind.kind, kind);
  }

  private get db(): Db {
    return this.database.db;
  }

  /** Starts taking up jobs (after migrate(), which installed the queue). */
  async start(): Promise<void> {
    const boss = new PgBoss({
      db: { executeSql: this.database.jobSql },
      schema: JOB_SCHEMA,
      // Expired entries are handed on by pg-boss's upkeep, which one server at a time runs this often.
      maintenanceIntervalSeconds: Math.max(1, Math.min(this.timing.expireSeconds, 60)),
      supervise: this.timing.worker,
      // Crons are kept by the workers: pg-boss lets one server at a time look for due schedules.
      schedule: this.timing.worker && [...this.kinds.values()].some((kind) => kind.every),
      migrate: true,
    });
    boss.on('error', this.onError);
    await boss.start();
    this.boss = boss;
    if (!this.timing.worker) return;
    const options = { batchSize: 1, includeMetadata: true as const, pollingIntervalSeconds: this.timing.pollSeconds };
    const chunkWorkers: string[] = [];
    const takeChunks = async () => {
      // A worker that found work asks again at once (notifyWorker) instead of waiting out its polling interval.
      const worker = await boss.work<TChunkJob>(QUEUES.chunk, options, async ([entry]) => {
        if (entry) await this.chunk(entry.data, entry.retryCount >= CHUNK_RETRIES);
        boss.notifyWorker(worker);
      });
      return worker;
    };
    const workers = this.timing.chunkWorkers ?? (this.database.driver === 'postgres' ? 2 : 1);
    for (let n = 0; n < workers; n++) chunkWorkers.push(await takeChunks());
    const planWorker = await boss.work<{ jobId: number }>(QUEUES.plan, options, async ([entry]) => {
      if (entry) await this.plan(entry.data.jobId);
      boss.notifyWorker(planWorker);
      for (const worker of chunkWorkers) boss.notifyWorker(worker);
    });
    await this.keepSchedules(boss, options);
    await this.keepTimed(boss, options);
  }

  /** Takes up each timed queue's entries as they come due, and sends again those whose time passed while none ran. */
  private async keepTimed(boss: PgBoss, options: PgBoss.WorkOptions & { includeMetadata: true }): Promise<void> {
    for (const timed of this.timed) {
      await createQueueRetried(boss, timed.queue);
      await boss.work<{ id: number }>(timed.queue, options, async ([entry]) => {
        if (entry) await timed.run(this.db, entry.data.id);
      });
      for (const id of await timed.overdue(this.db)) await this.sendAt(timed.queue, { id, at: new Date() });
    }
  }

  /**
   * Queues a timed entry for `at` (pg-boss's startAfter): a worker takes it within its polling interval of that time,
   * or as soon as one is up.
   * @example
   * await engine.sendAt('mise-schedule', { id: 7, at: new Date('2026-12-24T05:00:00Z') })
   */
  async sendAt(queue: string, { id, at }: { id: number; at: Date }): Promise<void> {
    await this.queue().send(
      queue,
      { id },
      { startAfter: at, retryLimit: TIMED_RETRIES, retryDelay: 60, expireInSeconds: this.timing.expireSeconds },
    );
  }

  /**
   * Registers each kind's cron with pg-boss and launches the kind's job when an entry comes due. The schedule is one
   * row per kind, which every worker writes alike; pg-boss's cron check runs on one server at a time and sends each due
   * time once (a singleton per minute), and one server takes that entry: one job per due time, however many servers.
   */
  private async keepSchedules(boss: PgBoss, options: PgBoss.WorkOptions & { includeMetadata: true }): Promise<void> {
    for (const kind of this.kinds.values()) {
      if (!kind.every) continue;
      const queue = everyQueue(kind.kind);
      await createQueueRetried(boss, queue);
      // A due entry that fails is not sent again: the next due time does the same work.
      await boss.schedule(queue, kind.every.cron, {}, { tz: SCHEDULE_TIME_ZONE, retryLimit: 0 });
      await boss.work(queue, options, async ([entry]) => {
        if (entry) await this.launchScheduled(kind.kind);
      });
    }
  }

  /**
   * Launches a kind's scheduled job now, as the system: what a due cron entry does.
   * @example
   * await engine.launchScheduled('trash-purge') // the id of the day's purge
   */
  async launchScheduled(kindName: string): Promise<number> {
    const every = this.kinds.get(kindName)?.every;
    if (!every) throw new Error(`Job kind '${kindName}' has no schedule`);
    return this.launch({ kind: kindName, title: every.title, params: every.params as object, actor: null });
  }

  /** Stops taking work; a chunk in progress is left to finish or to be handed on once it expires. */
  async stop(): Promise<void> {
    await this.boss?.stop({ graceful: false, wait: true, timeout: 1000 });
    this.boss = undefined;
  }

  private entryOptions() {
    return { expireInSeconds: this.timing.expireSeconds, retryLimit: CHUNK_RETRIES, retryDelay: 1 };
  }

  /**
   * Records a job and queues its planning; answers its id at once. `result` is what staff may use before it ends (the
   * file an export writes).
   * @example
   * const id = await engine.launch({ kind: 'bulk-edit', title: 'Publish 3 places', params, actor, origin: '/dashboard/places' });
   */
  async launch(job: {
    kind: string;
    title: string;
    params: object;
    actor: TActor;
    origin?: string;
    result?: Record<string, unknown>;
  }): Promise<number> {
    const kind = this.kinds.get(job.kind);
    if (!kind) throw new Error(`No job kind '${job.kind}'`);
    const params = kind.params.parse(job.params) as Record<string, unknown>;
    const [row] = await this.db
      .insert(jobs)
      .values({
        kind: job.kind,
        title: job.title,
        params,
        operation: randomUUID(),
        startedBy: job.actor?.id ?? null,
        origin: job.origin ?? null,
        result: job.result ?? null,
      })
      .returning({ id: jobs.id });
    const id = row!.id;
    await this.queue().send(QUEUES.plan, { jobId: id }, this.entryOptions());
    return id;
  }

  private queue(): PgBoss {
    if (!this.boss) throw new HttpError(503, 'Jobs are not running on this server yet; try again in a moment');
    return this.boss;
  }

  /**
   * Asks a queued or running job to stop: the chunks not yet done are skipped, and it ends as cancelled. A finished
   * one is a 409.
   */
  async cancel(id: number): Promise<void> {
    const [row] = await this.db
      .update(jobs)
      .set({ cancelRequested: true, ...bumped(jobs) })
      .where(and(eq(jobs.id, id), inArray(jobs.state, ['queued', 'running'])))
      .returning({ id: jobs.id, chunks: jobs.chunks });
    if (row) return;
    const [job] = await this.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id));
    if (!job) throw notFound(`Job ${id} was not found`);
    throw conflict(`This job has already ${job.state === 'cancelled' ? 'been cancelled' : 'finished'}`);
  }

  /** A job's planning: its records read into chunks, then every chunk not done yet queued (again, on a retry). */
  private async plan(jobId: number): Promise<void> {
    const [job] = await this.db.select().from(jobs).where(eq(jobs.id, jobId));
    if (!job || FINISHED_JOB_STATES.includes(job.state)) return;
    if (job.chunks === null) {
      const planned = await this.planChunks(job);
      if (!planned) return;
    }
    const pending = await this.db
      .select({ no: jobChunks.no })
      .from(jobChunks)
      .where(and(eq(jobChunks.jobId, jobId), isNull(jobChunks.finished)))
      .orderBy(asc(jobChunks.no));
    if (pending.length === 0) return;
    await this.queue().insert(
      pending.map(({ no }) => ({ name: QUEUES.chunk, data: { jobId, no }, ...this.entryOptions() })),
    );
  }

  /** Reads the job's records into chunks and stores them with the job's total, or ends the job: false when it ended. */
  private async planChunks(job: TJobRow): Promise<boolean> {
    const kind = this.kinds.get(job.kind);
    if (!kind) return this.fail(job.id, `This server does not know jobs of kind '${job.kind}'`);
    let chunks: unknown[][];
    try {
      chunks = job.cancelRequested
        ? []
        : await kind.plan(this.db, kind.params.parse(job.params), { driver: this.database.driver });
    } catch (error) {
      // A refusal (the records' condition no longer holds) ends the job; anything else is retried by the queue.
      if (error instanceof HttpError && error.statusCode < 500) return this.fail(job.id, error.message);
      throw error;
    }
    return inWrite(this.db, {
      actor: null,
      run: async ({ tx }) => {
        const total = chunks.reduce((sum, chunk) => sum + (kind.size ?? countItems)(chunk), 0);
        const [claimed] = await tx
          .update(jobs)
          .set({ chunks: chunks.length, total, state: 'running', started: new Date(), ...bumped(jobs) })
          .where(and(eq(jobs.id, job.id), isNull(jobs.chunks)))
          .returning();
        // Planned meanwhile by a retry of this plan on another server: its chunks stand.
        if (!claimed) return true;
        for (let at = 0; at < chunks.length; at += 500) {
          await tx
            .insert(jobChunks)
            .values(chunks.slice(at, at + 500).map((items, n) => ({ jobId: job.id, no: at + n, items })));
        }
        if (chunks.length > 0) return true;
        await this.finish(tx, claimed);
        return false;
      },
    });
  }

  /** One chunk: its work, its mark and the job's counters in one transaction, as the job's ledger operation. */
  private async chunk({ jobId, no }: TChunkJob, lastAttempt: boolean): Promise<void> {
    const [job] = await this.db.select().from(jobs).where(eq(jobs.id, jobId));
    if (!job || FINISHED_JOB_STATES.includes(job.state)) return;
    const kind = this.kinds.get(job.kind);
    if (!kind) return void (await this.fail(jobId, `This server does not know jobs of kind '${job.kind}'`));
    const actor = job.startedBy === null ? null : { id: job.startedBy };
    const params = kind.params.parse(job.params);
    const who = { source: 'job' as const, ...kind.ledger?.(params), actorId: job.startedBy, operation: job.operation };
    try {
      await asAction(who, () =>
        this.onChunk({ jobId, no, actor, size: kind.size }, async (tx, items) => {
          const [current] = await tx
            .select({ cancelRequested: jobs.cancelRequested })
            .from(jobs)
            .where(eq(jobs.id, jobId));
          if (current?.cancelRequested) return 'skipped';
          return kind.runChunk({ db: this.db, tx, actor, params, chunk: no }, items);
        }),
      );
    } catch (error) {
      if (!lastAttempt) throw error;
      // The chunk failed every time: its records are counted refused with the reason, and the job goes on.
      const message = error instanceof Error ? error.message : String(error);
      await this.onChunk({ jobId, no, actor, size: kind.size }, async (_tx, items) => ({
        changed: 0,
        unchanged: 0,
        refused: items.map((item) => ({ item: item as number, message })),
      }));
    }
    // Whoever did the chunk, its work has committed by now (the kind's after-work takes up what is left, idempotently).
    if (kind.afterChunk) await this.afterChunk(kind, { jobId, params });
  }

  /** A kind's work after a chunk committed; its failure is logged, not the chunk's (the chunk is done). */
  private async afterChunk(kind: TJobKind, scope: { jobId: number; params: unknown }): Promise<void> {
    try {
      await kind.afterChunk?.({ db: this.db, ...scope });
    } catch (error) {
      this.onError(error);
    }
  }

  /**
   * Runs `work` on a chunk not done yet, in one transaction that holds the chunk's row, then marks it done and counts
   * its outcome. A chunk already done (by another server, or an earlier attempt) is left alone.
   */
  private async onChunk(
    { jobId, no, actor, size }: { jobId: number; no: number; actor: TActor; size?: (items: unknown[]) => number },
    work: (tx: Db, items: unknown[]) => Promise<TChunkOutcome | 'skipped'>,
  ): Promise<void> {
    await inWrite(this.db, {
      actor,
      run: async ({ tx }) => {
        const [chunk] = await tx
          .select()
          .from(jobChunks)
          .where(and(eq(jobChunks.jobId, jobId), eq(jobChunks.no, no)))
          .for('update');
        if (!chunk || chunk.finished) return;
        const outcome = await work(tx, chunk.items);
        await this.count(tx, { jobId, no, outcome, size: (size ?? countItems)(chunk.items) });
      },
    });
  }

  /** Marks the chunk done, adds its outcome to the job and ends the job after its last chunk. */
  private async count(
    tx: Db,
    { jobId, no, outcome, size }: { jobId: number; no: number; outcome: TChunkOutcome | 'skipped'; size: number },
  ): Promise<void> {
    await tx
      .update(jobChunks)
      .set({ finished: new Date(), worker: this.worker })
      .where(and(eq(jobChunks.jobId, jobId), eq(jobChunks.no, no)));
    const done = outcome === 'skipped' ? 0 : size;
    const changed = outcome === 'skipped' ? 0 : outcome.changed;
    const refused: TJobError[] = outcome === 'skipped' ? [] : outcome.refused;
    const tally = outcome === 'skipped' ? {} : (outcome.tally ?? {});
    const [after] = await tx
      .update(jobs)
      .set({
        done: sql`${jobs.done} + ${done}`,
        changed: sql`${jobs.changed} + ${changed}`,
        refused: sql`${jobs.refused} + ${refused.length}`,
        chunksDone: sql`${jobs.chunksDone} + 1`,
        ...(Object.keys(tally).length > 0 ? { result: addedTo(tally) } : {}),
        errors: sql`case when jsonb_array_length(${jobs.errors}) >= ${KEPT_ERRORS} then ${jobs.errors}
          else ${jobs.errors} || ${JSON.stringify(refused.slice(0, KEPT_ERRORS))}::jsonb end`,
        ...bumped(jobs),
      })
      .where(eq(jobs.id, jobId))
      .returning();
    if (after && after.chunksDone === after.chunks) await this.finish(tx, after);
  }

  /** Ends a job whose chunks are all done: cancelled when it was asked to stop, done otherwise. */
  private async finish(tx: Db, job: TJobRow): Promise<void> {
    const state: TJobState = job.cancelRequested ? 'cancelled' : 'done';
    const errors = job.errors.slice(0, KEPT_ERRORS);
    await tx
      .update(jobs)
      .set({ state, errors, finished: new Date(), ...bumped(jobs) })
      .where(eq(jobs.id, job.id));
  }

  /** Ends a job that cannot run, with the reason. */
  private async fail(jobId: number, failure: string): Promise<false> {
    await this.db
      .update(jobs)
      .set({ state: 'failed', failure, finished: new Date(), ...bumped(jobs) })
      .where(eq(jobs.id, jobId));
    return false;
  }
}
