import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { OPERATION_HEADER } from '@mise/contracts/common/change-calls';
import { asAction, type TLedgerSource } from '../db/ledger-context';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The console says so (lib/api-client.ts); any other caller is an API client. Only what the ledger shows as source. */
const sourceOf = (req: FastifyRequest): TLedgerSource =>
  req.headers['x-mise-source'] === 'console' ? 'console' : 'api';

/**
 * Every write request is one action for the change ledger (db/ledger-context.ts): its transactions share an operation
 * id, answered in the `X-Mise-Operation` header, and name the signed-in staff member. Registered after the session check, which finds the staff member.
 */
export const ledgerPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', (req, reply, done) => {
      if (READS.has(req.method)) return done();
      const staff = (req as { staff?: { id: number } | null }).staff;
      // The client learns the operation it started, to offer Undo (a revert of it) where the change happened.
      const operation = randomUUID();
      reply.header(OPERATION_HEADER, operation);
      asAction({ source: sourceOf(req), actorId: staff?.id ?? null, operation }, done);
    });
  },
  { name: 'ledger' },
);
