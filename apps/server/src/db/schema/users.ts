import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, jsonList, softDeletable, timestamps } from '../columns';

/** Staff and guide users alike (part 1 §3 User, part 2 §3 User). Staff hold the ADMIN role through role_mappings. */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    email: text('email').notNull(),
    /** argon2id PHC string; never selected by the generic layer, never answered. */
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    name: text('name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    website: text('website'),
    bio: text('bio'),
    slug: text('slug'),
    notes: text('notes'),
    _profile_image: jsonb('_profile_image').$type<{ url: string; thumbnail?: string } | null>(),
    picture: text('picture'),
    isRecommender: boolean('is_recommender').notNull().default(false),
    inSearch: boolean('in_search').notNull().default(false),
    foodPreference: integer('food_preference'),
    drink: integer('drink'),
    _knowsAbouts: jsonList<{ destinationId: number; how: string; startDate?: string; endDate?: string }>('_knows_abouts'),
    ...softDeletable(),
    ...timestamps(),
  },
  (t) => [
    // Emails are compared case-insensitively; the stored value is already lower-cased and trimmed.
    uniqueIndex('users_email_idx').on(t.email),
    index('users_name_idx').on(t.name, t.id),
    index('users_created_idx').on(t.created, t.id),
    index('users_recommender_idx').on(t.isRecommender, t.name),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

export const roles = pgTable('roles', {
  id: idColumn(),
  name: text('name').notNull().unique(),
  description: text('description'),
  ...timestamps(),
});

export const roleMappings = pgTable(
  'role_mappings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('role_mappings_role_idx').on(t.roleId)],
);

/** Sessions. The token itself is never stored: `id` is its SHA-256. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ttl: integer('ttl').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    ...timestamps(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId), index('access_tokens_expires_idx').on(t.expiresAt)],
);

/** Who changed what: one row per write. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: idColumn(),
    userId: integer('user_id'),
    model: text('model').notNull(),
    itemId: text('item_id'),
    action: text('action').notNull(),
    changedFields: text('changed_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('activity_log_item_idx').on(t.model, t.itemId, t.at), index('activity_log_at_idx').on(t.at)],
);

/** Site settings (part 1 §3, part 2 §3): key → jsonb value. */
export const settings = pgTable('settings', {
  id: idColumn(),
  key: text('key').notNull().unique(),
  value: jsonb('value').$type<unknown>().notNull(),
  ...timestamps(),
});
