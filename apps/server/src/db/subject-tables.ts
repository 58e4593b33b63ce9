import type { TSubjectType } from '@mise/contracts/resources/part2-fields';

/**
 * The table each subjectType points into (saved-list items, home-section entries). Identifiers are ours, so they go
 * into statements as raw SQL.
 */
export const SUBJECT_TABLES: Record<TSubjectType, string> = {
  Cuisine: 'cuisines',
  Establishment: 'establishments',
  Destination: 'destinations',
  FoodDrink: 'food_drinks',
  Landmark: 'landmarks',
  List: 'lists',
  Eateries: 'eateries',
};
