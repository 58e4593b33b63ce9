import { desc, eq, sql } from 'drizzle-orm';
import { ZSubscriptionsAggsFilter, type TSubscriptionsAggs } from '@mise/contracts/resources/city-calls';
import type { Db } from '../../db/client';
import { destinationSubscriptions } from '../../db/schema/destination-subscription';
import { users } from '../../db/schema/user';
import { parseJsonQuery } from '../../lib/json-query';

/** Reads the JSON `filter` of subscriptions-aggs; every problem is a 400 naming the part of the filter at fault. */
export function parseAggsFilter(raw: string | undefined) {
  return parseJsonQuery(raw, ZSubscriptionsAggsFilter, {
    missing: 'filter: give {where: {destinationId}}, with limit and skip to page',
  });
}

/**
 * One page of a city's subscribers, newest first (created desc, id desc; index destination_subscriptions_destination_created_idx),
 * each with its user, and the city's subscription count — the count the city's User tab shows (soft-deleted users included).
 * @example
 * await subscriptionsPage(app.db, { destinationId: 4, limit: 21, skip: 0 }) // { items: [{ id, destinationId, userId, endDate, created, user: { id, name, email } }], count: 57 }
 */
export async function subscriptionsPage(
  db: Db,
  page: { destinationId: number; limit: number; skip: number },
): Promise<TSubscriptionsAggs> {
  const s = destinationSubscriptions;
  const [items, [{ count }]] = await Promise.all([
    page.limit === 0
      ? Promise.resolve([])
      : db
          .select({
            id: s.id,
            destinationId: s.destinationId,
            userId: s.userId,
            endDate: s.endDate,
            created: s.created,
            user: { id: users.id, name: users.name, email: users.email },
          })
          .from(s)
          .innerJoin(users, eq(users.id, s.userId))
          .where(eq(s.destinationId, page.destinationId))
          .orderBy(desc(s.created), desc(s.id))
          .limit(page.limit)
          .offset(page.skip),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(s)
      .where(eq(s.destinationId, page.destinationId)),
  ]);
  return { items, count };
}
