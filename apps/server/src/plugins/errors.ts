import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TErrorAnswer } from '@mise/contracts/common/error-answer';
import { PG_CLIENT_ERRORS } from '../db/client-refusal';
import { type TUniqueWording, uniqueConflict } from '../db/unique-conflict';
import { HttpError, STATUS_NAMES } from '../lib/http-error';
import { serviceUnavailable } from '../lib/service-unavailable';

const body = (statusCode: number, message: string, details?: unknown): TErrorAnswer => ({
  error: {
    statusCode,
    name: STATUS_NAMES[statusCode] ?? 'Error',
    message,
    ...(details === undefined ? {} : { details }),
  },
});

/**
 * The messages of 4xx answers that come from a database error rather than from validation. Validation should refuse
 * such input first, naming the field; the no-500 sweep fails on any of these.
 */
export const DATABASE_ERROR_MESSAGES: ReadonlySet<string> = new Set(
  Object.values(PG_CLIENT_ERRORS).map(([, message]) => message),
);

function describeZodIssues(
  issues: Array<{ instancePath?: string; message?: string; params?: unknown }>,
  context: string,
) {
  return issues
    .map((issue) => {
      const path = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
      return path ? `${context}.${path}: ${issue.message}` : `${context}: ${issue.message}`;
    })
    .join('; ');
}

type TValidationIssue = { instancePath?: string; message?: string; keyword?: string; params?: unknown };
type TBranchIssue = { path: PropertyKey[]; message: string; code: string };

/**
 * A union's refusal ('Invalid input') told as the issues of the one branch the input was shaped for — an object body
 * where a list of them is also taken (POST tagCategories) — so the answer names the field as a plain body would.
 */
function unionBranchIssues(issue: TValidationIssue): TValidationIssue[] {
  const branches = (issue.params as { errors?: TBranchIssue[][] } | undefined)?.errors;
  if (issue.keyword !== 'invalid_union' || !Array.isArray(branches)) return [issue];
  const fitting = branches.filter((branch) => !branch.every((i) => i.code === 'invalid_type' && i.path.length === 0));
  if (fitting.length !== 1) return [issue];
  const base = (issue.instancePath ?? '').replace(/\/$/, '');
  return fitting[0].map((i) => ({ instancePath: `${base}/${i.path.map(String).join('/')}`, message: i.message }));
}

/** One error shape for the whole API: `{error: {statusCode, name, message, details?}}`; never a 500 for client input. */
export const errorsPlugin = fp(
  async (app: FastifyInstance, opts: { uniqueWording?: TUniqueWording }) => {
    app.setErrorHandler(
      (error: FastifyError & { code?: string; detail?: string; constraint?: string }, request, reply) => {
        if (error instanceof HttpError) {
          return reply.status(error.statusCode).send(body(error.statusCode, error.message, error.details));
        }
        if (hasZodFastifySchemaValidationErrors(error)) {
          const context = error.validationContext ?? 'request';
          const issues = (error.validation as TValidationIssue[]).flatMap(unionBranchIssues);
          const message = describeZodIssues(issues, context);
          return reply.status(400).send(
            body(
              400,
              message,
              issues.map((v) => ({ path: v.instancePath, message: v.message })),
            ),
          );
        }
        // Drizzle wraps driver errors (DrizzleQueryError); the PostgreSQL code sits on the cause.
        const dbError = (
          error.cause && typeof error.cause === 'object' && 'code' in error.cause ? error.cause : error
        ) as {
          code?: string;
          table?: string;
          detail?: string;
        };
        const pg = dbError.code ? PG_CLIENT_ERRORS[dbError.code] : undefined;
        if (pg) {
          const [status, message] = pg;
          request.log.info({ err: error }, 'database refused client input');
          // Index and constraint names stay in the log: a person can act on a field name, not on users_email_idx.
          if (dbError.code === '23505') {
            // `details` names the fields the way validation errors do, so a form can mark them.
            const conflict = uniqueConflict(dbError, opts.uniqueWording);
            const details = conflict.fields.map((field) => ({ path: `/${field}`, message: conflict.message }));
            return reply.status(status).send(body(status, conflict.message, details.length > 0 ? details : undefined));
          }
          return reply.status(status).send(body(status, message));
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
        // The database gone, stalled or refusing connections, or the data folder refusing files: 503, never 500.
        const unavailable = serviceUnavailable(error);
        if (unavailable) {
          request.log.warn({ err: error }, unavailable.log);
          if (unavailable.retryAfterSeconds) reply.header('retry-after', String(unavailable.retryAfterSeconds));
          return reply.status(503).send(body(503, unavailable.message));
        }
        request.log.error({ err: error }, 'unhandled error');
        return reply.status(500).send(body(500, 'Something went wrong on our side; the change was not saved'));
      },
    );
  },
  { name: 'errors' },
);

/** What Node's HTTP server refuses before any route runs, answered in the API's error shape. */
const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [
    408,
    'RequestTimeoutError',
    'The request did not arrive in time (REQUEST_TIMEOUT_MS); send it again over a faster connection',
  ],
  HPE_HEADER_OVERFLOW: [431, 'RequestHeaderFieldsTooLargeError', 'The request headers are too large'],
};

/**
 * Fastify's `clientErrorHandler`: a request not fully received within REQUEST_TIMEOUT_MS (a client trickling its body),
 * oversized headers or malformed HTTP get a status and message, then the connection closes.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, name, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    'BadRequestError',
    'The request is not valid HTTP',
  ];
  this.log.info({ code: error.code, statusCode }, 'client error before routing');
  if (socket.writable) {
    const text = JSON.stringify({ error: { statusCode, name, message } });
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
