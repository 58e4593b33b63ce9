import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../columns';
import { tags } from './tag';

/** Tag categories, dragged into `order` (1-based). */
export const tagCategories = pgTable(
  'tag_categories',
  {
    id: idColumn(),
    name: text('name').notNull(),
    order: integer('order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('tag_categories_order_idx').on(t.order, t.id),
    index('tag_categories_name_idx').on(t.name, t.id),
    index('tag_categories_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Which tags a category shows, in order; a tag may sit in several categories. */
export const tagCategoryTags = pgTable(
  'tag_category_tags',
  {
    tagCategoryId: integer('tag_category_id')
      .notNull()
      .references(() => tagCategories.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.tagCategoryId, t.tagId] }), index('tag_category_tags_tag_idx').on(t.tagId)],
);
