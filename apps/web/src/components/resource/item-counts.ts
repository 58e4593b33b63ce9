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
