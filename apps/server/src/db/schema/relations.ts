import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { linkColumn, timestamps } from '../columns';
import { cuisines } from './cuisine';
import { cities } from './city';
import { places } from './place';
import { dishes } from './dish';
import { exploreLists } from './explore-list';
import { tags } from './tag';
import { users } from './user';

/**
 * Many-to-many join tables. Each has a composite primary key (which serves lookups and
 * per-row counts from the first side) and an index on the second key (the other side,
 * and the cascade when that side is deleted). `position` exists where staff reorder.
 */
const position = () => integer('position').notNull().default(0);

/** A city's dishes, reorderable in the city's dishes tab. */
export const cityDishes = pgTable(
  'destination_food_drinks',
  {
    destinationId: linkColumn('destination_id', () => cities.id),
    foodDrinkId: linkColumn('food_drink_id', () => dishes.id),
    position: position(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.destinationId, t.foodDrinkId] }),
    index('destination_food_drinks_food_drink_idx').on(t.foodDrinkId),
  ],
);

/** A city's cuisines, reorderable in the city's cuisines tab. */
export const cityCuisines = pgTable(
  'destination_cuisines',
  {
    destinationId: linkColumn('destination_id', () => cities.id),
    cuisineId: linkColumn('cuisine_id', () => cuisines.id),
    position: position(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.destinationId, t.cuisineId] }),
    index('destination_cuisines_cuisine_idx').on(t.cuisineId),
  ],
);

export const placeCuisines = pgTable(
  'establishment_cuisines',
  {
    establishmentId: linkColumn('establishment_id', () => places.id),
    cuisineId: linkColumn('cuisine_id', () => cuisines.id),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.establishmentId, t.cuisineId] }),
    index('establishment_cuisines_cuisine_idx').on(t.cuisineId),
  ],
);

export const placeDishes = pgTable(
  'establishment_food_drinks',
  {
    establishmentId: linkColumn('establishment_id', () => places.id),
    foodDrinkId: linkColumn('food_drink_id', () => dishes.id),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.establishmentId, t.foodDrinkId] }),
    index('establishment_food_drinks_food_drink_idx').on(t.foodDrinkId),
  ],
);

export const cuisineDishes = pgTable(
  'cuisine_food_drinks',
  {
    cuisineId: linkColumn('cuisine_id', () => cuisines.id),
    foodDrinkId: linkColumn('food_drink_id', () => dishes.id),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.cuisineId, t.foodDrinkId] }),
    index('cuisine_food_drinks_food_drink_idx').on(t.foodDrinkId),
  ],
);

/** An explore list's places, reorderable in its places tab. */
export const exploreListPlaces = pgTable(
  'list_establishments',
  {
    listId: linkColumn('list_id', () => exploreLists.id),
    establishmentId: linkColumn('establishment_id', () => places.id),
    position: position(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.establishmentId] }),
    index('list_establishments_establishment_idx').on(t.establishmentId),
  ],
);

export const placeTags = pgTable(
  'establishment_tags',
  {
    establishmentId: linkColumn('establishment_id', () => places.id),
    tagId: linkColumn('tag_id', () => tags.id),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.establishmentId, t.tagId] }), index('establishment_tags_tag_idx').on(t.tagId)],
);

/** A user's preference tags (the preferences tab). */
export const userTags = pgTable(
  'user_tags',
  {
    userId: linkColumn('user_id', () => users.id),
    tagId: linkColumn('tag_id', () => tags.id),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tagId] }), index('user_tags_tag_idx').on(t.tagId)],
);

/** Directed: a place's "similar places" list; the other place does not list it back unless added. */
export const similarPlaces = pgTable(
  'similar_establishments',
  {
    establishmentId: linkColumn('establishment_id', () => places.id),
    similarId: linkColumn('similar_id', () => places.id),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.establishmentId, t.similarId] }),
    index('similar_establishments_similar_idx').on(t.similarId),
  ],
);

/** Places a user liked ('Liked By'); establishments.favouriteCount mirrors the row count. */
export const favourites = pgTable(
  'favourites',
  {
    establishmentId: linkColumn('establishment_id', () => places.id),
    userId: linkColumn('user_id', () => users.id),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.establishmentId, t.userId] }), index('favourites_user_idx').on(t.userId)],
);

/** Places a user saved ('Saved By'); establishments.wishCount mirrors the row count. */
export const wishes = pgTable(
  'wishes',
  {
    establishmentId: linkColumn('establishment_id', () => places.id),
    userId: linkColumn('user_id', () => users.id),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.establishmentId, t.userId] }), index('wishes_user_idx').on(t.userId)],
);
