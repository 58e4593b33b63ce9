/**
 * Type-level tests of typed includes, checked by `npm run typecheck` (never bundled: nothing imports this file). Each
 * `@ts-expect-error` line must stay an error: an include may only name a relation the contract declares.
 */
import { type TIncluded, includes } from './includes';
import { dishResource } from './resources/dish';
import { placeResource } from './resources/place';

export const PLACE = includes(placeResource, [
  { relation: 'destination', scope: { fields: ['id', 'name'] } },
  { relation: 'similarEstablishments', scope: { fields: ['id', 'name'] } },
  'suggestions',
]);
type TPlaceIncluded = TIncluded<typeof placeResource, typeof PLACE>;

// @ts-expect-error a typo in a relation name fails the check
export const typo = includes(placeResource, [{ relation: 'destinaton' }]);
// @ts-expect-error a relation of another type (a dish has no `destination`)
export const foreign = includes(dishResource, ['destination']);

export const city: NonNullable<TPlaceIncluded['destination']> = { id: 1, name: 'Lisbon' };
// @ts-expect-error only the fields the scope asked for (and the id) are there
export const unasked: NonNullable<TPlaceIncluded['destination']> = { id: 1, name: 'Lisbon', slug: 'lisbon' };
// @ts-expect-error a to-one include is one row (or null), not a list
export const notAList: TPlaceIncluded['destination'] = [{ id: 1, name: 'Lisbon' }];
export const similar: TPlaceIncluded['similarEstablishments'] = [{ id: 2, name: 'Fig' }];
// Derived includes take the shape the contract declares for them.
export const suggestions: TPlaceIncluded['suggestions'] = [];
// @ts-expect-error what was not included is not there
export const notIncluded: TPlaceIncluded['cuisines'] = [];
