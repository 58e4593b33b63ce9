import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { editorial, idColumn, pictures, publishable, refColumn, slugColumn, softDeletable, timestamps } from '../columns';
import { destinations } from './destinations';

const live = sql`deleted = false`;

/** Explore lists (model List), part 2 §3. Their places are in list_establishments. */
export const lists = pgTable(
  'lists',
  {
    id: idColumn(),
    name: text('name').notNull(),
    destinationId: refColumn('destination_id').references(() => destinations.id, { onDelete: 'set null' }),
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
    index('lists_name_idx').on(t.name, t.id).where(live),
    index('lists_created_idx').on(t.created, t.id).where(live),
    index('lists_updated_idx').on(t.updated, t.id).where(live),
    index('lists_published_name_idx').on(t.isPublished, t.name, t.id).where(live),
    // Not partial: it also serves the foreign key's ON DELETE SET NULL.
    index('lists_destination_name_idx').on(t.destinationId, t.name, t.id),
    index('lists_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
