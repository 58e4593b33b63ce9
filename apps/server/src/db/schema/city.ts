import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TPicture } from '@mise/contracts/common/picture';
import { editorial, idColumn, jsonList, pictures, publishable, refColumn, softDeletable, timestamps } from '../columns';
import { destinationPacks } from './destination-pack';
import { nameSearchIndexes, namePairsIndex } from './name-search-indexes';

/** Cities (model Destination), part 1 §3. */
export const cities = pgTable(
  'destinations',
  {
    id: idColumn(),
    name: text('name').notNull(),
    state: text('state'),
    country: text('country'),
    continent: text('continent'),
    description: text('description'),
    shortDescription: text('short_description'),
    byline: text('byline'),
    beforeYouGo: text('before_you_go'),
    whatsInside: text('whats_inside'),
    placeId: text('place_id'),
    location: jsonb('location').$type<{ lat: number; lng: number }>(),
    slug: text('slug'),
    ...publishable(),
    inGuide: boolean('in_guide').notNull().default(false),
    ...editorial(),
    destinationPackId: refColumn('destination_pack_id').references(() => destinationPacks.id, { onDelete: 'set null' }),
    iconicFoodDrinkIds: integer('iconic_food_drink_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    totalVotes: integer('total_votes').notNull().default(0),
    ...softDeletable(),
    ...pictures(),
    _landscapePictures: jsonList<TPicture>('_landscape_pictures'),
    _lottieJson: jsonList<TPicture>('_lottie_json'),
    sellImages: jsonList<TPicture>('sell_images'),
    sellVideo: jsonb('sell_video').$type<{ url: string } | null>(),
    ...timestamps(),
  },
  (t) => [
    // Lists hide deleted rows, so every list index is partial on deleted = false.
    index('destinations_name_idx')
      .on(t.name, t.id)
      .where(sql`deleted = false`),
    index('destinations_created_idx')
      .on(t.created, t.id)
      .where(sql`deleted = false`),
    index('destinations_updated_idx')
      .on(t.updated, t.id)
      .where(sql`deleted = false`),
    index('destinations_published_name_idx')
      .on(t.isPublished, t.name, t.id)
      .where(sql`deleted = false`),
    // Kept for the pack's on-delete set null, which must also find soft-deleted cities.
    index('destinations_pack_idx').on(t.destinationPackId),
    // A pack's Cities tab (where destinationPackId, by name, name search) and its city count, index-only.
    index('destinations_pack_name_idx')
      .on(t.destinationPackId, t.name, t.id)
      .where(sql`deleted = false`),
    index('destinations_voted_idx')
      .on(t.name)
      .where(sql`deleted = false and total_votes > 0`),
    index('destinations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    ...nameSearchIndexes('destinations', t),
    namePairsIndex('destinations', t),
  ],
);
