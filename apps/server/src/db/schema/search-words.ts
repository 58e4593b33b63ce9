import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Every word of four letters or more in a searchable name (places, cities, dishes, cuisines, landmarks, explore lists,
 * eatineraries), lower-cased as the names' `to_tsvector('simple', …)` index has it; kept by triggers (migration 0013).
 * Typo-tolerant search corrects a mistyped word to the words here within one edit. A word stays when its last name goes:
 * a stale word only offers a correction that finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  // Byte order, for the words a half-typed word starts (search_prefix_alts).
  index('search_words_prefix_idx').on(sql`(${t.word} collate "C")`),
]);

/**
 * Each word of `search_words` with one letter left out (SymSpell's deletes): a typed word and a stored word one edit
 * apart (a letter swapped for another, left out, added, or two neighbours swapped) share the word itself or one of these.
 */
export const searchWordVariants = pgTable(
  'search_word_variants',
  { variant: text('variant').notNull(), word: text('word').notNull() },
  (t) => [primaryKey({ columns: [t.variant, t.word] })],
);

/**
 * Every run of four or more ASCII letters (lower-cased, split at anything else) in any searchable name, deleted ones
 * too; kept by the same triggers (migration 0015). A text that some name contains has its runs cut by the same
 * characters, so a run of the text bounded on both sides is a run here, the first a run's end and the last a run's
 * start: when one is missing, no name contains the text and the search is misspelt, told in a few index probes instead
 * of a trigram scan of the names (search/text-runs.ts). Runs, not the parser's words, because the parser keeps some
 * runs whole in a host or a file name ("foo-bar.com").
 */
export const searchRuns = pgTable('search_runs', { run: text('run').primaryKey() }, (t) => [
  index('search_runs_prefix_idx').on(sql`(${t.run} collate "C")`),
  index('search_runs_suffix_idx').on(sql`(reverse(${t.run}) collate "C")`),
]);
