import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { milesFromKm } from '@mise/contracts/common/map';
import type { TLandmarkNearbyAnswer, ZLandmarkNearbyQuery } from '@mise/contracts/resources/landmark';
import type { z } from 'zod';
import { liveIn } from '../../crud/soft-delete';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema/city';
import { notFound } from '../../lib/http-error';
import { landmarkEarth, landmarks as l } from '../../db/schema/landmark';

type TNearby = { destinationId: number; from: { lat: number; lng: number }; excludeId?: number; limit: number };

/**
 * The statement of the nearby list, not yet run (the tests read its plan): the city's live landmarks with a location,
 * ordered by `<->` (the cube's straight-line distance, what the GiST index orders by; it ranks like the distance over
 * the earth), with `earth_distance` in metres.
 * @example
 * const rows = await nearbyStatement(db, { destinationId: 4, from: { lat: 38.7, lng: -9.14 }, limit: 10 });
 */
export function nearbyStatement(db: Db, { destinationId, from, excludeId, limit }: TNearby) {
  const here = sql`ll_to_earth(${from.lat}::float8, ${from.lng}::float8)`;
  const earth = landmarkEarth(l.location);
  return db
    .select({
      id: l.id,
      name: l.name,
      isPublished: l.isPublished,
      location: l.location,
      metres: sql<number>`earth_distance(${earth}, ${here})`,
    })
    .from(l)
    .where(
      and(
        liveIn(l),
        eq(l.destinationId, destinationId),
        isNotNull(l.location),
        excludeId ? ne(l.id, excludeId) : undefined,
      ),
    )
    .orderBy(sql`${earth} <-> ${here}`)
    .limit(limit);
}

/**
 * A city's landmarks nearest a point (GET landmarks/nearby, part 2 §7), nearest first: the point given, or else the
 * city's own location. One statement read in distance order from `landmarks_nearby_idx` (GiST k-nearest within the
 * city), whatever the number of landmarks.
 * @example
 * await nearbyLandmarks(db, { destinationId: 4, lat: 38.7, lng: -9.14, limit: 10 })
 */
export async function nearbyLandmarks(
  db: Db,
  query: z.output<typeof ZLandmarkNearbyQuery>,
): Promise<TLandmarkNearbyAnswer> {
  // The city's location only (its whole row is wide: texts and pictures).
  const [city] = await db
    .select({ location: cities.location })
    .from(cities)
    .where(and(eq(cities.id, query.destinationId), liveIn(cities)))
    .limit(1);
  if (!city) throw notFound(`Destination ${query.destinationId} was not found`);
  const from =
    query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : (city.location ?? null);
  if (!from) return { from: null, landmarks: [] };
  const rows = await nearbyStatement(db, {
    destinationId: query.destinationId,
    from,
    excludeId: query.excludeId,
    limit: query.limit,
  });
  return {
    from,
    landmarks: rows.map(({ metres, location, ...row }) => {
      const km = Math.round(Number(metres)) / 1000;
      return { ...row, location: location as { lat: number; lng: number }, km, miles: milesFromKm(km) };
    }),
  };
}
