import { asc, eq } from 'drizzle-orm';
import type { TSubscribedDestination } from '@mise/contracts/resources/user-calls';
import type { Db } from '../../db/client';
import { destinations } from '../../db/schema/city';
import { destinationSubscriptions } from '../../db/schema/destination-subscription';

/**
 * The cities a user subscribes to, by city name (destination_subscriptions_user_idx). It answered 400 before: the generic
 * layer read `subscribed-destinations` as a relation name the User model does not have.
 * @example
 * await subscribedDestinations(db, 12) // [{ id, destinationId, destination: { id, name, state, country }, endDate }]
 */
export async function subscribedDestinations(db: Db, userId: number): Promise<TSubscribedDestination[]> {
  const s = destinationSubscriptions;
  return db
    .select({
      id: s.id,
      destinationId: s.destinationId,
      destination: {
        id: destinations.id,
        name: destinations.name,
        state: destinations.state,
        country: destinations.country,
      },
      endDate: s.endDate,
    })
    .from(s)
    .innerJoin(destinations, eq(destinations.id, s.destinationId))
    .where(eq(s.userId, userId))
    .orderBy(asc(destinations.name), asc(s.id));
}
