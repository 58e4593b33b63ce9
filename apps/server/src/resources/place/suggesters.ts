import { and, inArray, sql } from 'drizzle-orm';
import type { TSuggester } from '@mise/contracts/resources/place';
import { intArray } from '../../crud/rows';
import type { Db } from '../../db/client';
import { places } from '../../db/schema/place';
import { users } from '../../db/schema/user';
import { liveIn } from '../../crud/soft-delete';

/**
 * The active suggesters of live places, with their users' names and e-mails, the primary first; a place found without
 * any has an empty list, a place not found (or deleted) no entry. Two statements whatever the number of places.
 * @example
 * (await suggestersByPlace(db, [7])).get(7) // [{ userId: 3, isPrimary: true, deleted: false, tags: [], user: { id: 3, name: 'Ana', email } }]
 */
export async function suggestersByPlace(db: Db, ids: number[]): Promise<Map<number, TSuggester[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: places.id, list: places._suggestions })
    .from(places)
    .where(and(inArray(places.id, ids), liveIn(places)));
  const active = rows.map((p) => [p.id, (p.list ?? []).filter((s) => !s.deleted)] as const);
  const userIds = [...new Set(active.flatMap(([, list]) => list.map((s) => s.userId)))];
  const found =
    userIds.length === 0
      ? []
      : await db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(sql`${users.id} = any(${intArray(userIds)})`);
  const byId = new Map(found.map((u) => [u.id, u]));
  return new Map(
    active.map(([id, list]) => [
      id,
      list
        .map((s) => ({ ...s, user: byId.get(s.userId) ?? null }))
        .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary)),
    ]),
  );
}

/** A place's active suggestions as SQL over the row aliased `row`, each `s.value` with its position `s.ord`. */
const activeSuggestions = (row: string) =>
  `jsonb_array_elements(coalesce(${row}."_suggestions", '[]'::jsonb)) with ordinality s(value, ord)
   left join users u on u.id = (s.value->>'userId')::int
   where not coalesce((s.value->>'deleted')::boolean, false)`;
const userJson = `jsonb_build_object('id', u.id, 'name', u.name, 'email', u.email)`;
const primaryFirst = `coalesce((s.value->>'isPrimary')::boolean, false) desc, s.ord`;

/** suggestersByPlace's list for one place as a JSON subquery, for a detail's one statement (crud/item-statement.ts). */
export const suggestionsJson = (row: string) =>
  `(select coalesce(json_agg(s.value || jsonb_build_object('user', case when u.id is null then null else ${userJson} end)
     order by ${primaryFirst}), '[]'::json) from ${activeSuggestions(row)})`;

/** The users of a place's primary suggestions, in the list's order, as a JSON subquery. */
export const primarySuggestersJson = (row: string) =>
  `(select coalesce(json_agg(${userJson} order by s.ord), '[]'::json) from ${activeSuggestions(row)}
     and u.id is not null and coalesce((s.value->>'isPrimary')::boolean, false))`;
