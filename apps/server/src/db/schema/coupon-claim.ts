import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../columns';
import { coupons } from './coupon';
import { destinationTransactions } from './destination-transaction';
import { users } from './user';

/** Who claimed a coupon and through which transaction (the Claimed tab, part 1 §2). */
export const couponClaims = pgTable(
  'coupon_claims',
  {
    id: idColumn(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    transactionId: integer('transaction_id').references(() => destinationTransactions.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    // The Claimed tab and includeCount both read claims by coupon; claim-limit checks count them.
    index('coupon_claims_coupon_idx').on(t.couponId, t.created, t.id),
    index('coupon_claims_user_idx').on(t.userId),
    index('coupon_claims_transaction_idx').on(t.transactionId),
  ],
);
