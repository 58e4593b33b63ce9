import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { contentListIndexes, describedContent, idColumn, timestamps } from '../columns';
import { nameSearchIndexes, namePairsIndex } from './name-search-indexes';

const live = sql`deleted = false`;

/** Dishes (model FoodDrink), part 2 §3. */
export const dishes = pgTable(
  'food_drinks',
  {
    id: idColumn(),
    name: text('name').notNull(),
    type: text('type').notNull().default('food'),
    ...describedContent(),
    ...timestamps(),
  },
  (t) => [
    ...contentListIndexes('food_drinks', t),
    check('food_drinks_type_check', sql`type in ('food', 'drink')`),
    index('food_drinks_type_name_idx').on(t.type, t.name, t.id).where(live),
    ...nameSearchIndexes('food_drinks', t),
    namePairsIndex('food_drinks', t),
  ],
);
