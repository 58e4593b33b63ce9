import type { FastifyInstance, FastifySchema } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { isZod } from '../crud/compiled-answer';
import { ERROR_STATUSES, ZErrorAnswer } from '@mise/contracts/common/error-answer';
import { answerRegistry } from '@mise/contracts/common/answers';

answerRegistry.add(ZErrorAnswer, { id: 'ErrorAnswer', description: 'The one error answer of the API' });

type TResponses = Record<string, unknown>;

/**
 * Declares the API's one error answer (ZErrorAnswer) for every error status on every route registered after it in this
 * scope, so /api/docs shows each operation's errors. Error bodies are all built by the errors plugin; they are written
 * as they are (see `answerSerializer`), and tests check them against the declaration (`checkAnswers`).
 */
export function declareErrorAnswers(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    const schema: FastifySchema = (route.schema ??= {});
    const response = (schema.response ??= {}) as TResponses;
    for (const status of ERROR_STATUSES) response[status] ??= ZErrorAnswer;
  });
}

/**
 * The app's serializer: zod's for the answers a route declares as shaping its output, plain JSON for error answers (one
 * builder writes them all; a serializer that refused one would turn a 4xx into a 500).
 */
export const answerSerializer: typeof serializerCompiler = (route) =>
  (route.httpStatus ?? '200').startsWith('2') ? serializerCompiler(route) : (data: unknown) => JSON.stringify(data);

/**
 * Under test: checks every object answer against what its route declares for that status, and reports each answer that
 * does not match (the route, the status and zod's account of the difference). Declared shapes are then true, not just
 * documentation. Off in production: it parses every answer.
 * @example
 * checkAnswers(api, (mismatch) => mismatches.push(mismatch));
 */
export function checkAnswers(api: FastifyInstance, report: (mismatch: string) => void): void {
  api.addHook('preSerialization', async (request, reply, payload) => {
    const responses = request.routeOptions.schema?.response as TResponses | undefined;
    const status = String(reply.statusCode);
    const declared = responses?.[status] ?? responses?.[`${status[0]}xx`];
    if (!isZod(declared)) return payload;
    const result = declared.safeParse(payload);
    if (!result.success) {
      const issues = result.error.issues.map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`).slice(0, 5);
      report(
        `${request.method} ${request.routeOptions.url} answered ${status} unlike its declaration: ${issues.join('; ')}`,
      );
    }
    return payload;
  });
}
