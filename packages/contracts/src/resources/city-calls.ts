import { z } from 'zod';
import { zRefId } from '../common/fields';
import { ZCity } from './city';
import { ZDestinationPack } from './destination-pack';

/**
 * Request and answer shapes of the calls special to cities and destination packs (part 1 §7 "Cities", "Destination packs").
 * Answers hold dates as ISO strings on the wire; the record schemas describe them as dates like the other resources.
 */

/** The tab counts of GET destinations/{id}/details; `pictures` is portrait plus landscape pictures. */
export const ZCityDetailCounts = z.object({
  cuisines: z.number().int(),
  foodDrinks: z.number().int(),
  establishments: z.number().int(),
  landmarks: z.number().int(),
  lists: z.number().int(),
  eateries: z.number().int(),
  subscribers: z.number().int(),
  pictures: z.number().int(),
});
export type TCityDetailCounts = z.infer<typeof ZCityDetailCounts>;

/**
 * GET destinations/{id}/details: the city record plus tab counts and its pack. The tabs' lists (eatineraries included) load
 * when their tab opens: the largest city has 661 eatineraries, which the details page does not show.
 * @example
 * const city: TCityDetails = await api.get(`destinations/${id}/details`);
 * city.counts.establishments; // the Places tab count
 */
export const ZCityDetails = ZCity.extend({
  counts: ZCityDetailCounts,
  destinationPack: ZDestinationPack.nullable(),
});
export type TCityDetails = z.infer<typeof ZCityDetails>;

/** Most places a city's picker saves at once. */
export const MAX_CITY_PLACES = 50_000;

/**
 * PUT destinations/{id}/update-establishments: the city's places, in order; places left out leave the city. `updated` is
 * the city's `updated` the list was based on (the server checks it is ISO text, and answers 409 if the city changed since);
 * without it the list is written unchecked.
 * @example
 * await api.put(`destinations/${id}/update-establishments`, { establishmentIds: [12, 7, 30], updated: city.updated } satisfies TUpdateEstablishments);
 */
export const ZUpdateEstablishments = z.strictObject({
  establishmentIds: z.array(zRefId).max(MAX_CITY_PLACES),
  updated: z
    .unknown()
    .optional()
    .describe("The city's `updated` the list was based on (ISO date-time); 409 if the city changed since"),
});
export type TUpdateEstablishments = z.infer<typeof ZUpdateEstablishments>;
/** Answer of update-establishments: how many places the city now holds, and the city's new `updated` (ISO text on the wire). */
export const ZUpdateEstablishmentsResult = z.object({
  count: z.number().int(),
  updated: z.date().describe("The city's new `updated`: send it with the city's next change"),
});
export type TUpdateEstablishmentsResult = z.infer<typeof ZUpdateEstablishmentsResult>;

/** Largest page of subscriptions-aggs; the User tab asks for 21 (part 1 §9). */
export const SUBSCRIPTIONS_PAGE_MAX = 100;

/**
 * The `filter` of GET DestinationSubscriptions/subscriptions-aggs (sent JSON-encoded in the query).
 * @example
 * const filter: TSubscriptionsAggsFilter = { limit: 21, skip: 0, where: { destinationId: 4 }, include: 'user' };
 */
export const ZSubscriptionsAggsFilter = z.strictObject({
  limit: z.coerce.number().int().min(0).max(SUBSCRIPTIONS_PAGE_MAX).default(21),
  skip: z.coerce.number().int().min(0).max(10_000_000).default(0),
  where: z.strictObject(
    {
      destinationId: z.coerce
        .number({ error: 'name the city whose subscribers to list' })
        .int()
        .positive()
        .max(2147483647),
    },
    { error: 'name the city whose subscribers to list, as {destinationId}' },
  ),
  /** The answer always carries the user; `include` is accepted as the old console sends it. */
  include: z
    .union([z.literal('user'), z.array(z.literal('user')).max(1), z.object({ relation: z.literal('user') })])
    .optional(),
});
export type TSubscriptionsAggsFilter = z.input<typeof ZSubscriptionsAggsFilter>;

/** One subscriber of a city; endDate null means the subscription does not expire. */
export const ZSubscriptionAggItem = z.object({
  id: z.number().int(),
  destinationId: z.number().int(),
  userId: z.number().int(),
  endDate: z.date().nullable(),
  created: z.date(),
  user: z.object({ id: z.number().int(), name: z.string().nullable(), email: z.string() }),
});
export type TSubscriptionAggItem = z.infer<typeof ZSubscriptionAggItem>;

/** Answer of subscriptions-aggs: one page, newest first, and the city's subscription count. */
export const ZSubscriptionsAggs = z.object({ items: z.array(ZSubscriptionAggItem), count: z.number().int() });
export type TSubscriptionsAggs = z.infer<typeof ZSubscriptionsAggs>;

/** Answer of DestinationTransactions/multi-user-multi-destination-purchase (body: ZMultiPurchase). */
export const ZMultiPurchaseResult = z.object({ created: z.number().int(), skipped: z.number().int() });
export type TMultiPurchaseResult = z.infer<typeof ZMultiPurchaseResult>;

/**
 * One entry of GET packs/get-packs (the city form's pack select), ordered by name.
 * @example
 * const packs: TPackOption[] = await api.get('packs/get-packs');
 */
export const ZPackOption = ZDestinationPack.pick({
  id: true,
  name: true,
  currencySymbol: true,
  currencyValue: true,
  durationValue: true,
  durationType: true,
  roleName: true,
}).extend({ citiesCount: z.number().int() });
export type TPackOption = z.infer<typeof ZPackOption>;
