import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config';
import type { ModelRegistry } from '../crud/registry';
import { couponsRoutes } from './coupon/routes';
import { destinationPacksRoutes } from './destination-pack/routes';
import { destinationSubscriptionsRoutes } from './destination-subscription/routes';
import { destinationTransactionsRoutes } from './destination-transaction/routes';
import { destinationsRoutes } from './city/routes';
import { eateriesRoutes } from './eatinerary/routes';
import { establishmentsRoutes } from './place/routes';
import { homeSectionsRoutes } from './home-section/routes';
import { landmarksRoutes } from './landmark/routes';
import { tagCategoriesRoutes } from './tag-category/routes';
import { tagsRoutes } from './tag/routes';
import { usersRoutes } from './user/routes';
import { userListsRoutes } from './user-list/routes';

/** Routes special to one content type (registered before the generic ones so they win). */
export async function areaRoutes(app: FastifyInstance, opts: { registry: ModelRegistry; config: TConfig }) {
  for (const routes of [
    destinationsRoutes,
    destinationPacksRoutes,
    destinationSubscriptionsRoutes,
    destinationTransactionsRoutes,
    eateriesRoutes,
    couponsRoutes,
    establishmentsRoutes,
    homeSectionsRoutes,
    landmarksRoutes,
    tagCategoriesRoutes,
    tagsRoutes,
    usersRoutes,
    userListsRoutes,
  ]) {
    await app.register(routes, opts);
  }
}
