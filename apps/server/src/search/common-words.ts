import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';

/** How long a table's list of common words is trusted before it is read again. */
const REFRESH_MS = 10 * 60_000;

/** The name indexes whose common entries are read: the words (`to_tsvector`) and the word pairs (`search_name_pairs`). */
export type TNameIndex = 'words' | 'pairs';

const known = new Map<string, { at: number; words: ReadonlySet<string> | undefined }>();
const indexName = (table: string, index: TNameIndex) => `${table}_name_${index}_idx`;

/**
 * Reads the most common entries of a table's name index as ANALYZE last counted them (pg_stats' most_common_elems: up to
 * a thousand words or word pairs, each in at least a few hundred names at 1 M), at most once in ten minutes; both indexes
 * in one statement.
 * @example
 * await loadCommonWords(db, 'establishments'); commonWords('establishments')?.has('bar') // true
 */
export async function loadCommonWords(db: Db, table: string): Promise<void> {
  const cached = known.get(indexName(table, 'words'));
  if (cached && Date.now() - cached.at < REFRESH_MS) return;
  const names = (['words', 'pairs'] as const).map((index) => indexName(table, index));
  const rows = await executeRows<{ name: string; words: string[] | null }>(
    db,
    sql`select tablename as name, most_common_elems::text::text[] as words from pg_stats where tablename = any(${sql.param(names)}::text[])`,
  );
  for (const name of names) {
    const words = rows.find((r) => r.name === name)?.words;
    known.set(name, { at: Date.now(), words: words ? new Set(words) : undefined });
  }
}

/** The entries loadCommonWords read; undefined when it has not, or ANALYZE has not counted them yet (then every entry may be common). */
export function commonWords(table: string, index: TNameIndex = 'words'): ReadonlySet<string> | undefined {
  return known.get(indexName(table, index))?.words;
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
