import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TPicture } from '@mise/contracts/common/picture';
import { idColumn, publishable, timestamps } from '../columns';
import { places } from './place';
import { users } from './user';

const stars = (name: string) => integer(name);

/** A user's review of a place (model Review); the place is the API's `subject`. */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    text: text('text'),
    rating: stars('rating'),
    taste: stars('taste'),
    cleanliness: stars('cleanliness'),
    service: stars('service'),
    value: stars('value'),
    ...publishable(),
    ...timestamps(),
  },
  (t) => [
    check(
      'reviews_stars_check',
      sql`rating between 1 and 5 and taste between 1 and 5 and cleanliness between 1 and 5 and service between 1 and 5 and value between 1 and 5`,
    ),
    index('reviews_establishment_idx').on(t.establishmentId, t.created),
    index('reviews_user_idx').on(t.userId, t.created),
    index('reviews_created_idx').on(t.created, t.id),
    index('reviews_published_created_idx').on(t.isPublished, t.created, t.id),
  ],
);

/** Editorial reviews (model UserReview), each with a large and a small picture. */
export const userReviews = pgTable(
  'user_reviews',
  {
    id: idColumn(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    lgPicture: jsonb('lg_picture').$type<TPicture | null>(),
    smPicture: jsonb('sm_picture').$type<TPicture | null>(),
    // The author; reviews outlive a deleted account.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...publishable(),
    ...timestamps(),
  },
  (t) => [
    index('user_reviews_title_idx').on(t.title, t.id),
    index('user_reviews_created_idx').on(t.created, t.id),
    index('user_reviews_updated_idx').on(t.updated, t.id),
    index('user_reviews_published_title_idx').on(t.isPublished, t.title, t.id),
    index('user_reviews_user_idx').on(t.userId),
    index('user_reviews_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);
