import { z } from 'zod';
import { defineCall } from './call';

const ZDatabaseState = z.enum(['answering', 'not answering']);

/** GET health: the process runs; whether the database answers. */
export const ZHealth = z.object({
  ok: z.literal(true),
  live: z.literal(true),
  ready: z.boolean(),
  database: ZDatabaseState,
});
/** GET health/live: the process runs. */
export const ZHealthLive = z.object({ ok: z.literal(true), live: z.literal(true) });
/** GET health/ready: the database answers (else a 503 error answer with Retry-After). */
export const ZHealthReady = z.object({ ok: z.literal(true), ready: z.literal(true), database: z.literal('answering') });

/** Liveness and readiness, without a token (the server keeps them out of /api/docs). */
export const healthCalls = {
  health: defineCall({ method: 'GET', path: '/health', tag: 'health', answer: ZHealth }),
  live: defineCall({ method: 'GET', path: '/health/live', tag: 'health', answer: ZHealthLive }),
  ready: defineCall({ method: 'GET', path: '/health/ready', tag: 'health', answer: ZHealthReady }),
};
