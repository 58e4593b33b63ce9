import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@mise/contracts/common/fields';
import {
  ZPlaceFilter,
  ZPlaceFilterAnswer,
  ZSuggester,
  ZSuggestion,
  ZUpdateSuggestions,
} from '@mise/contracts/resources/place';
import type { TConfig } from '../../config';
import { documentedOnly } from '../../crud/answer-schemas';
import { expectedUpdated } from '../../crud/owner-version';
import type { ModelRegistry } from '../../crud/registry';
import { parseJsonQuery } from '../../lib/json-query';
import { filterPlaces } from './place-filter';
import { activeSuggesters, updateSuggestions } from './suggestions';

const ZIdParams = z.object({ id: zId });
/** update-suggestions answers the stored list and the place's new `updated`. */
const ZSuggestionsAnswer = z.object({
  _suggestions: z.array(ZSuggestion),
  updated: z.date().describe("The place's new `updated`: send it with the place's next change"),
});

/** Calls special to places (part 2 §7 "Places (Establishments)"); registered before the generic routes. */
export async function establishmentsRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Establishment'];

  r.put(
    '/establishments/:id/update-suggestions',
    {
      ...documentedOnly,
      schema: { tags, params: ZIdParams, body: ZUpdateSuggestions, response: { 200: ZSuggestionsAnswer } },
    },
    async (req) =>
      updateSuggestions(app.db, {
        id: req.params.id,
        body: req.body,
        actor: req.staff,
        expectedUpdated: expectedUpdated(req.body, req.headers['if-match']),
      }),
  );

  // Before the generic `/establishments/:id`: 'filter' is no id. The spec writes the path `Establishments/filter`; paths ignore case.
  r.get(
    '/establishments/filter',
    {
      schema: {
        tags,
        querystring: z.looseObject({ filter: z.string().max(20_000).optional() }),
        response: { 200: ZPlaceFilterAnswer },
      },
    },
    async (req) => filterPlaces(app.db, parseJsonQuery(req.query.filter, ZPlaceFilter)),
  );

  const suggesters = { tags, params: ZIdParams, response: { 200: z.array(ZSuggester) } };
  r.get('/establishments/:id/suggesters', { ...documentedOnly, schema: suggesters }, async (req) =>
    activeSuggesters(app.db, req.params.id),
  );
}
