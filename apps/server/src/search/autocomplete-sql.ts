import { type SQL, sql } from 'drizzle-orm';
import type { TAutocompleteFilter, TDocType } from '@mise/contracts/common/autocomplete';
import { DOC_TYPES } from '@mise/contracts/common/autocomplete';

const raw = sql.raw;

/**
 * Where each doc type lives and how it belongs to a city. Identifiers are ours, never the client's, so they go into
 * the statement as raw SQL; every client value is a parameter.
 */
type TSearchTable = {
  table: string;
  hasSlug: boolean;
  /** column: the row's destination_id; through: the city's join table (dishes, cuisines tabs); self: the city itself. */
  city: { kind: 'column' } | { kind: 'through'; table: string; key: string } | { kind: 'self' };
};

export const SEARCH_TABLES: Record<TDocType, TSearchTable> = {
  Cuisine: { table: 'cuisines', hasSlug: true, city: { kind: 'through', table: 'destination_cuisines', key: 'cuisine_id' } },
  Establishment: { table: 'establishments', hasSlug: true, city: { kind: 'column' } },
  Destination: { table: 'destinations', hasSlug: true, city: { kind: 'self' } },
  FoodDrink: { table: 'food_drinks', hasSlug: true, city: { kind: 'through', table: 'destination_food_drinks', key: 'food_drink_id' } },
  List: { table: 'lists', hasSlug: true, city: { kind: 'column' } },
  Eateries: { table: 'eateries', hasSlug: false, city: { kind: 'column' } },
  Landmark: { table: 'landmarks', hasSlug: true, city: { kind: 'column' } },
};

/** Below this many characters a term has too few trigrams for typo matching to mean anything. */
export const TYPO_MIN_CHARS = 3;

/** Ranks, best first: the whole name, the name's start, the start of a later word, a near spelling. */
export const RANK = { exact: 0, prefix: 1, wordPrefix: 2, typo: 3 } as const;

/**
 * `'word':* & 'other':*` for the words of a term, or undefined when it has none. Words are runs of letters and digits,
 * so nothing in them can break out of the quotes.
 * @example
 * wordPrefixQuery('Joe pi') // "'joe':* & 'pi':*"
 */
export function wordPrefixQuery(term: string): string | undefined {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words || words.length === 0) return undefined;
  return [...new Set(words)]
    .slice(0, 10)
    .map((w) => `'${w}':*`)
    .join(' & ');
}

type TArmInput = {
  docType: TDocType;
  def: TSearchTable;
  term: string;
  tsQuery: string | undefined;
  filter: TAutocompleteFilter;
  /** The name as the name conditions read it: the bare column, or an expression no index matches (see `matchedName`). */
  name: SQL;
};

/**
 * (Word and typo arms.) Within one city the city's own rows are usually few (hundreds), so they are best read through the city index and tested one by
 * one; against a million names the planner would rather AND the city with a whole-table name index (a prefix of a common
 * word is 30 k entries, 100 ms). `t.name || ''` is the same text but matches no name index, which leaves it the city index.
 */
const matchedName = (def: TSearchTable, filter: TAutocompleteFilter) =>
  filter.destinationId !== undefined && def.city.kind === 'column' ? raw(`(t.name || '')`) : raw('t.name');

// The same expression as the *_name_prefix_idx indexes: a byte-order key on the lower-cased name.
const lowerName = (name: SQL) => sql`lower(${name}) collate "C"`;

/** The row's own conditions: live, published if asked, in the city if asked. */
function rowConditions({ def, filter }: TArmInput): SQL {
  const parts: SQL[] = [raw('t.deleted = false')];
  if (filter.isPublished !== undefined) parts.push(sql`t.is_published = ${filter.isPublished}`);
  if (filter.destinationId !== undefined) {
    const city = filter.destinationId;
    if (def.city.kind === 'column') parts.push(sql`t.destination_id = ${city}`);
    else if (def.city.kind === 'self') parts.push(sql`t.id = ${city}`);
    else parts.push(sql`exists (select 1 from ${raw(def.city.table)} j where j.destination_id = ${city} and j.${raw(def.city.key)} = t.id)`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * Names starting with the term, as a range on the byte-ordered key (a LIKE pattern would need its value at planning
 * time; a range also serves prepared statements). chr(1114111) is the largest code point, so the range holds exactly
 * the names that start with the term.
 */
const prefixRange = (name: SQL, term: string) =>
  sql`(${lowerName(name)} >= lower(${term}) collate "C" and ${lowerName(name)} < (lower(${term}) || chr(1114111)) collate "C")`;
/** The opposite of prefixRange, written so the planner cannot turn it into a scan of the whole prefix index. */
const notPrefix = (term: string) => sql`strpos(lower(t.name), lower(${term})) <> 1`;
const wordMatch = (name: SQL, tsQuery: string) => sql`to_tsvector('simple', ${name}) @@ to_tsquery('simple', ${tsQuery})`;

function columns({ docType, def }: TArmInput, rank: SQL, similarity: SQL): SQL {
  const slug = def.hasSlug ? raw('t.slug') : raw('null::text');
  const city = def.city.kind === 'column' ? raw('t.destination_id') : raw('null::int');
  return sql`select t.id, ${slug} as slug, ${docType}::text as doc_type, t.name, ${city} as destination_id, ${rank} as rank, ${similarity} as sim`;
}

const from = (def: TSearchTable) => raw(`from ${def.table} t`);

/** Exact and prefix matches, walked in the prefix index's order: the exact name is the first key of its range. */
function prefixArm(a: TArmInput, limit: number): SQL {
  const rank = sql`(case when lower(t.name) = lower(${a.term}) then ${raw(String(RANK.exact))} else ${raw(String(RANK.prefix))} end)`;
  // The bare name even within a city: *_destination_name_prefix_idx leads with the city, so the range reads only matching names.
  const name = raw('t.name');
  return sql`(${columns(a, rank, raw('0::real'))} ${from(a.def)} where ${rowConditions(a)} and ${prefixRange(name, a.term)} order by ${lowerName(name)}, t.id limit ${limit})`;
}

/**
 * Names that do not start with the term but where every word of the term starts some word of the name, in any order
 * ('bak' finds 'The Bakery'). Any `limit` of them: walking them in order would read every match of a common word.
 */
function wordArm(a: TArmInput, tsQuery: string, limit: number): SQL {
  return sql`(${columns(a, raw(String(RANK.wordPrefix)), raw('0::real'))} ${from(a.def)} where ${rowConditions(a)} and ${wordMatch(a.name, tsQuery)} and ${notPrefix(a.term)} limit ${limit})`;
}

/** Near-spelling candidates read per doc type before ranking them: a common word ('kitchn') has thousands, each costly to score. */
export const TYPO_CANDIDATES = 200;

/**
 * Near spellings through the trigram index (`<%`: the term is close to some stretch of the name), closest first among
 * the first TYPO_CANDIDATES found. Rows the better branches found are dropped at the end rather than here: re-testing
 * every candidate's words costs more.
 */
function typoArm(a: TArmInput, limit: number): SQL {
  const candidates = sql`select t.* ${from(a.def)} where ${rowConditions(a)} and ${a.term} <% ${a.name} limit ${raw(String(TYPO_CANDIDATES))}`;
  const similarity = sql`word_similarity(${a.term}, t.name)`;
  return sql`(${columns(a, raw(String(RANK.typo)), similarity)} from (${candidates}) t order by ${similarity} desc, length(t.name), t.id limit ${limit})`;
}

/**
 * One statement for every doc type asked for. Better branches gate worse ones: word-prefix arms only run while the
 * exact and prefix hits number fewer than the limit, typo arms only while all of those do (the gate is a one-time
 * filter, so a full first branch costs nothing more). Since a worse rank can never displace a better one, the gate
 * changes no answer.
 * @example
 * autocompleteSql('bak', { limit: 30 })
 */
export function autocompleteSql(term: string, filter: TAutocompleteFilter): SQL {
  const limit = filter.limit;
  const wanted = filter.doc_type === undefined ? DOC_TYPES : Array.isArray(filter.doc_type) ? [...new Set(filter.doc_type)] : [filter.doc_type];
  const tsQuery = wordPrefixQuery(term);
  const arms = wanted.map((docType): TArmInput => ({
    docType,
    def: SEARCH_TABLES[docType],
    term,
    tsQuery,
    filter,
    name: matchedName(SEARCH_TABLES[docType], filter),
  }));
  const union = (parts: SQL[]) => sql.join(parts, sql` union all `);

  const ctes: SQL[] = [sql`p as materialized (${union(arms.map((a) => prefixArm(a, limit)))})`];
  const picked: string[] = ['p'];
  if (tsQuery) {
    ctes.push(sql`w as materialized (select * from (${union(arms.map((a) => wordArm(a, tsQuery, limit)))}) x where (select count(*) from p) < ${limit})`);
    picked.push('w');
  }
  if (term.length >= TYPO_MIN_CHARS) {
    const found = raw(picked.map((name) => `(select count(*) from ${name})`).join(' + '));
    ctes.push(sql`y as (select * from (${union(arms.map((a) => typoArm(a, limit)))}) x where ${found} < ${limit})`);
    picked.push('y');
  }
  const hits = raw(picked.map((name) => `select * from ${name}`).join(' union all '));
  // A name may be found by more than one branch; it keeps its best rank.
  return sql`with ${sql.join(ctes, sql`, `)}
select h.id, h.slug, h.doc_type, h.name, h.destination_id as "destinationId", d.name as "destinationName"
from (select distinct on (doc_type, id) * from (${hits}) a order by doc_type, id, rank) h
left join destinations d on d.id = h.destination_id
order by h.rank, h.sim desc, length(h.name), h.id
limit ${limit}`;
}
