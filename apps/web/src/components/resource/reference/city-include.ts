import type { cityResource } from '@mise/contracts/resources/city';
import type { TTargetRow } from '@mise/contracts/includes';

/** The `include` that gives a row or an item its city's id and name, and nothing more of the city. */
export const CITY_NAME = { relation: 'destination', scope: { fields: ['id', 'name'] } } as const;

/** A record of any type with a `destination`, loaded with `CITY_NAME`. */
export type TWithCity = { destination?: TTargetRow<typeof cityResource, 'name'> | null };
