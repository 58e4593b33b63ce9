import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCouponTrash } from '@mise/contracts/resources/coupon';
import type { TConfig } from '../../config';
import type { ModelRegistry } from '../../crud/registry';
import { trashCoupons } from './trash';

/** Calls special to coupons (part 1 §7). */
export async function couponsRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A static path: it wins over the generic DELETE coupons/:id.
  r.delete('/coupons/trash', { schema: { tags: ['Coupon'], body: ZCouponTrash } }, async (req) =>
    trashCoupons(app.db, req.body.ids, req.staff),
  );
}
