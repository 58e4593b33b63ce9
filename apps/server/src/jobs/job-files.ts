import { Readable } from 'node:stream';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobFileParts, jobFiles } from '../db/schema/job';
import { HttpError, notFound } from '../lib/http-error';

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
 * Writes a stream into a file's `section` in parts of about a megabyte, each stored as soon as it fills, and answers
 * the bytes written. More than `limit` bytes is refused (413) — the parts written so far go with the file.
 * Written through `db`, which may be a chunk's transaction: its parts then stand or fall with the chunk.
 */
export async function writeJobFile(
  db: Db,
  target: { fileId: number; section?: number; limit?: number },
  source: AsyncIterable<Buffer | string>,
): Promise<number> {
  const { fileId, section = 0, limit = Number.POSITIVE_INFINITY } = target;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let written = 0;
  let no = 0;
  const flush = async () => {
    if (pendingBytes === 0) return;
    await db.insert(jobFileParts).values({ fileId, section, no: no++, bytes: Buffer.concat(pending) });
    pending = [];
    pendingBytes = 0;
  };
  for await (const piece of source) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece) : piece;
    written += bytes.length;
    if (written > limit) throw new HttpError(413, `The file is larger than ${Math.floor(limit / (1024 * 1024))} MB`);
    pending.push(bytes);
    pendingBytes += bytes.length;
    if (pendingBytes >= FILE_PART_BYTES) await flush();
  }
  await flush();
  return written;
}

/** A file still kept, or 404 (never was, or its job is gone) / 410 (its day is over). */
export async function keptJobFile(db: Db, id: number): Promise<TJobFile> {
  const [file] = await db.select().from(jobFiles).where(eq(jobFiles.id, id));
  if (!file) throw notFound(`File ${id} was not found`);
  if (file.expires.getTime() <= Date.now())
    throw new HttpError(410, `This file was kept for ${FILE_KEPT_HOURS} hours and has been deleted; start it again`);
  return file;
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
        .select({ section: jobFileParts.section, no: jobFileParts.no, bytes: jobFileParts.bytes })
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
      yield part.bytes;
    }
  }
  return Readable.from(parts(), { objectMode: false });
}

/** Deletes files whose day is over, with their parts; answers how many. Run by the daily clean-up. */
export async function dropExpiredJobFiles(db: Db, now = new Date()): Promise<number> {
  const gone = await db.delete(jobFiles).where(lt(jobFiles.expires, now)).returning({ id: jobFiles.id });
  return gone.length;
}
