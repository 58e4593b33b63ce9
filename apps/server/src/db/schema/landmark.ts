import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TLandmarkAddress } from '@mise/contracts/resources/landmark';
import { editorial, idColumn, pictures, publishable, refColumn, slugColumn, softDeletable, timestamps } from '../columns';
import { destinations } from './city';
import { cityNameSearchIndexes, nameSearchIndexes } from './name-search-indexes';

const live = sql`deleted = false`;

/** Landmarks, part 2 §3. */
export const landmarks = pgTable(
  'landmarks',
  {
    id: idColumn(),
    name: text('name').notNull(),
    // Required by the form; nullable so a city's hard delete keeps its landmarks.
    destinationId: refColumn('destination_id').references(() => destinations.id, { onDelete: 'set null' }),
    /** Position in the city's landmarks tab. */
    destinationOrder: integer('destination_order').notNull().default(0),
    shortDescription: text('short_description'),
    description: text('description'),
    address: jsonb('address').$type<TLandmarkAddress | null>(),
    location: jsonb('location').$type<{ lat: number; lng: number }>(),
    ...publishable(),
    ...editorial(),
    ...slugColumn(),
    status: text('status'),
    city: text('city'),
    ...pictures(),
    ...softDeletable(),
    ...timestamps(),
  },
  (t) => [
    index('landmarks_name_idx').on(t.name, t.id).where(live),
    index('landmarks_created_idx').on(t.created, t.id).where(live),
    index('landmarks_updated_idx').on(t.updated, t.id).where(live),
    index('landmarks_published_name_idx').on(t.isPublished, t.name, t.id).where(live),
    index('landmarks_destination_name_idx').on(t.destinationId, t.name, t.id).where(live),
    // Not partial: it also serves the foreign key's ON DELETE SET NULL.
    index('landmarks_destination_order_idx').on(t.destinationId, t.destinationOrder, t.id),
    index('landmarks_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    ...nameSearchIndexes('landmarks', t),
    ...cityNameSearchIndexes('landmarks', t),
  ],
);
