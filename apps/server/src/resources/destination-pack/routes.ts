import type { FastifyInstance } from 'fastify';
import { destinationPackCalls } from '@mise/contracts/special-calls';
import { serve } from '../../crud/serve';
import type { TConfig } from '../../config';
import type { ModelRegistry } from '../../crud/registry';
import { packOptions } from './get-packs';

/** Calls special to destinationPacks (part 1 §7 "Destination packs"). */
export async function destinationPackRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  serve(app, destinationPackCalls.getPacks, async () => packOptions(app.db));
}
