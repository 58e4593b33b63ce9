import { sql } from 'drizzle-orm';
import type { TUserSuggestions } from '@mise/contracts/resources/user-calls';
import type { Db } from '../../db/client';
import { executeRows } from '../../db/execute-rows';
import { liveAt } from '../../crud/soft-delete';

/**
 * One page of the live places whose active (not deleted) suggestions name the user, name ASC, with the total; `isPrimary`
 * is whether the user's suggestion is the place's primary one. establishments_suggestions_idx finds the candidates.
 * @example
 * await userSuggestions(db, 12, { limit: 20, skip: 0 }) // { total: 3, results: [{ id, name, city, destinationId, isPublished, status, isPrimary }] }
 */
export async function userSuggestions(
  db: Db,
  userId: number,
  page: { limit: number; skip: number },
): Promise<TUserSuggestions> {
  const mine = sql`${liveAt('e')} and e._suggestions @> jsonb_build_array(jsonb_build_object('userId', ${userId}::int))
    and jsonb_path_exists(e._suggestions, '$[*] ? (@.userId == $u && !(@.deleted == true))', jsonb_build_object('u', ${userId}::int))`;
  const [results, [{ total }]] = await Promise.all([
    page.limit === 0
      ? Promise.resolve([])
      : executeRows<TUserSuggestions['results'][number]>(
          db,
          sql`select e.id, e.name, e.city, e.destination_id as "destinationId", e.is_published as "isPublished", e.status,
                jsonb_path_exists(e._suggestions, '$[*] ? (@.userId == $u && !(@.deleted == true) && @.isPrimary == true)', jsonb_build_object('u', ${userId}::int)) as "isPrimary"
              from establishments e where ${mine} order by e.name, e.id limit ${page.limit} offset ${page.skip}`,
        ),
    executeRows<{ total: number }>(db, sql`select count(*)::int as total from establishments e where ${mine}`),
  ]);
  return { total: Number(total), results };
}
