import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@mise/contracts/common/fields';
import { ZUpdateEstablishments } from '@mise/contracts/resources/city-calls';
import type { TConfig } from '../../config';
import { expectedUpdated } from '../../crud/owner-version';
import type { ModelRegistry } from '../../crud/registry';
import { cityDetails } from './details';
import { setCityPlaces } from './update-establishments';

const ZIdParams = z.object({ id: zId });

/** Calls special to destinations (part 1 §7 "Cities"); registered before the generic routes, so `details` is not taken for a relation. */
export async function destinationsRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Destination'];

  r.get('/destinations/:id/details', { schema: { tags, params: ZIdParams } }, async (req) =>
    cityDetails(app.db, req.params.id),
  );

  r.put(
    '/destinations/:id/update-establishments',
    { schema: { tags, params: ZIdParams, body: ZUpdateEstablishments } },
    async (req) =>
      setCityPlaces(app.db, {
        cityId: req.params.id,
        establishmentIds: req.body.establishmentIds,
        actor: req.staff,
        expectedUpdated: expectedUpdated(req.body, req.headers['if-match']),
      }),
  );
}
