import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  PLACE_STATUS_VALUES,
  type TExternalRating,
  type TOpeningDay,
  type TSocialUrl,
  type TSuggestion,
} from '@mise/contracts/resources/place';
import { editorial, idColumn, jsonList, pictures, publishable, refColumn, softDeletable, timestamps } from '../columns';
import { cities } from './city';
import { cityNameSearchIndexes, nameSearchIndexes, namePairsIndex } from './name-search-indexes';

const live = sql`deleted = false`;

/** Places (model Establishment), part 2 §3. */
export const places = pgTable(
  'establishments',
  {
    id: idColumn(),
    /** The maps service's place id; unique among live places (409 → 'This place is already in {product}'). */
    placeId: text('place_id'),
    name: text('name').notNull(),
    phone: text('phone'),
    website: text('website'),
    reservationLink: text('reservation_link'),
    destinationId: refColumn('destination_id').references(() => cities.id, { onDelete: 'set null' }),
    /** Position in the city's places tab. */
    destinationOrder: integer('destination_order').notNull().default(0),
    description: text('description'),
    shortDescription: text('short_description'),
    range: integer('range'),
    types: text('types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    addressLine1: text('address_line1'),
    externalRatings: jsonList<TExternalRating>('external_ratings'),
    _openingDays: jsonList<TOpeningDay>('_opening_days'),
    address: text('address'),
    city: text('city'),
    locality: text('locality'),
    zipcode: text('zipcode'),
    localeAddress: text('locale_address'),
    ...publishable(),
    status: text('status').notNull().default('WIP'),
    ...softDeletable(),
    inGuide: boolean('in_guide').notNull().default(true),
    takeoutAndDelivery: boolean('takeout_and_delivery').notNull().default(false),
    guideRating: integer('guide_rating'),
    location: jsonb('location').$type<{ lat: number; lng: number }>(),
    socialUrls: jsonList<TSocialUrl>('social_urls'),
    instagramLink: text('instagram_link'),
    place_email: text('place_email'),
    ...editorial(),
    bookWeeksAhead: boolean('book_weeks_ahead').notNull().default(false),
    expectALine: boolean('expect_a_line').notNull().default(false),
    slug: text('slug'),
    manualUpdated: timestamp('manual_updated', { withTimezone: true, mode: 'date' }),
    // Kept in step by the favourites / wishes write path, so list rows need no join to show them.
    favouriteCount: integer('favourite_count').notNull().default(0),
    wishCount: integer('wish_count').notNull().default(0),
    ...pictures(),
    _suggestions: jsonList<TSuggestion>('_suggestions'),
    // Derived so 'User Submitted' is an indexed boolean rather than a jsonb scan of every row.
    hasSuggestions: boolean('has_suggestions')
      .notNull()
      .generatedAlwaysAs(sql`jsonb_path_exists(_suggestions, '$[*] ? (!(@.deleted == true))')`),
    ...timestamps(),
  },
  (t) => [
    check('establishments_range_check', sql`range between 1 and 4`),
    check('establishments_guide_rating_check', sql`guide_rating between 0 and 3`),
    check('establishments_status_check', sql.raw(`status in (${PLACE_STATUS_VALUES.map((v) => `'${v}'`).join(', ')})`)),
    uniqueIndex('establishments_place_id_idx')
      .on(t.placeId)
      .where(sql`place_id is not null and deleted = false`),
    // Lists hide deleted rows, so list indexes are partial on deleted = false.
    // The published state, status and rating after the name order: a filter on them in name order is tested on the
    // index entry (migration 0043), so they need no index of their own in front of the name, and a write fewer entries.
    index('establishments_name_idx').on(t.name, t.id, t.isPublished, t.status, t.guideRating).where(live),
    index('establishments_created_idx').on(t.created, t.id).where(live),
    index('establishments_updated_idx').on(t.updated, t.id).where(live),
    // Summary and list counts: index-only scans over narrow partial indexes.
    index('establishments_live_idx').on(t.id).where(live),
    index('establishments_published_idx')
      .on(t.id)
      .where(sql`deleted = false and is_published = true`),
    // One city's places by name, and the same filters as the name index's.
    index('establishments_city_name_idx')
      .on(t.destinationId, t.name, t.id, t.isPublished, t.status, t.guideRating)
      .where(live),
    // Not partial: it also serves the foreign key's ON DELETE SET NULL.
    index('establishments_destination_order_idx').on(t.destinationId, t.destinationOrder, t.id),
    // The sorts by status and by rating (the id breaks ties).
    index('establishments_status_idx').on(t.status, t.id).where(live),
    index('establishments_guide_rating_idx').on(t.guideRating, t.id).where(live),
    index('establishments_newly_added_idx')
      .on(t.name, t.id)
      .where(sql`deleted = false and newly_added = true`),
    index('establishments_recently_updated_idx')
      .on(t.name, t.id)
      .where(sql`deleted = false and recently_updated = true`),
    index('establishments_suggested_idx')
      .on(t.name, t.id)
      .where(sql`deleted = false and has_suggestions = true`),
    // A user's suggested places: _suggestions @> '[{"userId": n}]'.
    index('establishments_suggestions_idx').using('gin', t._suggestions.op('jsonb_path_ops')),
    index('establishments_types_idx').using('gin', t.types),
    index('establishments_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    ...nameSearchIndexes('establishments', t),
    namePairsIndex('establishments', t),
    ...cityNameSearchIndexes('establishments', t),
  ],
);
