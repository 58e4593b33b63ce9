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
export const searchWordVariants = pgTable('search_word_variants', { variant: text('variant').notNull(), word: text('word').notNull() }, (t) => [
  primaryKey({ columns: [t.variant, t.word] }),
]);
