import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { SUBJECT_TYPES } from '@mise/contracts/resources/part2-fields';
import { idColumn, timestamps } from '../columns';
import { users } from './user';

/** A user's saved lists (model UserList). */
export const userLists = pgTable(
  'user_lists',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps(),
  },
  (t) => [index('user_lists_user_idx').on(t.userId, t.created)],
);

/** A saved item; subjectType names the table subjectId points into, so there is no foreign key. */
export const userListItems = pgTable(
  'user_list_items',
  {
    id: idColumn(),
    userListId: integer('user_list_id')
      .notNull()
      .references(() => userLists.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    ...timestamps(),
  },
  (t) => [
    check(
      'user_list_items_subject_type_check',
      sql.raw(`subject_type in (${SUBJECT_TYPES.map((v) => `'${v}'`).join(', ')})`),
    ),
    index('user_list_items_list_idx').on(t.userListId, t.created),
    index('user_list_items_subject_idx').on(t.subjectType, t.subjectId),
  ],
);
