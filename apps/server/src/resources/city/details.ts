import { and, eq, sql } from 'drizzle-orm';
import type { TRelation } from '../../crud/model';
import type { TCityDetails } from '@mise/contracts/resources/city-calls';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema/city';
import { destinationPacks } from '../../db/schema/destination-pack';
import { countSubquery } from '../../crud/relation-query';
import { relationTarget } from '../../crud/registry';
import { allColumns } from '../../crud/rows';
import { liveCondition } from '../../crud/soft-delete';
import { notFound } from '../../lib/http-error';
import { cityModel } from './model';

/** The relations whose sizes the city's tabs show, besides pictures. */
const COUNTED = ['cuisines', 'foodDrinks', 'establishments', 'landmarks', 'lists', 'eateries', 'subscribers'] as const;

/** `"destinations"."id"`: the outer row the correlated counts refer to. */
const CITY_ID = '"destinations"."id"';

function countsSql() {
  const pairs = COUNTED.map((name) => {
    const relation = cityModel.relations?.[name];
    if (!relation || relation.kind === 'belongsTo') throw new Error(`cityModel has no to-many relation ${name}`);
    return `'${name}', ${countSubquery(relation, CITY_ID)}`;
  });
  return sql.raw(`json_build_object(${pairs.join(', ')})`);
}

/** Drivers answer json either parsed or as text; both end as a value here. */
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/**
 * A live city with its tab counts and pack, read in one statement (the detail page opens with it).
 * @example
 * const city = await cityDetails(app.db, 4); // city.counts.establishments, city.destinationPack?.name
 */
export async function cityDetails(db: Db, id: number): Promise<TCityDetails> {
  const pack = relationTarget(cityModel.relations?.destinationPack as TRelation);
  const [row] = await db
    .select({ city: allColumns(cityModel), pack: allColumns(pack), counts: countsSql() })
    .from(cities)
    .leftJoin(destinationPacks, eq(destinationPacks.id, cities.destinationPackId))
    .where(and(eq(cities.id, id), liveCondition(cityModel)))
    .limit(1);
  if (!row) throw notFound(`${cityModel.resource.model} ${id} was not found`);
  const city = row.city as Omit<TCityDetails, 'counts' | 'destinationPack'>;
  const counts = parsed<Omit<TCityDetails['counts'], 'pictures'>>(row.counts);
  return {
    ...city,
    counts: { ...counts, pictures: city._pictures.length + city._landscapePictures.length },
    destinationPack: (row.pack as TCityDetails['destinationPack']) ?? null,
  };
}
