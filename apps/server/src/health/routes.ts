import type { FastifyInstance } from 'fastify';
import { healthCalls } from '@mise/contracts/common/health-calls';
import { serve } from '../crud/serve';
import { HttpError } from '../lib/http-error';
import { DATABASE_RETRY_AFTER_SECONDS } from '../lib/service-unavailable';

/** How long readiness waits for `select 1`: a database slower than this to say hello is not ready for requests. */
export const READY_TIMEOUT_MS = 2000;

const open = { config: { public: true }, hidden: true } as const;

/**
 * Health, without a token. Liveness and readiness are apart, so that a database outage takes servers out of a load
 * balancer (ready: 503) without getting them restarted (live: 200) — they recover by themselves when it returns.
 * - `GET /health`: 200 while the process runs, and says whether the database answers.
 * - `GET /health/live`: 200 while the process runs; touches nothing.
 * - `GET /health/ready`: 200 when the database answers `select 1` within READY_TIMEOUT_MS, else 503 with Retry-After.
 */
export async function healthRoutes(api: FastifyInstance) {
  const database = api.database;
  const answering = async () => ({ ready: await database.ping(READY_TIMEOUT_MS) });

  serve(api, healthCalls.health, {
    route: open,
    handler: async () => {
      const { ready } = await answering();
      return { ok: true, live: true, ready, database: ready ? 'answering' : 'not answering' } as const;
    },
  });

  serve(api, healthCalls.live, { route: open, handler: async () => ({ ok: true, live: true }) as const });

  serve(api, healthCalls.ready, {
    route: open,
    handler: async (_request, reply) => {
      const { ready } = await answering();
      if (ready) return { ok: true, ready: true, database: 'answering' } as const;
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      throw new HttpError(
        503,
        `The database did not answer within ${READY_TIMEOUT_MS / 1000} s; try again in a few seconds`,
      );
    },
  });
}
