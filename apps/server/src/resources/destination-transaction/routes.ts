import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMultiPurchase } from '@mise/contracts/resources/destination-transaction';
import { ZMultiPurchaseResult } from '@mise/contracts/resources/city-calls';
import type { TConfig } from '../../config';
import { documentedOnly } from '../../crud/answer-schemas';
import type { ModelRegistry } from '../../crud/registry';
import { grantSubscriptions } from './purchase';

/** Calls special to destinationTransactions (part 1 §7 "Cities": adding users to a city). */
export async function destinationTransactionsRoutes(
  app: FastifyInstance,
  _opts: { registry: ModelRegistry; config: TConfig },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/destinationTransactions/multi-user-multi-destination-purchase',
    {
      ...documentedOnly,
      schema: { tags: ['DestinationTransaction'], body: ZMultiPurchase, response: { 200: ZMultiPurchaseResult } },
    },
    async (req) => grantSubscriptions(app.db, req.body, req.staff),
  );
}
