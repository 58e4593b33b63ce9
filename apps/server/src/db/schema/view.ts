import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../columns';
import { users } from './user';

/**
 * A saved list view (migration 0038, desk/views.ts): a list's address state under a name, private to its owner or shared
 * with all staff, pinned to the side menu and the Desk with its count. `where` is what the list sends for that state.
 */
export const views = pgTable(
  'views',
  {
    id: serial('id').primaryKey(),
    /** The content type's name (place, dish…). */
    type: text('type').notNull(),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    where: jsonb('where').$type<Record<string, unknown>>(),
    shared: boolean('shared').notNull().default(false),
    pinned: boolean('pinned').notNull().default(false),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [index('views_owner_idx').on(t.ownerId), index('views_shared_idx').on(t.shared)],
);
