import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobFileParts } from '../db/schema/job';
import { FILE_PART_BYTES } from './job-files';

/**
 * Bytes `start` (included) to `end` (excluded) of a file written in one section (an upload), whose parts are each
 * FILE_PART_BYTES long: only the bytes asked for leave the database, so a chunk of an import reads its own rows, not
 * the file (each chunk fetched a whole 1 MB part, as base64, to use about 40 kB of it).
 * @example
 * const bytes = await readJobFileRange(db, fileId, { start: 1_048_000, end: 1_090_000 }); // parts 0 and 1
 */
export async function readJobFileRange(db: Db, fileId: number, span: { start: number; end: number }): Promise<Buffer> {
  if (span.end <= span.start) return Buffer.alloc(0);
  const first = Math.floor(span.start / FILE_PART_BYTES);
  const last = Math.floor((span.end - 1) / FILE_PART_BYTES);
  // Each part's own slice of the span: from `from` (0-based) for `length` bytes.
  const from = sql`greatest(${span.start} - ${jobFileParts.no} * ${FILE_PART_BYTES}, 0)`;
  const to = sql`least(${span.end} - ${jobFileParts.no} * ${FILE_PART_BYTES}, ${FILE_PART_BYTES})`;
  const parts = await db
    .select({
      base64: sql<string>`encode(substring(${jobFileParts.bytes} from ${from} + 1 for ${to} - ${from}), 'base64')`,
    })
    .from(jobFileParts)
    .where(
      and(
        eq(jobFileParts.fileId, fileId),
        eq(jobFileParts.section, 0),
        sql`${jobFileParts.no} between ${first} and ${last}`,
      ),
    )
    .orderBy(asc(jobFileParts.no));
  return Buffer.concat(parts.map((part) => Buffer.from(part.base64, 'base64')));
}
