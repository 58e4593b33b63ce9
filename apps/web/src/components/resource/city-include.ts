/** The `include` that gives a row or an item its city's id and name, and nothing more of the city. */
export const CITY_NAME = { relation: 'destination', scope: { fields: ['id', 'name'] } } as const;

/** A record loaded with `CITY_NAME`. */
export type TWithCity = { destination?: { id: number; name: string } | null };
