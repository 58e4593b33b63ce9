import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config';
import type { ModelRegistry } from '../crud/registry';
import { couponsRoutes } from './coupons/routes';
import { destinationPacksRoutes } from './destinationPacks/routes';
import { destinationSubscriptionsRoutes } from './destinationSubscriptions/routes';
import { destinationTransactionsRoutes } from './destinationTransactions/routes';
import { destinationsRoutes } from './destinations/routes';
import { eateriesRoutes } from './eateries/routes';

/** Routes special to one content type (registered before the generic ones so they win). */
export async function areaRoutes(app: FastifyInstance, opts: { registry: ModelRegistry; config: TConfig }) {
  for (const routes of [
    destinationsRoutes,
    destinationPacksRoutes,
    destinationSubscriptionsRoutes,
    destinationTransactionsRoutes,
    eateriesRoutes,
    couponsRoutes,
  ]) {
    await app.register(routes, opts);
  }
}
