import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { idColumn, jsonList, softDeletable, timestamps } from '../columns';
import { nameSearchIndexes } from './name-search-indexes';

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
    _knowsAbouts: jsonList<{ destinationId: number; how: string; startDate?: string; endDate?: string }>(
      '_knows_abouts',
    ),
    /**
     * Kept by triggers (migration 0018), never written by the API: the latest end of the user's city subscriptions
     * ('9999-12-31' for one that does not expire; null when the user has none), and whether the user ever bought a pack
     * (a transaction without a coupon). The users list's city filter reads them (resources/user/subscription-filter.ts).
     */
    subscriptionEnds: timestamp('subscription_ends', { withTimezone: true, mode: 'date' }),
    subscriptionPaid: boolean('subscription_paid').notNull().default(false),
    /** Kept with them: subscription_ends is not null (ever subscribed); facet_counts keeps the Basic count by it. */
    subscribed: boolean('subscribed').notNull().default(false),
    ...softDeletable(),
    ...timestamps(),
  },
  (t) => [
    // Emails are compared case-insensitively; the stored value is already lower-cased and trimmed. Unique among live
    // users: a trashed one never blocks a new account (migration 0029).
    uniqueIndex('users_email_idx')
      .on(t.email)
      .where(sql`deleted = false`),
    index('users_name_idx').on(t.name, t.id),
    index('users_created_idx').on(t.created, t.id),
    index('users_recommender_idx').on(t.isRecommender, t.name),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_updated_idx').on(t.updated, t.id),
    // The city filter's counts: one range of subscription_ends (null = Basic), paid read from the index.
    index('users_subscription_idx')
      .on(t.subscriptionEnds, t.subscriptionPaid)
      .where(sql`deleted = false`),
    // The city filter's pages by name: only the fifth of users who ever subscribed.
    index('users_subscribed_name_idx')
      .on(t.name, t.id)
      .where(sql`deleted = false and subscription_ends is not null`),
    ...nameSearchIndexes('users', t),
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

/**
 * A staff member's TOTP second factor (issue 10 §9). One row per user: pending (`enabledAt` null) from the start of an
 * enrolment until a code from the new device confirms it; only an enabled row is asked for at sign-in.
 */
export const staffTwoFactor = pgTable('staff_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Base32 TOTP secret. Kept as is: the server must compute codes from it, so it cannot be hashed (see docs/security.md). */
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  /** The last 30-second step a code was accepted for: a code of this step or an earlier one is refused (no replay). */
  lastStep: bigint('last_step', { mode: 'number' }),
  /** SHA-256 (hex) of each unspent recovery code; a used one is removed. */
  recoveryCodes: text('recovery_codes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  ...timestamps(),
});

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
