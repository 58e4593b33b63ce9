import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../columns';
import { coupons } from './coupon';
import { destinationPacks } from './destination-pack';
import { users } from './user';

/**
 * A purchase or coupon claim (part 1 §7 multi-user-multi-destination-purchase; the Claimed tab's transactionData).
 * Kept as a ledger when its user, pack or coupon is removed, hence set null.
 */
export const destinationTransactions = pgTable(
  'destination_transactions',
  {
    id: idColumn(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** One purchase may cover several cities; an array because no row is per city. */
    destinationIds: integer('destination_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    destinationPackId: integer('destination_pack_id').references(() => destinationPacks.id, { onDelete: 'set null' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    amount: doublePrecision('amount'),
    ...timestamps(),
  },
  (t) => [
    index('destination_transactions_user_idx').on(t.userId, t.created),
    index('destination_transactions_coupon_idx').on(t.couponId),
    index('destination_transactions_pack_idx').on(t.destinationPackId),
    index('destination_transactions_created_idx').on(t.created, t.id),
  ],
);
