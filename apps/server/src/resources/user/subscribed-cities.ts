import { asc, eq } from 'drizzle-orm';
import type { TSubscribedDestination } from '@mise/contracts/resources/user-calls';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema/city';
import { destinationSubscriptions } from '../../db/schema/destination-subscription';

/**
 * The cities a user subscribes to, by city name (destination_subscriptions_user_idx). It answered 400 before: the generic
 * layer read `subscribed-destinations` as a relation name the User model does not have.
 * @example
 * await subscribedCities(db, 12) // [{ id, destinationId, destination: { id, name, state, country }, endDate }]
 */
export async function subscribedCities(db: Db, userId: number): Promise<TSubscribedDestination[]> {
  const s = destinationSubscriptions;
  return db
    .select({
      id: s.id,
      destinationId: s.destinationId,
      destination: {
        id: cities.id,
        name: cities.name,
        state: cities.state,
        country: cities.country,
      },
      endDate: s.endDate,
    })
    .from(s)
    .innerJoin(cities, eq(cities.id, s.destinationId))
    .where(eq(s.userId, userId))
    .orderBy(asc(cities.name), asc(s.id));
}
