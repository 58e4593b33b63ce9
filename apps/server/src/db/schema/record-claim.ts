import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './user';

/**
 * Who is on which record in a work-through (migration 0039, desk/work.ts): one claim per record, lapsing at `until`
 * (15 minutes after it was taken or renewed), so two editors working through one queue never take the same record.
 */
export const recordClaims = pgTable(
  'record_claims',
  {
    tableName: text('table_name').notNull(),
    recordId: integer('record_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.recordId] }), index('record_claims_user_idx').on(t.userId)],
);
