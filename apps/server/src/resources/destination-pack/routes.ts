import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config';
import type { ModelRegistry } from '../../crud/registry';
import { packOptions } from './get-packs';

/** Calls special to destinationPacks (part 1 §7 "Destination packs"). */
export async function destinationPacksRoutes(
  app: FastifyInstance,
  _opts: { registry: ModelRegistry; config: TConfig },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/packs/get-packs', { schema: { tags: ['DestinationPack'] } }, async () => packOptions(app.db));
}
