import { index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../columns';
import { cities } from './city';
import { users } from './user';

/** A user's subscription to a city (part 1 §3); end_date null means it does not expire. */
export const destinationSubscriptions = pgTable(
  'destination_subscriptions',
  {
    id: idColumn(),
    destinationId: integer('destination_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [
    // Also serves the city's subscriber list (where destination_id = ?).
    uniqueIndex('destination_subscriptions_destination_user_idx').on(t.destinationId, t.userId),
    index('destination_subscriptions_user_idx').on(t.userId, t.destinationId),
    // The city's User tab pages subscribers newest first (subscriptions-aggs, read backwards) without sorting a big city's thousands.
    index('destination_subscriptions_destination_created_idx').on(t.destinationId, t.created, t.id),
  ],
);
