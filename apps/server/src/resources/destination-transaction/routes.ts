import type { FastifyInstance } from 'fastify';
import { subscriptionCalls } from '@mise/contracts/special-calls';
import { serve } from '../../crud/serve';
import type { TConfig } from '../../config';
import type { ModelRegistry } from '../../crud/registry';
import { grantSubscriptions } from './purchase';

/** Calls special to destinationTransactions (part 1 §7 "Cities": adding users to a city). */
export async function destinationTransactionRoutes(
  app: FastifyInstance,
  _opts: { registry: ModelRegistry; config: TConfig },
) {
  serve(app, subscriptionCalls.multiPurchase, async (req) => grantSubscriptions(app.db, req.body, req.staff));
}
