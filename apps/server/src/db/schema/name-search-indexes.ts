import { sql } from 'drizzle-orm';
import { type ExtraConfigColumn, index } from 'drizzle-orm/pg-core';

/**
 * The two indexes autocomplete needs on a searchable name (the trigram index for near spellings is already there):
 * - `_name_prefix_idx`: a byte-ordered btree on the lower-cased name, for exact and prefix matches walked in order;
 * - `_name_words_idx`: a GIN on the name's words ('simple' text search), for matches at the start of a later word.
 * Both leave soft-deleted rows out, as autocomplete does. The expressions must stay exactly as search/autocomplete-sql.ts writes them.
 * @example
 * (t) => [...nameSearchIndexes('cuisines', t)]
 */
export function nameSearchIndexes(table: string, t: { id: ExtraConfigColumn; name: ExtraConfigColumn }) {
  return [
    index(`${table}_name_prefix_idx`)
      .on(sql`(lower(${t.name}) collate "C")`, t.id)
      .where(sql`deleted = false`),
    index(`${table}_name_words_idx`)
      .using('gin', sql`to_tsvector('simple', ${t.name})`)
      .where(sql`deleted = false`),
  ];
}

/**
 * For the names a list's search box tests (search/name-search.ts, typo-tolerant tables): a GIN on each pair of neighbouring
 * space-separated words, forwards ('wine bar') and backwards ('<bar eniw', the first word reversed), search_name_pairs
 * of migration 0022. A text of three words or more names such pairs exactly or by their start, so the names containing it
 * are found in one index probe where the trigram index reads hundreds of pages.
 * @example
 * (t) => [namePairsIndex('landmarks', t)]
 */
export function namePairsIndex(table: string, t: { name: ExtraConfigColumn }) {
  return index(`${table}_name_pairs_idx`)
    .using('gin', sql`search_name_pairs(${t.name})`)
    .where(sql`deleted = false`);
}

/**
 * For content that belongs to a city: the prefix index again, led by the city, so the eatinerary form's place search within
 * the largest city (26 000 places) reads only the matching names instead of testing every place of the city.
 * @example
 * (t) => [...cityNameSearchIndexes('landmarks', t)]
 */
export function cityNameSearchIndexes(
  table: string,
  t: { id: ExtraConfigColumn; name: ExtraConfigColumn; destinationId: ExtraConfigColumn },
) {
  return [
    index(`${table}_destination_name_prefix_idx`)
      .on(t.destinationId, sql`(lower(${t.name}) collate "C")`, t.id)
      .where(sql`deleted = false`),
  ];
}
