import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPackOption } from '@mise/contracts/resources/city-calls';
import type { TConfig } from '../../config';
import { documentedOnly } from '../../crud/answer-schemas';
import type { ModelRegistry } from '../../crud/registry';
import { packOptions } from './get-packs';

/** Calls special to destinationPacks (part 1 §7 "Destination packs"). */
export async function destinationPacksRoutes(
  app: FastifyInstance,
  _opts: { registry: ModelRegistry; config: TConfig },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const schema = { tags: ['DestinationPack'], response: { 200: z.array(ZPackOption) } };
  r.get('/packs/get-packs', { ...documentedOnly, schema }, async () => packOptions(app.db));
}
