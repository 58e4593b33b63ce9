import { Readable } from 'node:stream';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobFileParts, jobFiles, jobs } from '../db/schema/job';
import { HttpError, conflict, notFound } from '../lib/http-error';

/** A file's bytes are stored, and read back, in parts of this size: never a whole file in memory. */
export const FILE_PART_BYTES = 1024 * 1024;
/** How long a job's file is kept (an export's download link, an import's upload and its report). */
export const FILE_KEPT_HOURS = 24;

export type TJobFile = typeof jobFiles.$inferSelect;

/**
 * Records a new, empty file (an upload about to be read, an export about to be written), kept a day.
 * @example
 * const id = await createJobFile(db, { name: 'places.csv', contentType: 'text/csv', createdBy: staff.id });
 */
export async function createJobFile(
  db: Db,
  file: { name: string; contentType: string; createdBy: number | null; jobId?: number },
): Promise<number> {
  const expires = new Date(Date.now() + FILE_KEPT_HOURS * 3600_000);
  const [row] = await db
    .insert(jobFiles)
    .values({ ...file, jobId: file.jobId ?? null, expires })
    .returning({ id: jobFiles.id });
  return row!.id;
}

/** Ties a file to the job that reads or wrote it (the file goes with the job). */
export async function attachJobFile(db: Db, fileId: number, jobId: number): Promise<void> {
  await db.update(jobFiles).set({ jobId }).where(eq(jobFiles.id, fileId));
}

/**
 * A part's bytes go to and from the database as base64 text, which PostgreSQL decodes and encodes itself: PGlite turns
 * a bytea parameter or value into bytes one at a time in JavaScript, and a megabyte took 570 ms to write and 100 ms to
 * read that way, against 60 ms and 11 ms as base64 (node-postgres: about the same either way).
 */
export const partAsBase64 = sql<string>`encode(${jobFileParts.bytes}, 'base64')`;

/**
 * Writes a stream into a file's `section` in parts of a megabyte, each stored as soon as it fills, and answers
 * the bytes written. More than `limit` bytes is refused (413) — the parts written so far go with the file.
 * Written through `db`, which may be a chunk's transaction: its parts then stand or fall with the chunk.
 */
export async function writeJobFile(
  db: Db,
  target: { fileId: number; section?: number; limit?: number },
  source: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
): Promise<number> {
  const { fileId, section = 0, limit = Number.POSITIVE_INFINITY } = target;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let written = 0;
  let no = 0;
  // Parts are exactly FILE_PART_BYTES long (the last one shorter), so a byte's part is found by arithmetic.
  const flush = async (size: number) => {
    if (pendingBytes === 0) return;
    const all = Buffer.concat(pending);
    const bytes = sql<Buffer>`decode(${all.subarray(0, size).toString('base64')}, 'base64')`;
    await db.insert(jobFileParts).values({ fileId, section, no: no++, bytes });
    pending = all.length > size ? [all.subarray(size)] : [];
    pendingBytes = all.length - Math.min(size, all.length);
  };
  for await (const piece of source) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
    written += bytes.length;
    if (written > limit) throw new HttpError(413, `The file is larger than ${Math.floor(limit / (1024 * 1024))} MB`);
    pending.push(bytes);
    pendingBytes += bytes.length;
    while (pendingBytes >= FILE_PART_BYTES) await flush(FILE_PART_BYTES);
  }
  await flush(pendingBytes);
  return written;
}

/**
 * Writes a text into a file's `section` (a chunk's rows, a header), cut into parts as any stream is.
 * @example
 * await writeJobText(tx, { fileId: 12, section: 3 }, csvRows)
 */
export const writeJobText = (db: Db, target: { fileId: number; section?: number }, text: string) =>
  writeJobFile(db, target, [text]);

/** A file still kept, or 404 (never was, or its job is gone) / 410 (its day is over). */
export async function keptJobFile(db: Db, id: number): Promise<TJobFile> {
  const [file] = await db.select().from(jobFiles).where(eq(jobFiles.id, id));
  if (!file) throw notFound(`File ${id} was not found`);
  if (file.expires.getTime() <= Date.now())
    throw new HttpError(410, `This file was kept for ${FILE_KEPT_HOURS} hours and has been deleted; start it again`);
  return file;
}

/**
 * A file staff may download: kept (keptJobFile's 404 and 410) and, when it is what a job writes (its `result.file`, an
 * export), that job done. While it runs the file holds only the chunks done so far, and after a failure or a cancel it
 * stays short: both are a 409 saying so, never a file that looks whole.
 */
export async function downloadableJobFile(db: Db, id: number): Promise<TJobFile> {
  const file = await keptJobFile(db, id);
  if (file.jobId === null) return file;
  const [job] = await db
    .select({ state: jobs.state, done: jobs.done, total: jobs.total })
    .from(jobs)
    .where(and(eq(jobs.id, file.jobId), sql`${jobs.result}->>'file' = ${String(file.id)}`));
  if (!job || job.state === 'done') return file;
  if (job.state === 'queued' || job.state === 'running') {
    const n = (value: number) => value.toLocaleString('en-US');
    throw conflict(
      `This file is still being written (${n(job.done)} of ${job.total === null ? '…' : n(job.total)} records); download it when its job is done`,
    );
  }
  throw conflict(`This file's job ${job.state === 'failed' ? 'failed' : 'was stopped'} before the end; start it again`);
}

/**
 * A file's bytes as a stream, read one part at a time in section order (an export's chunks in their order, whichever
 * server wrote them), so a download of any size holds one part in memory.
 * @example
 * reply.type('text/csv').send(readJobFile(db, file.id));
 */
export function readJobFile(db: Db, fileId: number): Readable {
  async function* parts() {
    let at: { section: number; no: number } | undefined;
    for (;;) {
      const [part] = await db
        .select({ section: jobFileParts.section, no: jobFileParts.no, base64: partAsBase64 })
        .from(jobFileParts)
        .where(
          and(
            eq(jobFileParts.fileId, fileId),
            at ? sql`(${jobFileParts.section}, ${jobFileParts.no}) > (${at.section}, ${at.no})` : undefined,
          ),
        )
        .orderBy(asc(jobFileParts.section), asc(jobFileParts.no))
        .limit(1);
      if (!part) return;
      at = part;
      yield Buffer.from(part.base64, 'base64');
    }
  }
  return Readable.from(parts(), { objectMode: false });
}

/**
 * Deletes files whose day is over, with their parts; answers how many. For the daily clean-up: one file per statement,
 * so a large export's hundreds of megabytes never hold the embedded database's one connection in a single delete.
 * @example
 * await dropExpiredJobFiles(app.db) // 3
 */
export async function dropExpiredJobFiles(db: Db, now = new Date()): Promise<number> {
  const expired = await db.select({ id: jobFiles.id }).from(jobFiles).where(lt(jobFiles.expires, now));
  for (const { id } of expired) await db.delete(jobFiles).where(eq(jobFiles.id, id));
  return expired.length;
}
