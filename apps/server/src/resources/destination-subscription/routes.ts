import type { FastifyInstance } from 'fastify';
import { subscriptionCalls } from '@mise/contracts/special-calls';
import { serve } from '../../crud/serve';
import type { TConfig } from '../../config';
import type { ModelRegistry } from '../../crud/registry';
import { parseAggsFilter, subscriptionsPage } from './subscriptions-aggs';

/** Calls special to destinationSubscriptions (part 1 §7 "Cities": the city's User tab). */
export async function destinationSubscriptionRoutes(
  app: FastifyInstance,
  _opts: { registry: ModelRegistry; config: TConfig },
) {
  serve(app, subscriptionCalls.subscriptionsAggs, async (req) => {
    const { where, limit, skip } = parseAggsFilter(req.query.filter);
    return subscriptionsPage(app.db, { destinationId: where.destinationId, limit, skip });
  });
}
