import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, STATUS_NAMES } from '../lib/http-error';

type TErrorBody = { error: { statusCode: number; name: string; message: string; details?: unknown } };

const body = (statusCode: number, message: string, details?: unknown): TErrorBody => ({
  error: { statusCode, name: STATUS_NAMES[statusCode] ?? 'Error', message, ...(details === undefined ? {} : { details }) },
});

/** PostgreSQL error codes that can only come from what a client sent, mapped to a 4xx. */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'A record with the same unique value already exists'],
  '23503': [400, 'A referenced record does not exist'],
  '23502': [400, 'A required value is missing'],
  '23514': [400, 'A value breaks a rule of this record'],
  '22P02': [400, 'A value has the wrong format'],
  '22003': [400, 'A number is out of range'],
  '22007': [400, 'A date has the wrong format'],
  '22008': [400, 'A date is out of range'],
  '22001': [400, 'A value is too long'],
  '54000': [400, 'A value is too large'],
  '22021': [400, 'Text contains a character that cannot be stored (such as \\u0000)'],
  '22P05': [400, 'Text contains a character that cannot be stored (such as \\u0000)'],
  '2201X': [400, 'A paging value is out of range'],
  '2201W': [400, 'A paging value is out of range'],
};

function describeZodIssues(issues: Array<{ instancePath?: string; message?: string; params?: unknown }>, context: string) {
  return issues
    .map((issue) => {
      const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      return path ? `${context}.${path}: ${issue.message}` : `${context}: ${issue.message}`;
    })
    .join('; ');
}

/** One error shape for the whole API: `{error: {statusCode, name, message, details?}}`; never a 500 for client input. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError & { code?: string; detail?: string; constraint?: string }, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send(body(error.statusCode, error.message, error.details));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = error.validationContext ?? 'request';
        const message = describeZodIssues(error.validation as never, context);
        return reply.status(400).send(
          body(
            400,
            message,
            error.validation.map((v) => ({ path: v.instancePath, message: v.message })),
          ),
        );
      }
      // Drizzle wraps driver errors (DrizzleQueryError); the PostgreSQL code sits on the cause.
      const dbError = (error.cause && typeof error.cause === 'object' && 'code' in error.cause ? error.cause : error) as { code?: string; constraint?: string };
      const pg = dbError.code ? PG_CLIENT_ERRORS[dbError.code] : undefined;
      if (pg) {
        const [status, message] = pg;
        request.log.info({ err: error }, 'database refused client input');
        const detail = dbError.constraint ? ` (${dbError.constraint})` : '';
        return reply.status(status).send(body(status, `${message}${detail}`));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? `Malformed JSON body: ${error.message}`
            : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
              ? 'Request body is too large'
              : error.message;
        return reply.status(status).send(body(status, message));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(body(500, 'Something went wrong on our side; the change was not saved'));
    });
  },
  { name: 'errors' },
);
