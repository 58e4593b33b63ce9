import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { contentListIndexes, describedContent, idColumn, refColumn, timestamps } from '../columns';
import { cities } from './city';
import { cityNameSearchIndexes, nameSearchIndexes, namePairsIndex } from './name-search-indexes';

/** Explore lists (model List), part 2 §3. Their places are in list_establishments. */
export const exploreLists = pgTable(
  'lists',
  {
    id: idColumn(),
    name: text('name').notNull(),
    destinationId: refColumn('destination_id').references(() => cities.id, { onDelete: 'set null' }),
    ...describedContent(),
    ...timestamps(),
  },
  (t) => [
    ...contentListIndexes('lists', t),
    // Not partial, so it also serves the foreign key's ON DELETE SET NULL; `deleted` inside lets a city's live lists be counted from the index alone.
    index('lists_destination_name_idx').on(t.destinationId, t.deleted, t.name, t.id),
    ...nameSearchIndexes('lists', t),
    namePairsIndex('lists', t),
    ...cityNameSearchIndexes('lists', t),
  ],
);
