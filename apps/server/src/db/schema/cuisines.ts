import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { editorial, idColumn, pictures, publishable, slugColumn, softDeletable, timestamps } from '../columns';

const live = sql`deleted = false`;

/** Cuisines, part 2 §3. */
export const cuisines = pgTable(
  'cuisines',
  {
    id: idColumn(),
    name: text('name').notNull(),
    shortDescription: text('short_description'),
    description: text('description'),
    ...slugColumn(),
    ...publishable(),
    ...editorial(),
    ...pictures(),
    ...softDeletable(),
    ...timestamps(),
  },
  (t) => [
    index('cuisines_name_idx').on(t.name, t.id).where(live),
    index('cuisines_created_idx').on(t.created, t.id).where(live),
    index('cuisines_updated_idx').on(t.updated, t.id).where(live),
    index('cuisines_published_name_idx').on(t.isPublished, t.name, t.id).where(live),
    index('cuisines_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
