import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@mise/contracts/common/fields';
import { ZCityDetails, ZUpdateEstablishments, ZUpdateEstablishmentsResult } from '@mise/contracts/resources/city-calls';
import type { TConfig } from '../../config';
import { documentedOnly } from '../../crud/answer-schemas';
import { expectedUpdated } from '../../crud/owner-version';
import type { ModelRegistry } from '../../crud/registry';
import { cityDetails } from './details';
import { setCityPlaces } from './update-establishments';

const ZIdParams = z.object({ id: zId });

/** Calls special to destinations (part 1 §7 "Cities"); registered before the generic routes, so `details` is not taken for a relation. */
export async function destinationsRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Destination'];

  const details = { tags, params: ZIdParams, response: { 200: ZCityDetails } };
  r.get('/destinations/:id/details', { ...documentedOnly, schema: details }, async (req) =>
    cityDetails(app.db, req.params.id),
  );

  r.put(
    '/destinations/:id/update-establishments',
    {
      ...documentedOnly,
      schema: { tags, params: ZIdParams, body: ZUpdateEstablishments, response: { 200: ZUpdateEstablishmentsResult } },
    },
    async (req) =>
      setCityPlaces(app.db, {
        cityId: req.params.id,
        establishmentIds: req.body.establishmentIds,
        actor: req.staff,
        expectedUpdated: expectedUpdated(req.body, req.headers['if-match']),
      }),
  );
}
