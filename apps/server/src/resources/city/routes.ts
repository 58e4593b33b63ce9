import type { FastifyInstance } from 'fastify';
import { cityCalls } from '@mise/contracts/special-calls';
import type { TConfig } from '../../config';
import { expectedUpdated } from '../../crud/owner-version';
import type { ModelRegistry } from '../../crud/registry';
import { serve } from '../../crud/serve';
import { cityDetails } from './details';
import { setCityPlaces } from './update-establishments';

/** Calls special to destinations (part 1 §7 "Cities"); registered before the generic routes, so `details` is not taken for a relation. */
export async function cityRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  serve(app, cityCalls.details, async (req) => cityDetails(app.db, req.params.id));

  serve(app, cityCalls.updateEstablishments, async (req) =>
    setCityPlaces(app.db, {
      cityId: req.params.id,
      establishmentIds: req.body.establishmentIds,
      actor: req.staff,
      expectedUpdated: expectedUpdated(req.body, req.headers['if-match']),
    }),
  );
}
