import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './user';

/**
 * One staff member's write sent with an `Idempotency-Key` header (plugins/idempotency.ts): claimed before the handler
 * runs (status null), then holding the 2xx answer a repeat of the key within a day is given instead of writing again.
 * Kept in the database, not in memory, so a repeat is recognised by any server and after a restart.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha256 (hex) of the request body as parsed, so a repeat with another body is told apart. */
    bodyHash: text('body_hash').notNull(),
    /** Null while the first request runs; its answer's status once it answered 2xx. */
    status: integer('status'),
    contentType: text('content_type'),
    response: text('response'),
    created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.created)],
);
