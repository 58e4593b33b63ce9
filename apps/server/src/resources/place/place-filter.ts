import { type SQL, and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TPlaceFilter, TPlaceFilterAnswer } from '@mise/contracts/resources/place';
import { intArray } from '../../crud/rows';
import { liveIn } from '../../crud/soft-delete';
import type { Db } from '../../db/client';
import { places as e } from '../../db/schema/place';
import { placeCuisines, placeTags } from '../../db/schema/relations';
import { nameMatch } from '../../search/name-search';

/** The picker's search box, as a list's (search/name-search.ts): contains the text, or when misspelt its near matches. */
async function nameCondition(db: Db, typed: string | undefined): Promise<{ parts: SQL[]; order: SQL[] }> {
  const text = typed?.trim();
  if (!text) return { parts: [], order: [] };
  const match = await nameMatch(db, e.name, text);
  return { parts: [match.condition], order: match.order };
}

/** The conditions of a picker's filter: published live places, and each criterion given but the name. */
function conditions(where: TPlaceFilter['where']): SQL[] {
  const parts: SQL[] = [liveIn(e), eq(e.isPublished, true)];
  if (where.destinationId !== undefined) parts.push(eq(e.destinationId, where.destinationId));
  if (where.excludeIds?.length) parts.push(sql`not (${e.id} = any(${intArray(where.excludeIds)}))`);
  if (where.types?.length) parts.push(sql`${e.types} && ${sql.param(where.types)}::text[]`);
  if (where.range?.length) parts.push(inArray(e.range, where.range));
  if (where.status?.length) parts.push(inArray(e.status, where.status));
  if (where.tagIds?.length) {
    parts.push(
      sql`exists (select 1 from ${placeTags} where ${placeTags.establishmentId} = ${e.id} and ${placeTags.tagId} = any(${intArray(where.tagIds)}))`,
    );
  }
  if (where.cuisines?.length) {
    parts.push(
      sql`exists (select 1 from ${placeCuisines} where ${placeCuisines.establishmentId} = ${e.id} and ${placeCuisines.cuisineId} = any(${intArray(where.cuisines)}))`,
    );
  }
  return parts;
}

/**
 * `GET Establishments/filter` (part 2 §7): one page of published places matching the criteria, by name, and how many match.
 * @example
 * await filterPlaces(app.db, { limit: 30, skip: 0, where: { destinationId: 4, excludeIds: [7] } }) // { total, results }
 */
export async function filterPlaces(db: Db, filter: TPlaceFilter): Promise<TPlaceFilterAnswer> {
  const name = await nameCondition(db, filter.where.name);
  const where = and(...conditions(filter.where), ...name.parts);
  const [results, [{ total }]] = await Promise.all([
    filter.limit === 0
      ? Promise.resolve([])
      : db
          .select({
            id: e.id,
            name: e.name,
            city: e.city,
            status: e.status,
            range: e.range,
            addressLine1: e.addressLine1,
            full_address: e.address,
          })
          .from(e)
          .where(where)
          .orderBy(...name.order, asc(e.name), asc(e.id))
          .limit(filter.limit)
          .offset(filter.skip),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(e)
      .where(where),
  ]);
  // The status column holds only the contract's values (its writes are validated).
  return { total, results: results as TPlaceFilterAnswer['results'] };
}
