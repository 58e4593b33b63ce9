import { type SQL, sql } from 'drizzle-orm';
import {
  SUBSCRIBED_DESTINATIONS_MESSAGE,
  USER_SUBSCRIPTION_FILTERS,
  type TUserSubscriptionFilter,
  ZSubscribedDestinationIdsWhere,
} from '@mise/contracts/resources/user-calls';
import { intArray } from '../../crud/rows';
import { destinationSubscriptions as ds } from '../../db/schema/destination-subscription';
import { users } from '../../db/schema/user';
import { badRequest } from '../../lib/http-error';

/**
 * The users list's city filter (`where.subscription`), over the columns migration 0018's triggers keep: the latest end
 * of the user's city subscriptions (null: never subscribed) and whether the user ever bought a pack.
 * - insider: a subscription still running, and a pack bought;
 * - trial: a subscription still running, from coupon claims only;
 * - formerInsider ('Used to be insider'): subscriptions, all ended;
 * - basic: never subscribed to a city.
 * The end is compared with now() here, so a subscription that runs out needs no write. Served by users_subscription_idx
 * (counts) and users_subscribed_name_idx (pages by name).
 */
const CONDITIONS: Record<TUserSubscriptionFilter, SQL> = {
  insider: sql`(${users.subscriptionEnds} > now() and ${users.subscriptionPaid} = true)`,
  trial: sql`(${users.subscriptionEnds} > now() and ${users.subscriptionPaid} = false)`,
  formerInsider: sql`(${users.subscriptionEnds} is not null and ${users.subscriptionEnds} <= now())`,
  basic: sql`${users.subscriptionEnds} is null`,
};

/**
 * The condition for one `where.subscription` value, or a 400 naming the accepted ones.
 * @example
 * subscriptionCondition('insider', 'where.subscription')
 */
export function subscriptionCondition(value: unknown, path: string): SQL {
  const wanted =
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    'eq' in value
      ? value.eq
      : value;
  if (typeof wanted !== 'string' || !(USER_SUBSCRIPTION_FILTERS as readonly string[]).includes(wanted)) {
    throw badRequest(`${path}: expected one of ${USER_SUBSCRIPTION_FILTERS.join(', ')}`);
  }
  return CONDITIONS[wanted as TUserSubscriptionFilter];
}

/**
 * The condition for `where.subscribedDestinationIds`, the name part 2 §7 gives the City filter: a choice of the filter
 * (as `subscription`), or `{inq: [cityId, …]}` for users with a subscription to one of those cities that has not ended
 * (no end date, or an end still ahead; served by destination_subscriptions_user_idx). Anything else is a 400.
 * @example
 * subscribedCitiesCondition({ inq: [4] }, 'where.subscribedDestinationIds')
 */
export function subscribedCitiesCondition(value: unknown, path: string): SQL {
  const parsed = ZSubscribedDestinationIdsWhere.safeParse(value);
  // One message for every refusal: zod's nearest-branch detail ('Too small') would not say what the key takes.
  if (!parsed.success) throw badRequest(`${path}: ${SUBSCRIBED_DESTINATIONS_MESSAGE}`);
  const wanted = parsed.data;
  if (typeof wanted === 'string') return CONDITIONS[wanted];
  if ('eq' in wanted) return CONDITIONS[wanted.eq];
  return sql`exists (select 1 from ${ds} where ${ds.userId} = ${users.id} and ${ds.destinationId} = any(${intArray(wanted.inq)}) and (${ds.endDate} is null or ${ds.endDate} > now()))`;
}
