import { sql } from 'drizzle-orm';
import { check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { editorial, idColumn, pictures, publishable, slugColumn, softDeletable, timestamps } from '../columns';

const live = sql`deleted = false`;

/** Dishes (model FoodDrink), part 2 §3. */
export const foodDrinks = pgTable(
  'food_drinks',
  {
    id: idColumn(),
    name: text('name').notNull(),
    type: text('type').notNull().default('food'),
    shortDescription: text('short_description'),
    description: text('description'),
    ...slugColumn(),
    ...publishable(),
    ...editorial(),
    ...pictures(),
    ...softDeletable(),
    ...timestamps(),
  },
  (t) => [
    check('food_drinks_type_check', sql`type in ('food', 'drink')`),
    index('food_drinks_name_idx').on(t.name, t.id).where(live),
    index('food_drinks_created_idx').on(t.created, t.id).where(live),
    index('food_drinks_updated_idx').on(t.updated, t.id).where(live),
    index('food_drinks_published_name_idx').on(t.isPublished, t.name, t.id).where(live),
    index('food_drinks_type_name_idx').on(t.type, t.name, t.id).where(live),
    index('food_drinks_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);
