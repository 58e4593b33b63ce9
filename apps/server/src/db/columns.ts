import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  type ExtraConfigColumn,
  boolean,
  index,
  integer,
  jsonb,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TPicture } from '@mise/contracts/common/picture';

/**
 * Shared column builders. Every table is written by hand from these, so each
 * fact (the id type, what "published" means, the picture list shape) is stated once.
 * TS property names are the API field names; SQL names are snake_case.
 */
export const idColumn = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

/** A foreign key column holding another row's id. */
export const refColumn = (name: string) => integer(name);

export const timestamps = () => ({
  created: timestamp('created', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updated: timestamp('updated', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const publishable = () => ({
  isPublished: boolean('is_published').notNull().default(false),
});

export const softDeletable = () => ({
  deleted: boolean('deleted').notNull().default(false),
});

/** Internal notes plus the two editorial flags most content types carry. */
export const editorial = () => ({
  notes: text('notes'),
  newlyAdded: boolean('newly_added').notNull().default(false),
  recentlyUpdated: boolean('recently_updated').notNull().default(false),
});

/** An embedded, ordered list stored as jsonb (pictures, sections, opening days…). */
export const jsonList = <T>(name: string) =>
  jsonb(name)
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

export const pictures = () => ({ _pictures: jsonList<TPicture>('_pictures') });

export const slugColumn = () => ({ slug: text('slug') });
export const nameColumn = () => ({ name: text('name').notNull() });

/** The descriptive, editorial and picture columns of catalogue items (cuisines, dishes, explore lists). */
export const describedContent = () => ({
  shortDescription: text('short_description'),
  description: text('description'),
  ...slugColumn(),
  ...publishable(),
  ...editorial(),
  ...pictures(),
  ...softDeletable(),
});

const liveRows = sql`deleted = false`;

/**
 * The indexes every soft-deleted content list needs: its sorts (name, created, updated), the published filter, and trigram search on name.
 * @example
 * (t) => [...contentListIndexes('cuisines', t)]
 */
export function contentListIndexes(
  table: string,
  t: {
    id: ExtraConfigColumn;
    name: ExtraConfigColumn;
    created: ExtraConfigColumn;
    updated: ExtraConfigColumn;
    isPublished: ExtraConfigColumn;
  },
) {
  return [
    index(`${table}_name_idx`).on(t.name, t.id).where(liveRows),
    index(`${table}_created_idx`).on(t.created, t.id).where(liveRows),
    index(`${table}_updated_idx`).on(t.updated, t.id).where(liveRows),
    index(`${table}_published_name_idx`).on(t.isPublished, t.name, t.id).where(liveRows),
    index(`${table}_name_trgm_idx`).using('gin', t.name.op('gin_trgm_ops')),
  ];
}

/** One side of a join table: required, and removed with the row it points at. */
export const linkColumn = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
