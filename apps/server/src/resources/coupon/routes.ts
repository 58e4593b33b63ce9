import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCouponTrash } from '@mise/contracts/resources/coupon';
import { z } from 'zod';
import type { TConfig } from '../../config';
import { documentedOnly } from '../../crud/answer-schemas';
import type { ModelRegistry } from '../../crud/registry';
import { trashCoupons } from './trash';

/** Calls special to coupons (part 1 §7). */
export async function couponsRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // A static path: it wins over the generic DELETE coupons/:id.
  const answer = z.object({ count: z.number().int().describe('How many coupons were moved to the trash') });
  const schema = { tags: ['Coupon'], body: ZCouponTrash, response: { 200: answer } };
  r.delete('/coupons/trash', { ...documentedOnly, schema }, async (req) =>
    trashCoupons(app.db, req.body.ids, req.staff),
  );
}
