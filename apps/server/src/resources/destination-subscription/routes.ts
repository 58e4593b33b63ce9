import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSubscriptionsAggs } from '@mise/contracts/resources/city-calls';
import type { TConfig } from '../../config';
import { documentedOnly } from '../../crud/answer-schemas';
import type { ModelRegistry } from '../../crud/registry';
import { parseAggsFilter, subscriptionsPage } from './subscriptions-aggs';

/** Calls special to destinationSubscriptions (part 1 §7 "Cities": the city's User tab). */
export async function destinationSubscriptionsRoutes(
  app: FastifyInstance,
  _opts: { registry: ModelRegistry; config: TConfig },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/destinationSubscriptions/subscriptions-aggs',
    {
      ...documentedOnly,
      schema: {
        tags: ['DestinationSubscription'],
        querystring: z.looseObject({ filter: z.string().max(2000).optional() }),
        response: { 200: ZSubscriptionsAggs },
      },
    },
    async (req) => {
      const { where, limit, skip } = parseAggsFilter(req.query.filter);
      return subscriptionsPage(app.db, { destinationId: where.destinationId, limit, skip });
    },
  );
}
