import type { z } from 'zod';
import type { TJobError } from '@mise/contracts/common/job-calls';
import type { TActor } from '../crud/activity';
import type { Db } from '../db/client';

/**
 * What one chunk did: records changed, left as they were, and refused (each with its reason); `tally` adds counts of
 * the kind's own to the job's `result` (an import's created and updated rows).
 */
export type TChunkOutcome = {
  changed: number;
  unchanged: number;
  refused: TJobError[];
  tally?: Record<string, number>;
};

/**
 * One kind of job (a bulk publish, an import…): its parameters' schema, how it reads its records into chunks when a
 * server takes it up, and one chunk's work, which runs in the transaction that marks the chunk done (so a chunk is
 * done once, whichever server takes it and however often it is handed out).
 */
export type TJobKind<P = unknown, I = unknown> = {
  kind: string;
  params: z.ZodType<P>;
  /**
   * The records to do, in chunks, read once; a job is planned in one transaction with its chunks. `driver`: the
   * database the chunks will run on (on PGlite a chunk holds the one connection while it runs).
   */
  plan: (db: Db, params: P, scope: { driver: 'pglite' | 'postgres' }) => Promise<I[][]>;
  /** One chunk's work; `chunk` is its number in the plan's order (an export writes its rows to that place in its file). */
  runChunk: (scope: { db: Db; tx: Db; actor: TActor; params: P; chunk: number }, items: I[]) => Promise<TChunkOutcome>;
  /** How many records a chunk holds, when an item is not one record (an import's chunk is a span of its file's rows). */
  size?: (items: I[]) => number;
  /** How the ledger records the job's writes: a job's own (default), or a revert of an operation. */
  ledger?: (params: P) => { source: 'revert'; reverts: string };
  /**
   * Work that must wait until a chunk's transaction has committed (removing stored files: a rollback cannot bring a
   * file back). Runs on the server that did the chunk; a failure is logged and left for the kind to take up again.
   */
  afterChunk?: (scope: { db: Db; jobId: number; params: P }) => Promise<void>;
  /**
   * A job of this kind the workers launch on a cron, in New York time (the trash's daily purge). pg-boss keeps the
   * schedule in the database, so several servers launch one job per due time between them.
   */
  every?: { cron: string; title: string; params: P };
};

/** Declares a job kind with its types held together. */
export const defineJobKind = <P, I>(kind: TJobKind<P, I>): TJobKind<P, I> => kind;

/** Splits records into chunks of `size`. */
export function inChunks<I>(items: I[], size: number): I[][] {
  const chunks: I[][] = [];
  for (let at = 0; at < items.length; at += size) chunks.push(items.slice(at, at + size));
  return chunks;
}
