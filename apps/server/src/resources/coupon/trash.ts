import { and, inArray } from 'drizzle-orm';
import type { TActor } from '../../crud/activity';
import { logActivity } from '../../crud/activity';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema/coupon';
import { notFound } from '../../lib/http-error';
import { liveIn } from '../../crud/soft-delete';
import { serviceOf } from '../../crud/write-service';
import { couponModel } from './model';
import { bumped } from '../../crud/owner-version';

/**
 * Moves coupons to the trash (deleted = true) in one transaction: all of them or none. An id with no coupon outside the
 * trash is a 404 naming it, and nothing is trashed. PATCH {deleted: false} takes a coupon back out.
 * @example
 * await trashCoupons(db, [3, 4], staff) // { count: 2 }
 */
export async function trashCoupons(db: Db, ids: number[], actor: TActor): Promise<{ count: number }> {
  const wanted = [...new Set(ids)];
  return serviceOf(db, couponModel).write({
    actor: actor,
    run: async ({ tx: tx }) => {
      const trashed = await tx
        .update(coupons)
        .set({ deleted: true, ...bumped(coupons) })
        .where(and(inArray(coupons.id, wanted), liveIn(coupons)))
        .returning({ id: coupons.id });
      if (trashed.length < wanted.length) {
        const done = new Set(trashed.map((c) => c.id));
        const missing = wanted.filter((id) => !done.has(id));
        // Throwing rolls the transaction back, so no coupon of the request stays trashed.
        throw notFound(
          `No coupon outside the trash has the id${missing.length > 1 ? 's' : ''} ${missing.join(', ')}; nothing was deleted`,
        );
      }
      for (const { id } of trashed)
        await logActivity(tx, { actor, model: 'Coupon', itemId: id, action: 'delete', fields: ['deleted'] });
      return { count: trashed.length };
    },
  });
}
