import { z } from 'zod';

/**
 * The answer of a call that has nothing to say on success (204): sign-out, a password or two-factor change.
 * @example
 * r.post('/users/logout', { schema: { response: { 204: ZNoContent } } }, async (req, reply) => reply.status(204).send());
 */
export const ZNoContent = z.null().describe('No content');
