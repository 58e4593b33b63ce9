import { asc, sql } from 'drizzle-orm';
import type { TPackOption } from '@mise/contracts/resources/city-calls';
import type { Db } from '../../db/client';
import { destinationPacks } from '../../db/schema/destination-pack';
import { countSubquery } from '../../crud/relation-query';
import { destinationPackModel } from './model';

/** Live cities per pack, counted through destinations_pack_name_idx (index-only: the DEFAULT pack may hold most cities). */
function citiesCountSql() {
  const relation = destinationPackModel.relations?.destinations;
  if (!relation || relation.kind !== 'hasMany')
    throw new Error('destinationPackModel.destinations must be a hasMany relation');
  return sql<number>`${sql.raw(countSubquery(relation, '"destination_packs"."id"'))}`;
}

/**
 * Every destination pack by name, with how many live cities it holds (the city form's pack select, GET packs/get-packs).
 * @example
 * await packOptions(app.db) // [{ id: 1, name: 'DEFAULT', currencySymbol: '$', currencyValue: 10, durationValue: 1, durationType: 'year', roleName: null, citiesCount: 38 }]
 */
export async function packOptions(db: Db): Promise<TPackOption[]> {
  return db
    .select({
      id: destinationPacks.id,
      name: destinationPacks.name,
      currencySymbol: destinationPacks.currencySymbol,
      currencyValue: destinationPacks.currencyValue,
      durationValue: destinationPacks.durationValue,
      durationType: destinationPacks.durationType,
      roleName: destinationPacks.roleName,
      citiesCount: citiesCountSql(),
    })
    .from(destinationPacks)
    .orderBy(asc(destinationPacks.name), asc(destinationPacks.id));
}
