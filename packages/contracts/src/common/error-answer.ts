import { z } from 'zod';

/**
 * The statuses every API call may answer with an error, besides its own answers: bad input (400), no or expired session
 * (401), not staff or held at two-factor set-up (403), no such record (404), a conflict with the stored record (409), an
 * Idempotency-Key reused with another body (422), too many requests (429), the database out of reach (503).
 */
export const ERROR_STATUSES = [400, 401, 403, 404, 409, 422, 429, 503] as const;
export type TErrorStatus = (typeof ERROR_STATUSES)[number];

/**
 * The one error answer of the whole API. `details` is a list of `{path, message}` for a refused field (a form marks the
 * field), or what the error needs to say more (`{twoFactorSetup: true}` on a 403 at two-factor set-up).
 * @example
 * // 400 on POST destinations without a name
 * { error: { statusCode: 400, name: 'BadRequestError', message: 'body.name: Name is required', details: [{ path: '/name', message: 'Name is required' }] } }
 */
export const ZErrorAnswer = z.strictObject({
  error: z.strictObject({
    statusCode: z.number().int().min(400).max(599),
    name: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type TErrorAnswer = z.infer<typeof ZErrorAnswer>;
