import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TAdminDocType, TAutocompleteFilter } from '@mise/contracts/common/autocomplete';
import { DOC_TYPES } from '@mise/contracts/common/autocomplete';
import { SEARCH_DOC_TYPES, type TSearchTraits, typeOfModel } from '@mise/contracts/registry';
import { liveAt } from '../crud/soft-delete';

const raw = sql.raw;

/**
 * The client's values, as placeholders: the statement's text depends only on the filter's shape (which doc types, a city
 * or not, published or not, words or not), so it is built once per shape and every call only fills in the values.
 */
const TERM = sql.placeholder('term');
const LIMIT = sql.placeholder('limit');
const CITY = sql.placeholder('city');
const PUBLISHED = sql.placeholder('published');
const WORDS = sql.placeholder('words');
const GAPS = sql.placeholder('gaps');

/**
 * Where each doc type lives and how it belongs to a city: the registry's `search` traits (packages/contracts/src/registry.ts)
 * with its table. Identifiers are ours, never the client's, so they go into the statement as raw SQL; every client value
 * is a parameter. The console's own types (tags, tag categories, users, user reviews) are searched only when asked for by
 * name: a call without doc_type searches DOC_TYPES.
 */
type TSearchTable = TSearchTraits & { table: string };

export const SEARCH_TABLES = Object.fromEntries(
  SEARCH_DOC_TYPES.map((docType) => {
    const type = typeOfModel(docType);
    if (!type?.search) throw new Error(`${docType}: a doc type without search traits in the registry`);
    return [docType, { ...type.search, table: type.table }];
  }),
) as Record<TAdminDocType, TSearchTable>;

/**
 * Typed words shorter than this must be spelt right: one or two letters are one edit from too many words. A three-letter
 * word can only have lost a letter, since stored words have four or more (search_typo_query, migration 0013).
 */
export const TYPO_MIN_CHARS = 3;

/** Ranks, best first: the whole name, the name's start, the start of a later word, a near spelling. */
export const RANK = { exact: 0, prefix: 1, wordPrefix: 2, typo: 3 } as const;

/**
 * The term's words, lower-cased, in order (at most ten): runs of letters and digits, so nothing in them can break out of
 * a tsquery's quotes.
 * @example
 * termWords('Joe’s Pizza') // ['joe', 's', 'pizza']
 */
export function termWords(term: string): string[] {
  return termMatches(term.toLowerCase()).map((match) => match[0]);
}

const WORD = /[\p{L}\p{N}]+/gu;
const MAX_WORDS = 10;
/** A lower-cased term's words where they stand in it: termWords and termGaps read the same ones. */
const termMatches = (lower: string) => [...lower.matchAll(WORD)].slice(0, MAX_WORDS);
const hasLetter = (word: string) => /\p{L}/u.test(word);

/**
 * Each of termWords' words' distance from the one before in the words index: 2 before the first part of a hyphenated
 * compound, since PostgreSQL's parser puts the compound itself there ('Osterix Herzog-Conn' is osterix:1,
 * herzog-conn:2, herzog:3, conn:4), else 1. search_typo_query (migration 0041) joins the words with them.
 * @example
 * termGaps('Osterix Herzg-Conn') // [1, 2, 1]
 */
export function termGaps(term: string): number[] {
  const lower = term.toLowerCase();
  const words = termMatches(lower);
  const joined = (a: RegExpExecArray | undefined, b: RegExpExecArray | undefined) =>
    a !== undefined &&
    b !== undefined &&
    b.index === a.index + a[0].length + 1 &&
    lower[b.index - 1] === '-' &&
    hasLetter(a[0]) &&
    hasLetter(b[0]);
  return words.map((word, i) => (i > 0 && joined(word, words[i + 1]) && !joined(words[i - 1], word) ? 2 : 1));
}

type TArmInput = {
  docType: TAdminDocType;
  def: TSearchTable;
  /** Whether the statement answers e-mails (a User arm is in it): every arm then has the column. */
  email: boolean;
  /** Whether the call keeps hits to a city, or to a published state (their values are placeholders). */
  city: boolean;
  published: boolean;
  /** The name as the name conditions read it: the bare column, or an expression no index matches (see `matchedName`). */
  name: SQL;
};

/**
 * (Word and typo arms.) Within one city the city's own rows are usually few (hundreds), so they are best read through the city index and tested one by
 * one; against a million names the planner would rather AND the city with a whole-table name index (a prefix of a common
 * word is 30 k entries, 100 ms). `t.name || ''` is the same text but matches no name index, which leaves it the city index.
 */
const matchedName = (def: TSearchTable, byCity: boolean) =>
  byCity && def.city.kind === 'column' ? raw(`(${nameOf(def)} || '')`) : raw(nameOf(def));
/** The name column as the statement reads it. */
const nameOf = (def: TSearchTable) => `t.${def.nameColumn ?? 'name'}`;

// The same expression as the *_name_prefix_idx indexes: a byte-order key on the lower-cased name.
const lowerName = (name: SQL) => sql`lower(${name}) collate "C"`;

/** The row's own conditions: live, published if asked, in the city if asked. */
function rowConditions({ def, city, published }: TArmInput): SQL {
  const parts: SQL[] = [def.softDelete === false ? sql`true` : liveAt('t')];
  // A type without a published state is neither published nor not: the filter leaves it out of the answer.
  if (published)
    parts.push(def.published === false ? sql`${PUBLISHED}::boolean is null` : sql`t.is_published = ${PUBLISHED}`);
  if (city) {
    if (def.city.kind === 'none') parts.push(sql`${CITY}::int is null`);
    else if (def.city.kind === 'column') parts.push(sql`t.destination_id = ${CITY}`);
    else if (def.city.kind === 'self') parts.push(sql`t.id = ${CITY}`);
    else
      parts.push(
        sql`exists (select 1 from ${raw(def.city.table)} j where j.destination_id = ${CITY} and j.${raw(def.city.key)} = t.id)`,
      );
  }
  return sql.join(parts, sql` and `);
}

/**
 * Names starting with the term, as a range on the byte-ordered key (a LIKE pattern would need its value at planning
 * time; a range also serves prepared statements). chr(1114111) is the largest code point, so the range holds exactly
 * the names that start with the term.
 */
const prefixRange = (name: SQL) =>
  sql`(${lowerName(name)} >= lower(${TERM}) collate "C" and ${lowerName(name)} < (lower(${TERM}) || chr(1114111)) collate "C")`;
/** The opposite of prefixRange, written so the planner cannot turn it into a scan of the whole prefix index. */
const notPrefix = (name: SQL) => sql`strpos(lower(${name}), lower(${TERM})) <> 1`;
// The term's words as search_words_query (migration 0013) makes them, once per statement (the CTE `c`).
const wordMatch = (name: SQL) => sql`to_tsvector('simple', ${name}) @@ (select qw from c)`;

function columns({ docType, def, email }: TArmInput, rank: SQL, similarity: SQL): SQL {
  const slug = def.hasSlug ? raw('t.slug') : raw('null::text');
  const city = def.city.kind === 'column' ? raw('t.destination_id') : raw('null::int');
  const mail = email ? raw(def.email ? ', t.email' : ', null::text as email') : raw('');
  return sql`select t.id, ${slug} as slug, ${docType}::text as doc_type, ${raw(nameOf(def))} as name, ${city} as destination_id, ${rank} as rank, ${similarity} as sim${mail}`;
}

const from = (def: TSearchTable) => raw(`from ${def.table} t`);

/** Exact and prefix matches, walked in the prefix index's order: the exact name is the first key of its range. */
function prefixArm(a: TArmInput): SQL {
  const name = raw(nameOf(a.def));
  const rank = sql`(case when lower(${name}) = lower(${TERM}) then ${raw(String(RANK.exact))} else ${raw(String(RANK.prefix))} end)`;
  // The bare name even within a city: *_destination_name_prefix_idx leads with the city, so the range reads only matching names.
  return sql`(${columns(a, rank, raw('0::real'))} ${from(a.def)} where ${rowConditions(a)} and ${prefixRange(name)} order by ${lowerName(name)}, t.id limit ${LIMIT})`;
}

/**
 * Names that do not start with the term but have every word of it, in any order, the last perhaps half typed ('bak'
 * finds 'The Bakery'; search_words_query, migration 0013, spells the last word's completions out). Any `limit` of them:
 * walking them in order would read every match of a common word.
 */
function wordArm(a: TArmInput): SQL {
  return sql`(${columns(a, raw(String(RANK.wordPrefix)), raw('0::real'))} ${from(a.def)} where ${rowConditions(a)} and ${wordMatch(a.name)} and ${notPrefix(raw(nameOf(a.def)))} limit ${LIMIT})`;
}

/** Near-spelling candidates read per doc type before ranking them: a common word has thousands, each costly to score. */
export const TYPO_CANDIDATES = 200;

/**
 * Near spellings: names with the typed words in their order, each word of three letters or more allowed one edit (the corrections of
 * search_typo_query, migrations 0013, 0017 and 0041, read once per statement from the CTEs `cs` and `cq`: `qs` corrects only the words the
 * dictionary does not know, `q` every word), through the same words index as the word arm; the closest to the term first
 * (trigram similarity) among the first TYPO_CANDIDATES found. Rows the better branches found are dropped at the end rather than here.
 */
function typoArm(a: TArmInput, query: 'qs' | 'q'): SQL {
  const corrected = sql`to_tsvector('simple', ${a.name}) @@ (select ${raw(query)} from ${raw(query === 'qs' ? 'cs' : 'cq')})`;
  const candidates = sql`select t.* ${from(a.def)} where ${rowConditions(a)} and ${corrected} limit ${raw(String(TYPO_CANDIDATES))}`;
  const similarity = sql`similarity(${TERM}, ${raw(nameOf(a.def))})`;
  return sql`(${columns(a, raw(String(RANK.typo)), similarity)} from (${candidates}) t order by ${similarity} desc, length(${raw(nameOf(a.def))}), t.id limit ${LIMIT})`;
}

type TShape = { docTypes: readonly TAdminDocType[]; words: boolean; typo: boolean; city: boolean; published: boolean };

/**
 * One statement for every doc type asked for. Better branches gate worse ones: word-prefix arms only run while the
 * exact and prefix hits number fewer than the limit, typo arms only while all of those do (the gate is a one-time
 * filter, so a full first branch costs nothing more). Since a worse rank can never displace a better one, the gate
 * changes no answer.
 */
function shapeSql(shape: TShape): SQL {
  const email = shape.docTypes.some((docType) => SEARCH_TABLES[docType].email);
  const arms = shape.docTypes.map((docType): TArmInput => ({
    docType,
    def: SEARCH_TABLES[docType],
    city: shape.city,
    published: shape.published,
    name: matchedName(SEARCH_TABLES[docType], shape.city),
    email,
  }));
  const union = (parts: SQL[]) => sql.join(parts, sql` union all `);

  const ctes: SQL[] = [sql`p as materialized (${union(arms.map(prefixArm))})`];
  const picked: string[] = ['p'];
  // Each query is worked out only if a branch that reads it runs (a materialized CTE is read on first use): the
  // corrections of every word are needed only when those of the unknown words found nothing.
  if (shape.words || shape.typo) ctes.push(sql`c as materialized (select search_words_query(${WORDS}::text[]) as qw)`);
  if (shape.typo) {
    ctes.push(sql`cs as materialized (select search_typo_query(${WORDS}::text[], true, ${GAPS}::int[]) as qs)`);
    ctes.push(sql`cq as materialized (select search_typo_query(${WORDS}::text[], false, ${GAPS}::int[]) as q)`);
  }
  if (shape.words) {
    ctes.push(
      sql`w as materialized (select * from (${union(arms.map(wordArm))}) x where (select count(*) from p) < ${LIMIT})`,
    );
    picked.push('w');
  }
  if (shape.typo) {
    const found = raw(picked.map((name) => `(select count(*) from ${name})`).join(' + '));
    // The unknown words corrected first; every word only when that finds nothing (a typo that made another real word).
    ctes.push(
      sql`y as materialized (select * from (${union(arms.map((a) => typoArm(a, 'qs')))}) x where ${found} < ${LIMIT})`,
    );
    // 'Found nothing' means nothing the better branches had not: with every word known, the strict query finds them again.
    const better = raw(picked.map((name) => `select doc_type, id from ${name}`).join(' union all '));
    ctes.push(
      sql`z as (select * from (${union(arms.map((a) => typoArm(a, 'q')))}) x where ${found} < ${LIMIT} and not exists (select 1 from y where (y.doc_type, y.id) not in (${better})))`,
    );
    picked.push('y', 'z');
  }
  const hits = raw(picked.map((name) => `select * from ${name}`).join(' union all '));
  // A name may be found by more than one branch; it keeps its best rank. The city's name is joined to the page only.
  return sql`with ${sql.join(ctes, sql`, `)}
select h.id, h.slug, h.doc_type, h.name, h.destination_id as "destinationId", d.name as "destinationName"${raw(email ? ', h.email' : '')}
from (
  select * from (select distinct on (doc_type, id) * from (${hits}) a order by doc_type, id, rank) b
  order by rank, sim desc, length(name), id
  limit ${LIMIT}
) h
left join destinations d on d.id = h.destination_id
order by h.rank, h.sim desc, length(h.name), h.id`;
}

const dialect = new PgDialect();
const statements = new Map<string, { text: string; params: unknown[] }>();

export type TStatement = { text: string; values: unknown[] };

/**
 * The statement for a term and filter: its text (the same for every call of the same shape, so a connection plans it
 * once) and its values. `prefixOnly` leaves out the word and near-spelling branches (see `autocomplete`).
 * @example
 * autocompleteStatement('bak', { limit: 30 }) // { text: 'with p as materialized (…', values: ['bak', ['bak'], 30], complete: true }
 */
export function autocompleteStatement(
  term: string,
  filter: TAutocompleteFilter,
  opts: { prefixOnly?: boolean } = {},
): TStatement & { complete: boolean } {
  const typed = termWords(term);
  const typoWanted = typed.some((w) => w.length >= TYPO_MIN_CHARS);
  const words = typed.length > 0 && !opts.prefixOnly;
  const typo = typoWanted && !opts.prefixOnly;
  const shape: TShape = {
    docTypes:
      filter.doc_type === undefined
        ? DOC_TYPES
        : [...new Set(Array.isArray(filter.doc_type) ? filter.doc_type : [filter.doc_type])].sort(),
    words,
    typo,
    city: filter.destinationId !== undefined,
    published: filter.isPublished !== undefined,
  };
  const key = JSON.stringify(shape);
  let built = statements.get(key);
  if (!built) {
    const query = dialect.sqlToQuery(shapeSql(shape));
    built = { text: query.sql, params: query.params };
    statements.set(key, built);
  }
  const values = fillPlaceholders(built.params, {
    term,
    words: typed,
    gaps: termGaps(term),
    limit: filter.limit,
    city: filter.destinationId,
    published: filter.isPublished,
  });
  // Complete: no branch was left out, so this statement alone gives the whole answer.
  return { text: built.text, values, complete: words === typed.length > 0 && typo === typoWanted };
}
