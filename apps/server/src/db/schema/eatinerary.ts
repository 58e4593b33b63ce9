import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { TEatinerarySectionStored } from '@mise/contracts/resources/eatinerary';
import { editorial, idColumn, jsonList, pictures, publishable, softDeletable, timestamps } from '../columns';
import { cities } from './city';
import { cityNameSearchIndexes, nameSearchIndexes, namePairsIndex } from './name-search-indexes';

/** Eatineraries (model Eateries), part 1 §3. */
export const eatineraries = pgTable(
  'eateries',
  {
    id: idColumn(),
    name: text('name').notNull(),
    description: text('description'),
    // An eatinerary is a city's; it goes with the city if that row is ever removed (cities are normally soft-deleted).
    destinationId: integer('destination_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    /** Position in the city's Eatineraries tab. */
    destinationOrder: integer('destination_order').notNull().default(0),
    ...publishable(),
    ...editorial(),
    /** Places by id; the answer replaces them with _places {id, name}. */
    _sections: jsonList<TEatinerarySectionStored>('_sections'),
    ...pictures(),
    ...softDeletable(),
    ...timestamps(),
  },
  (t) => [
    // Lists hide deleted rows, so every list index is partial on deleted = false.
    index('eateries_name_idx')
      .on(t.name, t.id)
      .where(sql`deleted = false`),
    index('eateries_published_name_idx')
      .on(t.isPublished, t.name, t.id)
      .where(sql`deleted = false`),
    index('eateries_newly_added_idx')
      .on(t.name, t.id)
      .where(sql`deleted = false and newly_added`),
    index('eateries_recently_updated_idx')
      .on(t.name, t.id)
      .where(sql`deleted = false and recently_updated`),
    index('eateries_destination_name_idx')
      .on(t.destinationId, t.name, t.id)
      .where(sql`deleted = false`),
    index('eateries_destination_order_idx')
      .on(t.destinationId, t.destinationOrder, t.id)
      .where(sql`deleted = false`),
    index('eateries_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    ...nameSearchIndexes('eateries', t),
    namePairsIndex('eateries', t),
    ...cityNameSearchIndexes('eateries', t),
  ],
);
