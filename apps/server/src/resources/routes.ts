import type { FastifyInstance } from 'fastify';
import { loadAreaRoutes, type TAreaRoutesOptions } from './registry';

/**
 * Routes special to one content type, each folder's `routes.ts` (registered before the generic ones so they win).
 * @example
 * await api.register(areaRoutes, { registry, config });
 */
export async function areaRoutes(app: FastifyInstance, opts: TAreaRoutesOptions) {
  for (const routes of await loadAreaRoutes()) await app.register(routes, opts);
}
