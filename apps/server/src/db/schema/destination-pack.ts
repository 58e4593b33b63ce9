import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DURATION_TYPES, PACK_DEFAULTS } from '@mise/contracts/resources/destination-pack';
import { idColumn, timestamps } from '../columns';

/** Destination packs, part 1 §3. Cities point here through destinations.destination_pack_id. */
export const destinationPacks = pgTable(
  'destination_packs',
  {
    id: idColumn(),
    name: text('name').notNull(),
    currencySymbol: text('currency_symbol').notNull().default('$'),
    currencyValue: doublePrecision('currency_value').notNull().default(PACK_DEFAULTS.currencyValue),
    durationValue: integer('duration_value').notNull().default(PACK_DEFAULTS.durationValue),
    durationType: text('duration_type', { enum: DURATION_TYPES }).notNull().default(PACK_DEFAULTS.durationType),
    /** 'WORLD' marks the pack coupon benefits extend. */
    roleName: text('role_name'),
    ...timestamps(),
  },
  (t) => [
    index('destination_packs_name_idx').on(t.name, t.id),
    // One pack per role, so "the WORLD pack" is well defined.
    uniqueIndex('destination_packs_role_name_idx').on(t.roleName),
    index('destination_packs_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('destination_packs_duration_type_check', sql`${t.durationType} in ('year', 'month', 'week')`),
  ],
);
