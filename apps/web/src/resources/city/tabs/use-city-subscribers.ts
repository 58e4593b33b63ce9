import type { TCallAnswer } from '@mise/contracts/common/call';
import type { calls } from '@mise/contracts/calls';
import { destinationSubscriptionResource } from '@mise/contracts/resources/destination-subscription';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/resource/feedback/toast';
import { errorMessage } from '../../../lib/api-client';
import { client } from '../../../lib/client';
import { cityKeys, resourceKeys } from '../../../components/resource/area/query-keys';

/** Subscribers are listed 21 per page (part 1 §9). */
export const SUBSCRIBERS_PAGE_SIZE = 21;

/** One subscriber as the API answers it (dates as ISO strings). */
export type TSubscriber = TCallAnswer<typeof calls.destinationSubscription.subscriptionsAggs>['items'][number];

/** One page of the city's subscribers (`GET DestinationSubscriptions/subscriptions-aggs`). */
export function useCitySubscribers(cityId: number, page: number) {
  const filter = {
    limit: SUBSCRIBERS_PAGE_SIZE,
    skip: (page - 1) * SUBSCRIBERS_PAGE_SIZE,
    where: { destinationId: cityId },
    include: 'user',
  };
  return useQuery({
    ...client.destinationSubscription.subscriptionsAggs.options({ query: { filter } }),
    placeholderData: keepPreviousData,
  });
}

/** The subscriptions of the city among `userIds`: their user ids (one query, whatever page the users are on). */
const subscribedAmongQuery = (cityId: number, userIds: number[]) => ({
  filter: {
    where: { destinationId: cityId, userId: { inq: userIds } },
    fields: { userId: true },
    limit: userIds.length,
  },
});

/** The user ids of subscription rows. */
const subscribedIds = (rows: { userId?: unknown }[]) =>
  new Set(rows.flatMap((row) => (typeof row.userId === 'number' ? [row.userId] : [])));

/** Which of `userIds` already subscribe to the city. */
async function fetchSubscribedAmong(cityId: number, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  return subscribedIds(await client.destinationSubscription.list({ query: subscribedAmongQuery(cityId, userIds) }));
}

/** The subscribed users among those a picker shows, so it can mark them. */
export function useSubscribedAmong(cityId: number, userIds: number[], enabled: boolean) {
  return useQuery({
    ...client.destinationSubscription.list.options({ query: subscribedAmongQuery(cityId, userIds) }),
    select: subscribedIds,
    enabled: enabled && userIds.length > 0,
    placeholderData: keepPreviousData,
  });
}

/**
 * Subscribes users to the city through `multi-user-multi-destination-purchase`, sending only those not yet
 * subscribed (part 1 §4): the check runs again at send time, since the picker's marks may be stale.
 */
export function useSubscribeUsers(cityId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async (userIds: number[]) => {
      const subscribed = await fetchSubscribedAmong(cityId, userIds);
      const fresh = userIds.filter((id) => !subscribed.has(id));
      if (fresh.length === 0) return { sent: 0 };
      await client.destinationTransaction.multiPurchase({ body: { destinationIds: [cityId], userIds: fresh } });
      return { sent: fresh.length };
    },
    onSuccess: ({ sent }) => {
      if (sent > 0) toast.success('Success');
      onDone();
    },
    // Part 1 §8 'Generic action': the server's message.
    onError: (error) => toast.error(errorMessage(error)),
    // The city's counts, and its subscribers (their calls are the subscriptions').
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cityKeys.all }),
        queryClient.invalidateQueries({ queryKey: resourceKeys(destinationSubscriptionResource.path).all }),
      ]),
  });
}
