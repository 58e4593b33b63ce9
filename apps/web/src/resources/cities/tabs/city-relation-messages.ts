/** Toasts of the city relation tabs, exactly as part 1 §8 writes them. */
export const CITY_RELATION_MSG = {
  cuisinesAdded: 'Cuisines Added Successfully',
  cuisinesAddFailed: 'Cuisine Add Unsuccessful',
  dishesAdded: 'Dishes Added Successfully',
  dishesAddFailed: 'Dishes Add Unsuccessful',
  placesAdded: 'Places Added Successfully',
  placesAddFailed: 'Places Add Unsuccessful',
  placeDeleted: 'Place Deleted',
  placeDeleteFailed: 'Place Delete Unsuccessful',
  iconicAdded: 'Dish added into the iconic dishes list',
  iconicRemoved: 'Dish removed from the iconic dishes list',
  iconicFailed: 'Failed to toggle dish status',
  subscribed: 'Success',
} as const;

/** The city's API path. */
export const CITIES_PATH = 'destinations';

/** Where a click on an eatinerary goes (part 1 §2). */
export const eatineraryDetailsPath = (id: number) => `/dashboard/eatineraries/${id}/details`;
