import type { FastifyInstance } from 'fastify';
import { placeCalls } from '@mise/contracts/special-calls';
import { serve } from '../../crud/serve';
import { ZPlaceFilter } from '@mise/contracts/resources/place';
import type { TConfig } from '../../config';
import { expectedUpdated } from '../../crud/owner-version';
import type { ModelRegistry } from '../../crud/registry';
import { parseJsonQuery } from '../../lib/json-query';
import { filterPlaces } from './place-filter';
import { activeSuggesters, updateSuggestions } from './suggestions';

/** Calls special to places (part 2 §7 "Places (Establishments)"); registered before the generic routes. */
export async function placeRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  serve(app, placeCalls.updateSuggestions, async (req) =>
    updateSuggestions(app.db, {
      id: req.params.id,
      body: req.body,
      actor: req.staff,
      expectedUpdated: expectedUpdated(req.body, req.headers['if-match']),
    }),
  );

  // Before the generic `/establishments/:id`: 'filter' is no id.
  serve(app, placeCalls.filter, async (req) => filterPlaces(app.db, parseJsonQuery(req.query.filter, ZPlaceFilter)));
  serve(app, placeCalls.suggesters, async (req) => activeSuggesters(app.db, req.params.id));
}
