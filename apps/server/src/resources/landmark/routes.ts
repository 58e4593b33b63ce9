import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZLandmarkNearbyAnswer, ZLandmarkNearbyQuery } from '@mise/contracts/resources/landmark';
import type { TConfig } from '../../config';
import type { ModelRegistry } from '../../crud/registry';
import { nearbyLandmarks } from './nearby';

/** Calls special to landmarks (part 2 §7 "Landmarks"); registered before the generic routes, so 'nearby' is no id. */
export async function landmarksRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/landmarks/nearby',
    { schema: { tags: ['Landmark'], querystring: ZLandmarkNearbyQuery, response: { 200: ZLandmarkNearbyAnswer } } },
    async (req) => nearbyLandmarks(app.db, req.query),
  );
}
