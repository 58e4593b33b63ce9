import { POSITION_GAP } from '../../crud/positions';
import { and, eq, sql } from 'drizzle-orm';
import type { TUpdateEstablishmentsResult } from '@mise/contracts/resources/city-calls';
import type { Db } from '../../db/client';
import { places } from '../../db/schema/place';
import { type TActor, logActivity } from '../../crud/activity';
import { bumped, nextVersion } from '../../crud/owner-version';
import { intArray } from '../../crud/rows';
import { liveIn } from '../../crud/soft-delete';
import { badRequest } from '../../lib/http-error';
import { cityModel } from './model';
import { serviceOf } from '../../crud/write-service';

/** Which city gets which places, by whom, based on which version of the city (`updated`, when the client sent it). */
export type TCityPlacesChange = { cityId: number; establishmentIds: number[]; actor: TActor; expectedUpdated?: Date };

/**
 * Makes a city hold exactly these live places, in this order (positions spaced POSITION_GAP apart, crud/positions.ts), in one transaction.
 * Live places of the city left out lose their city (destinationId null, destinationOrder 0); soft-deleted ones are
 * left alone, so restoring one brings it back where it was. Rows whose city and position do not change are not touched.
 * @example
 * await setCityPlaces(app.db, { cityId: 4, establishmentIds: [12, 7, 30], actor: req.staff }) // { count: 3, updated }
 */
export async function setCityPlaces(db: Db, change: TCityPlacesChange): Promise<TUpdateEstablishmentsResult> {
  const { cityId, establishmentIds, actor, expectedUpdated } = change;
  const ids = [...new Set(establishmentIds)];
  return serviceOf(db, cityModel).write({
    actor: actor,
    run: async ({ tx: tx }) => {
      // The list is part of the city: its `updated` rises, or the write is refused if the city changed since the client read it.
      const updated = await serviceOf(db, cityModel).raise({ tx, id: cityId, expected: expectedUpdated });
      if (ids.length > 0) {
        const found = await tx
          .select({ id: places.id })
          .from(places)
          .where(and(sql`${places.id} = any(${intArray(ids)})`, liveIn(places)));
        if (found.length !== ids.length) {
          const have = new Set(found.map((f) => f.id));
          const missing = ids.filter((id) => !have.has(id));
          throw badRequest(`establishmentIds: no place with id ${missing.join(', ')} (unknown or deleted)`);
        }
      }
      await tx
        .update(places)
        .set({ destinationId: null, destinationOrder: 0, ...bumped(places) })
        .where(and(eq(places.destinationId, cityId), liveIn(places), sql`not (${places.id} = any(${intArray(ids)}))`));
      if (ids.length > 0) {
        // One statement for the whole list: a big city holds tens of thousands of places.
        await tx.execute(sql`
        update ${places} set destination_id = ${cityId}, destination_order = u.ord * ${POSITION_GAP}::int, updated = ${nextVersion(places.updated)}
        from unnest(${intArray(ids)}) with ordinality as u(id, ord)
        where ${places.id} = u.id and (${places.destinationId} is distinct from ${cityId} or ${places.destinationOrder} <> u.ord * ${POSITION_GAP}::int)`);
      }
      await logActivity(tx, {
        actor,
        model: cityModel.resource.model,
        itemId: cityId,
        action: 'relate',
        fields: ['establishments'],
      });
      return { count: ids.length, updated: updated as Date };
    },
  });
}
