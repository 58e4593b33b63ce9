import { and, eq, sql } from 'drizzle-orm';
import type { TUpdateEstablishmentsResult } from '@mise/contracts/resources/city-calls';
import type { Db } from '../../db/client';
import { establishments } from '../../db/schema/place';
import { type TActor, logActivity } from '../../crud/activity';
import { intArray, requireById, stamp } from '../../crud/rows';
import { liveIn } from '../../crud/soft-delete';
import { badRequest } from '../../lib/http-error';
import { cityModel } from './model';

/**
 * Makes a city hold exactly these live places, in this order (destinationOrder = index + 1), in one transaction.
 * Live places of the city left out lose their city (destinationId null, destinationOrder 0); soft-deleted ones are
 * left alone, so restoring one brings it back where it was. Rows whose city and position do not change are not touched.
 * @example
 * await setCityPlaces(app.db, 4, [12, 7, 30], req.staff) // { count: 3 }
 */
export async function setCityPlaces(db: Db, cityId: number, establishmentIds: number[], actor: TActor): Promise<TUpdateEstablishmentsResult> {
  const ids = [...new Set(establishmentIds)];
  return db.transaction(async (tx) => {
    await requireById(tx as Db, cityModel, cityId);
    if (ids.length > 0) {
      const found = await tx
        .select({ id: establishments.id })
        .from(establishments)
        .where(and(sql`${establishments.id} = any(${intArray(ids)})`, liveIn(establishments)));
      if (found.length !== ids.length) {
        const have = new Set(found.map((f) => f.id));
        const missing = ids.filter((id) => !have.has(id));
        throw badRequest(`establishmentIds: no place with id ${missing.join(', ')} (unknown or deleted)`);
      }
    }
    const now = stamp();
    await tx
      .update(establishments)
      .set({ destinationId: null, destinationOrder: 0, updated: now })
      .where(and(eq(establishments.destinationId, cityId), liveIn(establishments), sql`not (${establishments.id} = any(${intArray(ids)}))`));
    if (ids.length > 0) {
      // One statement for the whole list: a big city holds tens of thousands of places.
      await tx.execute(sql`
        update ${establishments} set destination_id = ${cityId}, destination_order = u.ord, updated = ${now.toISOString()}::timestamptz
        from unnest(${intArray(ids)}) with ordinality as u(id, ord)
        where ${establishments.id} = u.id and (${establishments.destinationId} is distinct from ${cityId} or ${establishments.destinationOrder} <> u.ord)`);
    }
    await logActivity(tx as Db, { actor, model: cityModel.resource.model, itemId: cityId, action: 'relate', fields: ['establishments'] });
    return { count: ids.length };
  });
}
