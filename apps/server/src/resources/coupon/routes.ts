import type { FastifyInstance } from 'fastify';
import { couponCalls } from '@mise/contracts/special-calls';
import { serve } from '../../crud/serve';
import type { TConfig } from '../../config';
import type { ModelRegistry } from '../../crud/registry';
import { trashCoupons } from './trash';

/** Calls special to coupons (part 1 §7). */
export async function couponRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  // A static path: it wins over the generic DELETE coupons/:id.
  serve(app, couponCalls.trash, async (req) => trashCoupons(app.db, req.body.ids, req.staff));
}
