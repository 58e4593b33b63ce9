import { sql } from 'drizzle-orm';
import { IMAGE_WIDTHS } from '@mise/contracts/common/media';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { variantKey } from './keys';
import { type TMediaFiles, fileKind, referencedKeysBy } from './sweep';

/** Marks looked at in one go (each batch is one pass over the database's text columns). */
const BATCH = 500;

/**
 * Removes from storage the files of records purged for good (marked in trash_purge_files by the purge's transaction,
 * after it committed), with their resized variants. A file some row still refers to (a live record, a trashed one, or
 * the history of a record that still exists: the same rule as the media sweep's) is kept, and so is a name Mise never
 * writes; either way its mark goes. A removal that fails leaves its mark for the next purge.
 * @example
 * await removePurgedFiles(db, mediaFiles(config)) // { removed: ['destinations/9b2e….jpg'], kept: [] }
 */
export async function removePurgedFiles(db: Db, files: TMediaFiles): Promise<{ removed: string[]; kept: string[] }> {
  const marks = await executeRows<{ key: string }>(
    db,
    sql`select key from trash_purge_files order by marked_at, key limit ${BATCH}`,
  );
  const keys = marks.map((mark) => mark.key);
  if (keys.length === 0) return { removed: [], kept: [] };
  const referenced = await referencedKeysBy((text) => executeRows(db, sql.raw(text)), { among: keys });
  const removed: string[] = [];
  const kept: string[] = [];
  for (const key of keys) {
    const kind = fileKind(key);
    if (referenced.has(key) || kind.kind !== 'upload' || kind.owner !== key) {
      kept.push(key);
      continue;
    }
    for (const width of IMAGE_WIDTHS) await files.remove(variantKey(key, width));
    await files.remove(key);
    removed.push(key);
  }
  await db.execute(sql`delete from trash_purge_files where key = any(${sql.param(keys)}::text[])`);
  return { removed, kept };
}
