import type { z } from 'zod';
import type { TJobError } from '@mise/contracts/common/job-calls';
import type { TActor } from '../crud/activity';
import type { Db } from '../db/client';

/** What one chunk did: records changed, left as they were, and refused (each with its reason). */
export type TChunkOutcome = { changed: number; unchanged: number; refused: TJobError[] };

/**
 * One kind of job (a bulk publish, an import…): its parameters' schema, how it reads its records into chunks when a
 * server takes it up, and one chunk's work, which runs in the transaction that marks the chunk done (so a chunk is
 * done once, whichever server takes it and however often it is handed out).
 */
export type TJobKind<P = unknown, I = unknown> = {
  kind: string;
  params: z.ZodType<P>;
  /** The records to do, in chunks, read once; a job is planned in one transaction with its chunks. */
  plan: (db: Db, params: P) => Promise<I[][]>;
  runChunk: (scope: { db: Db; tx: Db; actor: TActor; params: P }, items: I[]) => Promise<TChunkOutcome>;
  /** How the ledger records the job's writes: a job's own (default), or a revert of an operation. */
  ledger?: (params: P) => { source: 'revert'; reverts: string };
};

/** Declares a job kind with its types held together. */
export const defineJobKind = <P, I>(kind: TJobKind<P, I>): TJobKind<P, I> => kind;

/** Splits records into chunks of `size`. */
export function inChunks<I>(items: I[], size: number): I[][] {
  const chunks: I[][] = [];
  for (let at = 0; at < items.length; at += size) chunks.push(items.slice(at, at + size));
  return chunks;
}
