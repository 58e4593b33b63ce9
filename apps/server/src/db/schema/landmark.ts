import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TLandmarkAddress } from '@mise/contracts/resources/landmark';
import {
  editorial,
  idColumn,
  pictures,
  publishable,
  refColumn,
  slugColumn,
  softDeletable,
  timestamps,
} from '../columns';
import { cities } from './city';
import { cityNameSearchIndexes, nameSearchIndexes, namePairsIndex } from './name-search-indexes';

const live = sql`deleted = false`;

/**
 * A landmark's location as a point on the earth (earthdistance's `ll_to_earth`, a cube). The nearby index holds this
 * expression and GET landmarks/nearby orders by it, so both must be written by this one function.
 * @example
 * db.select().from(landmarks).orderBy(sql`${landmarkEarth(landmarks.location)} <-> ll_to_earth(38.7, -9.1)`)
 */
export const landmarkEarth = (location: AnyPgColumn | SQL): SQL =>
  sql`ll_to_earth(((${location} ->> 'lat'))::float8, ((${location} ->> 'lng'))::float8)`;

/** Landmarks, part 2 §3. */
export const landmarks = pgTable(
  'landmarks',
  {
    id: idColumn(),
    name: text('name').notNull(),
    // Required by the form; nullable so a city's hard delete keeps its landmarks.
    destinationId: refColumn('destination_id').references(() => cities.id, { onDelete: 'set null' }),
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
    // The form's nearby list: a city's landmarks nearest a point, read in distance order (GiST k-nearest; btree_gist
    // lets the city's id share the index). Migration 0016 creates the extensions first.
    index('landmarks_nearby_idx').using('gist', t.destinationId, landmarkEarth(t.location)).where(live),
    index('landmarks_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    ...nameSearchIndexes('landmarks', t),
    namePairsIndex('landmarks', t),
    ...cityNameSearchIndexes('landmarks', t),
  ],
);
