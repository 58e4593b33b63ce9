import { and, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { containsPattern } from '@mise/contracts/common/like';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { plannedPerCall } from '../db/statement-cache';
import { tableVersion } from '../db/table-version';
import { intArray } from '../crud/rows';
import { liveIn } from '../crud/soft-delete';
import { SEARCH_TABLES, termGaps, termWords } from './autocomplete-sql';
import { anyRare, commonWords, loadCommonWords } from './common-words';
import { namePairsQuery } from './name-pairs';
import { runsCondition, textRuns } from './text-runs';

/**
 * A list's search box (the `search` operator) finds names containing the text, case-insensitive (% and _ meant
 * literally). On the searchable names of places, cities, dishes, cuisines, landmarks, explore lists and eatineraries, a
 * text that no live name contains is taken as misspelt ("did you mean"): the list then shows the near matches instead
 * (the `near` operator), closest first. A text that is found is taken as typed, so a correct search never mixes near
 * spellings into its list, and keeps the plans of a plain contains search.
 */

/** Tables whose `name` feeds search_words (migration 0013) and has the words index `<table>_name_words_idx`. */
const TYPO_TABLES = new Set(Object.values(SEARCH_TABLES).map((t) => t.table));

/** The searchable tables all keep their deleted rows (soft delete). */
const liveColumns = (table: PgTable) => getTableColumns(table) as unknown as { deleted: AnyPgColumn };

/** At most this many near matches are listed for a misspelt search (an editor looks at the first few). */
export const NEAR_MATCHES = 1000;

/** Whether near spellings of this column can be found through the words index (a searchable table's `name`). */
export function typoTolerant(column: AnyPgColumn): boolean {
  return column.name === 'name' && TYPO_TABLES.has(getTableName(column.table));
}

/**
 * The words of a text with a space on both sides, in plain letters: a name containing the text has each of them as a
 * whole word (a space separates words for the words index as for us; the first and last may be cut).
 */
function innerWords(text: string): string[] {
  return text
    .split(' ')
    .slice(1, -1)
    .filter((w) => /^[A-Za-z]+$/.test(w))
    .map((w) => w.toLowerCase());
}

/**
 * Names containing the text, case-insensitive. On a typo-tolerant name a necessary condition is added that an index
 * answers in a few pages (so the answer is the same), and the `ilike` itself is written on an expression no index covers,
 * since the planner would AND the trigram index in as well (3-12 ms of its pages for a whole name at 1 M places):
 * - a text of two words or more: its word pairs (search/name-pairs.ts, the pairs index of migration 0022), unless its
 *   only pair is a common one;
 * - else its inner words (each with a space on both sides: a whole word of the name) through the words index, when one
 *   of them is not among the names' common words (search/common-words.ts); with only common ones, the trigram index
 *   and the words index together.
 * Anything else (one word, a common pair alone) is left to the trigram index.
 */
export function containsText(column: AnyPgColumn, text: string): SQL {
  // The pairs' plan is the same for every text; the others are planned for their text every call, since the best plan
  // for a rare text and for a common one differ (statement-cache.ts).
  return pairsTest(column, text) ?? plannedPerCall(containsTest(column, text));
}

/**
 * The pairs condition, or undefined when the text has none. Its tsquery is a value the planner cannot see (an init
 * plan): it would estimate a prefix pair in 2 % of the names and gather workers for a parallel scan (6 ms for 16 rows);
 * unseen, it takes the index for a few thousand, and the plan is the same for every text, so the statement is prepared
 * once (0.2 ms to find 'Boyle's Tea Room' at 1 M places).
 */
function pairsTest(column: AnyPgColumn, text: string): SQL | undefined {
  if (!typoTolerant(column)) return undefined;
  const pairs = namePairsQuery(text, commonWords(getTableName(column.table), 'pairs'));
  if (!pairs) return undefined;
  return sql`((${column} || '') ilike ${containsPattern(text)} and search_name_pairs(${column}) @@ (select ${pairs}::tsquery))`;
}

function containsTest(column: AnyPgColumn, text: string): SQL {
  const pattern = containsPattern(text);
  const contains = sql`${column} ilike ${pattern}`;
  const inner = [...new Set(innerWords(text))];
  if (!typoTolerant(column) || inner.length === 0) return contains;
  const words = inner.map((w) => `'${w}'`).join(' & ');
  if (anyRare(inner, commonWords(getTableName(column.table)))) {
    return sql`((${column} || '') ilike ${pattern} and to_tsvector('simple', ${column}) @@ to_tsquery('simple', ${words}))`;
  }
  return sql`(${contains} and to_tsvector('simple', ${column}) @@ to_tsquery('simple', ${words}))`;
}

/**
 * A search box's text on a name: found as typed, or misspelt; with the ids of the rows it stands for when they are few
 * enough to list (at most FEW_ROWS names containing it; a misspelt text's near matches, at most NEAR_MATCHES, always).
 */
export type TSearchDecision = { found: boolean; ids?: number[] };

/** A text found in at most this many names is answered by their ids (a page and its count then scan nothing). */
const FEW_ROWS = 1000;

/**
 * Whether any live row's column contains the text, and the rows the search stands for: those containing it when few, or
 * when none does (the search is misspelt) its near matches. The text's letter runs are checked first
 * (search/text-runs.ts): a typo in a long text is told in a few index probes, where the trigram index alone takes half a
 * second to find no name at 1 M places. The console asks for a page and its count at once, with the same search: one
 * works the answer out (a trigram or words-index scan), both use it, while the table's version stands. Reading the
 * table's version is saved when the request has read it already (`versions`, crud/list-etag.ts versionsReadFor).
 * @example
 * await decideSearch({ db }, establishments.name, 'Cervejaira') // { found: false, ids: [812, 40512] }
 */
/** Where a search reads: the database, and the table versions its request has read already (crud/list-etag.ts). */
export type TSearchReader = { db: Db; versions?: ReadonlyMap<string, string> };

export async function decideSearch(
  { db, versions }: TSearchReader,
  column: AnyPgColumn,
  text: string,
): Promise<TSearchDecision> {
  const table = getTableName(column.table);
  const key = JSON.stringify([table, column.name, text]);
  const version = versions?.get(table) ?? (await tableVersion(db, table));
  const decided = decidedIn(db);
  const known = decided.get(key);
  if (known?.version === version) return known.decision;
  const decision = decide(db, column, text);
  decided.delete(key);
  decided.set(key, { version, decision });
  if (decided.size > DECIDED_MAX) decided.delete(decided.keys().next().value as string);
  decision.catch(() => decided.delete(key));
  return decision;
}

/** Per database: texts decided lately, each while its table's version stands; the oldest go first. */
const decisions = new WeakMap<Db, Map<string, { version: string; decision: Promise<TSearchDecision> }>>();
const DECIDED_MAX = 500;

function decidedIn(db: Db) {
  let decided = decisions.get(db);
  if (!decided) decisions.set(db, (decided = new Map()));
  return decided;
}

/**
 * The runs check, then (only if it allows) the contains probe, then (only if nothing contains the text) the near matches.
 * A text with word pairs goes straight to the probe: its pairs rule a misspelt text out as fast as its runs.
 * A text without a run of four letters ('the', 'co') is short or not plain ASCII: there is nothing to rule out and it is
 * likely in many names, so the probe only asks whether one has it (collecting ids would read a bitmap of 100 k names).
 * The probe is planned for its text every time (containsText); the others read the indexes the same way whatever the
 * text. Folded into one statement the three must all be planned per call, which costs more than the round trips saved.
 */
async function decide(db: Db, column: AnyPgColumn, text: string): Promise<TSearchDecision> {
  const table = column.table;
  await loadCommonWords(db, getTableName(table));
  const containing = sql`select ${getTableColumns(table).id} from ${table} where ${and(liveIn(liveColumns(table)), containsText(column, text))}`;
  const paired = namePairsQuery(text, commonWords(getTableName(table), 'pairs')) !== undefined;
  const runs = paired ? undefined : textRuns(text);
  if (!paired && !runs) {
    const [row] = await executeRows<{ found: boolean }>(db, sql`select exists (${containing}) as found`);
    if (row?.found) return { found: true };
  } else {
    const [possible] = runs
      ? await executeRows<{ yes: boolean }>(db, sql`select ${runsCondition(runs)} as yes`)
      : [{ yes: true }];
    const [row] = possible?.yes
      ? await executeRows<{ ids: number[] }>(
          db,
          sql`select array(${containing} limit ${sql.raw(String(FEW_ROWS + 1))}) as ids`,
        )
      : [];
    const ids = row?.ids ?? [];
    if (ids.length > FEW_ROWS) return { found: true };
    if (ids.length > 0) return { found: true, ids };
  }
  const [near] = await executeRows<{ ids: number[] | null }>(db, sql`select ${nearIdArray(column, text)} as ids`);
  return { found: false, ids: near?.ids ?? [] };
}

/** Rows whose id is one of those a search stands for (decideSearch). */
export function searchIdsIn(column: AnyPgColumn, ids: number[]): SQL {
  return sql`${getTableColumns(column.table).id} = any(${intArray(ids)})`;
}

/**
 * A search box's condition on a name: the rows decideSearch found for it when it listed them (a few names containing
 * the text, or its near matches, closest first), else the contains test itself.
 * @example
 * await nameMatch(db, establishments.name, 'Cervejaira') // { condition: id = any(…near ids…), order: [similarity(…) desc] }
 */
export async function nameMatch(db: Db, column: AnyPgColumn, text: string): Promise<{ condition: SQL; order: SQL[] }> {
  const decision = typoTolerant(column)
    ? await decideSearch({ db }, column, text)
    : ({ found: true } as TSearchDecision);
  const condition = decision.ids ? searchIdsIn(column, decision.ids) : containsText(column, text);
  return { condition, order: decision.found ? [] : [nearOrder(column, text)] };
}

/**
 * Rows whose name has the typed words in their order, each word of three letters or more allowed one edit (a letter
 * swapped for another, left out, added, or two neighbours swapped) and the last one half typed: search_typo_query
 * (migrations 0013, 0017) works the corrections out once, and the ids come from the words index in one init plan
 * (written as a condition on each row, the planner cannot tell how few they are and walks the whole order index: seconds
 * at 1 M). First only the words the dictionary does not know are corrected (one typo: the unknown word is it), which
 * keeps common right words from bringing their many neighbours into the scan; when that finds nothing, every word is.
 * The second init plan only runs when the first comes back empty.
 * @example
 * nearText(establishments.name, 'Cervejaira Ramiro') // id = any(coalesce(nullif(array(… @@ ('cervejaira' | 'cervejaria') <-> ('ramiro' | …)), '{}'), array(…)))
 */
export function nearText(column: AnyPgColumn, text: string): SQL {
  return sql`${getTableColumns(column.table).id} = any(${nearIdArray(column, text)})`;
}

/** The ids of nearText's rows, as one array (at most NEAR_MATCHES). */
function nearIdArray(column: AnyPgColumn, text: string): SQL {
  const table = column.table;
  const id = getTableColumns(table).id;
  const words = sql.param(termWords(text));
  const gaps = sql.param(termGaps(text));
  // In scalar subqueries, so they are worked out once: a bare call is re-run for every row the words index hands back.
  const near = (keepKnown: boolean) =>
    sql`array(select ${id} from ${table} where ${liveIn(liveColumns(table))} and to_tsvector('simple', ${column}) @@ (select search_typo_query(${words}::text[], ${sql.raw(String(keepKnown))}, ${gaps}::int[])) limit ${sql.raw(String(NEAR_MATCHES))})`;
  return sql`coalesce(nullif(${near(true)}, '{}'), ${near(false)})`;
}

/**
 * Near matches closest first (trigram similarity to the typed text), the shorter of two as close first, as
 * admin-autocomplete ranks them: trigrams ignore '&', so 'Thyme Lfrder' is as close to 'Thyme & Larder' as to
 * 'Thyme Larder', and many of the first would hide the second.
 */
export function nearOrder(column: AnyPgColumn, text: string): SQL {
  return sql`similarity(${column}, ${text}) desc, length(${column})`;
}

/**
 * Among the few names containing a text, the name that is the text first, then those starting with it, each group in
 * the list's own order: an editor who types a whole name finds it at the top, not after every longer name before it in
 * the alphabet ('Authentic Gujarati Cantina' before 'Gujarati Cantina').
 * @example
 * exactFirst(establishments.name, 'gujarati cantina') // case when lower(name) = lower($1) then 0 when … then 1 else 2 end
 */
export function exactFirst(column: AnyPgColumn, text: string): SQL {
  const lowered = text.toLowerCase();
  return sql`case when lower(${column}) = ${lowered} then 0 when starts_with(lower(${column}), ${lowered}) then 1 else 2 end`;
}
