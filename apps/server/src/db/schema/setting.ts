import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../columns';

/** Site settings (part 1 §3, part 2 §3): key → jsonb value. */
export const settings = pgTable('settings', {
  id: idColumn(),
  key: text('key').notNull().unique(),
  value: jsonb('value').$type<unknown>().notNull(),
  ...timestamps(),
});
