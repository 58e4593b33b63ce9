import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUBJECT_TYPES } from '@mise/contracts/resources/part2-fields';
import { idColumn, refColumn, timestamps } from '../columns';
import { cities } from './city';

/** The eight home-page sections, one row per slug. */
export const homeSections = pgTable(
  'home_sections',
  {
    id: idColumn(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('home_sections_slug_idx').on(t.slug)],
);

/** Entries of a section in 1-based `order`; subjectType names the table subjectId points into. */
export const homeSectionEntities = pgTable(
  'home_section_entities',
  {
    id: idColumn(),
    homeSectionId: integer('home_section_id')
      .notNull()
      .references(() => homeSections.id, { onDelete: 'cascade' }),
    subjectId: integer('subject_id').notNull(),
    subjectType: text('subject_type').notNull(),
    destinationId: refColumn('destination_id').references(() => cities.id, { onDelete: 'set null' }),
    name: text('name'),
    order: integer('order').notNull().default(0),
    /**
     * Hero videos: the stored file's served URL (`/img/home-videos/<uuid>.<ext>`), kept as a URL so the media sweep
     * sees it referenced. Null for other sections, and for videos uploaded before it existed (stored under the entry's
     * id: media/hero-video-keys.ts finds those).
     */
    videoUrl: text('video_url'),
    ...timestamps(),
  },
  (t) => [
    check(
      'home_section_entities_subject_type_check',
      sql.raw(`subject_type in (${SUBJECT_TYPES.map((v) => `'${v}'`).join(', ')})`),
    ),
    index('home_section_entities_section_idx').on(t.homeSectionId, t.order, t.id),
    index('home_section_entities_subject_idx').on(t.subjectType, t.subjectId),
    index('home_section_entities_destination_idx').on(t.destinationId),
  ],
);
