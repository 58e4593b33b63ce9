import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DISCOUNT_TYPES, type TPackBenefits } from '@mise/contracts/resources/coupon';
import { idColumn, publishable, softDeletable, timestamps } from '../columns';

/** Coupons, part 1 §3. DELETE /Coupons/trash sets deleted, so trashed coupons can be restored. */
export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull(),
    discountValue: doublePrecision('discount_value').notNull(),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
    /** 0: no limit. */
    claimLimit: integer('claim_limit').notNull().default(0),
    ...publishable(),
    notes: text('notes'),
    packBenefits: jsonb('pack_benefits').$type<TPackBenefits | null>(),
    ...softDeletable(),
    ...timestamps(),
  },
  (t) => [
    // Codes are typed by people: 'SUMMER' and 'summer' are the same coupon. A trashed coupon frees its code.
    uniqueIndex('coupons_code_idx')
      .on(sql`lower(code)`)
      .where(sql`deleted = false`),
    index('coupons_name_idx')
      .on(t.name, t.id)
      .where(sql`deleted = false`),
    index('coupons_published_name_idx')
      .on(t.isPublished, t.name, t.id)
      .where(sql`deleted = false`),
    index('coupons_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('coupons_code_trgm_idx').using('gin', t.code.op('gin_trgm_ops')),
    check('coupons_discount_type_check', sql`${t.discountType} in ('percent', 'flat')`),
    check('coupons_claim_limit_check', sql`${t.claimLimit} >= 0`),
  ],
);
