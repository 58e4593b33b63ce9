import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, publishable, timestamps } from '../columns';

/** Tags, part 2 §3. */
export const tags = pgTable(
  'tags',
  {
    id: idColumn(),
    name: text('name').notNull(),
    ...publishable(),
    applyOnFilters: boolean('apply_on_filters').notNull().default(false),
    showToUsers: boolean('show_to_users').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('tags_name_idx').on(t.name, t.id),
    index('tags_created_idx').on(t.created, t.id),
    index('tags_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
