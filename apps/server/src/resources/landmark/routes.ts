import { landmarkCalls } from '@mise/contracts/special-calls';
import { serve } from '../../crud/serve';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../../config';
import type { ModelRegistry } from '../../crud/registry';
import { nearbyLandmarks } from './nearby';

/** Calls special to landmarks (part 2 §7 "Landmarks"); registered before the generic routes, so 'nearby' is no id. */
export async function landmarkRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  serve(app, landmarkCalls.nearby, async (req) => nearbyLandmarks(app.db, req.query));
}
