import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Which completeness rules each record of a type with rules breaks (migration 0037, issue 34): `own_bits` from its own
 * columns, `link_bits` from its links, `bits` both plus bit 30 when it is published with a gap. Kept by the triggers the
 * server installs from the contracts' rules (completeness/install.ts); lists filter by it and gap_counts counts it.
 */
export const recordGaps = pgTable(
  'record_gaps',
  {
    tableName: text('table_name').notNull(),
    id: integer('id').notNull(),
    cityId: integer('city_id').notNull().default(0),
    live: boolean('live').notNull(),
    publishedOnly: boolean('published_only').notNull(),
    ownBits: integer('own_bits').notNull(),
    linkBits: integer('link_bits').notNull(),
    bits: integer('bits')
      .notNull()
      .generatedAlwaysAs(
        sql`own_bits | link_bits | CASE WHEN published AND (own_bits | link_bits) <> 0 THEN 1073741824 ELSE 0 END`,
      ),
    /** The same rules as GIN elements of the table's own (gap_rule_elements): what `where.rule` reads. */
    rules: integer('rules')
      .array()
      .notNull()
      .generatedAlwaysAs(
        sql`gap_rule_elements(table_name, own_bits | link_bits | CASE WHEN published AND (own_bits | link_bits) <> 0 THEN 1073741824 ELSE 0 END)`,
      ),
  },
  (t) => [
    primaryKey({ name: 'record_gaps_pk', columns: [t.tableName, t.id] }),
    index('record_gaps_rules_idx').using('gin', t.rules),
  ],
);

/** gap_counts' bit for "some rule holds". */
export const ANY_GAP_BIT = 31;

/**
 * Live records per rule bit, per city (`city_id` 0: none) and in all (-1), kept from record_gaps: every live record
 * (`published_only` false) and the published ones among them (true; an unpublished count is the difference, so a
 * publish raises one row per gap rather than moving it between two, migration 0044). Bit 31 counts records with any
 * gap, all of them only, and ranks the Desk's cities.
 */
export const gapCounts = pgTable(
  'gap_counts',
  {
    tableName: text('table_name').notNull(),
    cityId: integer('city_id').notNull(),
    bit: integer('bit').notNull(),
    publishedOnly: boolean('published_only').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    /**
     * `n` of the 'some gap' rows only, which rank the Desk's cities: indexed apart so that the other rows' counts, which
     * every publish moves by the thousand, change in place (HOT) rather than as new index entries (migration 0040).
     */
    rankN: bigint('rank_n', { mode: 'number' }).generatedAlwaysAs(
      sql`case when bit = ${sql.raw(String(ANY_GAP_BIT))} then n end`,
    ),
  },
  (t) => [
    primaryKey({ name: 'gap_counts_pk', columns: [t.tableName, t.cityId, t.bit, t.publishedOnly] }),
    index('gap_counts_rank_idx')
      .on(t.tableName, t.rankN.desc(), t.cityId)
      .where(sql`city_id > 0 and rank_n is not null`),
  ],
);

/** The rules' SQL each table's triggers were installed from, as a fingerprint: a change refills its record_gaps. */
export const gapRules = pgTable('gap_rules', {
  tableName: text('table_name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
});

/** The bit of 'published but incomplete' in record_gaps.bits. */
export const PUBLISHED_WITH_GAPS_BIT = 30;
