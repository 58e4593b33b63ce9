import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';

/** How long a table's list of common words is trusted before it is read again. */
const REFRESH_MS = 10 * 60_000;

const known = new Map<string, { at: number; words: ReadonlySet<string> | undefined }>();

/**
 * Reads the most common words of a table's names as ANALYZE last counted them for `<table>_name_words_idx` (pg_stats'
 * most_common_elems: up to a thousand words, each in at least a few hundred names at 1 M), at most once in ten minutes.
 * @example
 * await loadCommonWords(db, 'establishments'); commonWords('establishments')?.has('bar') // true
 */
export async function loadCommonWords(db: Db, table: string): Promise<void> {
  const cached = known.get(table);
  if (cached && Date.now() - cached.at < REFRESH_MS) return;
  const [row] = await executeRows<{ words: string[] | null }>(
    db,
    sql`select most_common_elems::text::text[] as words from pg_stats where tablename = ${`${table}_name_words_idx`} limit 1`,
  );
  known.set(table, { at: Date.now(), words: row?.words ? new Set(row.words) : undefined });
}

/** The words loadCommonWords read; undefined when it has not, or ANALYZE has not counted them yet (then every word may be common). */
export function commonWords(table: string): ReadonlySet<string> | undefined {
  return known.get(table)?.words;
}

/**
 * Whether the words index alone should find the names with these whole words: one of them is not common, so few names
 * have it. Without counted words (no ANALYZE yet) nothing is known to be rare.
 * @example
 * anyRare(['ron', 'the'], new Set(['the', 'bar'])) // true
 */
export function anyRare(words: readonly string[], common: ReadonlySet<string> | undefined): boolean {
  return common !== undefined && words.some((w) => !common.has(w));
}
