/** An item loaded with `includeCount`: the size of each of its to-many relations, by relation name. */
export type TWithCounts = { counts?: Record<string, number> };

/**
 * A tab label's count read from the item's `counts`.
 * @example
 * { segment: 'dishes', label: 'Dishes', count: relationCount('foodDrinks'), relation: { name: 'foodDrinks' } }
 */
export const relationCount =
  (relation: string) =>
  (item: TWithCounts): number | undefined =>
    item.counts?.[relation];

/**
 * The Places tab of an item related to places (a dish's, a cuisine's): its `establishments`, 30 per page, added through
 * the place picker and removed one by one, with §8's 'Places Updated Successfully' / 'Places Update Unsuccessful'.
 * @example
 * tabs: [{ segment: 'details', … }, PLACES_TAB]
 */
export const PLACES_TAB = {
  segment: 'places',
  label: 'Places',
  count: relationCount('establishments'),
  relation: {
    name: 'establishments',
    label: 'Places',
    removable: true,
    add: { messages: { success: 'Places Updated Successfully', failure: 'Places Update Unsuccessful' } },
  },
} as const;
