import { DrizzleQueryError } from 'drizzle-orm';

const FROM_DATABASE = Symbol('mise.fromDatabase');

/**
 * Marks an error as the database driver's, so that a bare socket code on it (ECONNREFUSED, ECONNRESET …) is read as
 * the database being out of reach rather than some other service (a picture fetch, object storage) failing.
 */
export function fromDatabase<E>(error: E): E {
  if (error && typeof error === 'object' && !Object.isFrozen(error))
    Object.defineProperty(error, FROM_DATABASE, { value: true, configurable: true });
  return error;
}

/** SQLSTATEs of a lost or refused connection: class 08, shutdown and restart (57P01–57P03), too many connections. */
const UNREACHABLE_CODES = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
/** Socket codes Node sets when the database's host or port does not answer; only read on errors the driver raised. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** What node-postgres and its pool throw when a connection dies, never opens, or no pooled connection frees up in time. */
const DRIVER_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Query read timeout)/;
/** query_canceled: the statement timeout (or an operator's pg_cancel_backend) stopped the statement. */
const CANCELED = '57014';

type TErrorLike = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown; [FROM_DATABASE]?: boolean };

/** The error, its causes (Drizzle puts the driver's error there) and the parts of an AggregateError (one per address tried). */
function chainOf(error: unknown): TErrorLike[] {
  const chain: TErrorLike[] = [];
  const visit = (e: unknown, depth: number) => {
    if (!e || typeof e !== 'object' || depth > 5 || chain.includes(e as TErrorLike)) return;
    chain.push(e as TErrorLike);
    visit((e as TErrorLike).cause, depth + 1);
    const parts = (e as TErrorLike).errors;
    if (Array.isArray(parts)) for (const part of parts) visit(part, depth + 1);
  };
  visit(error, 0);
  return chain;
}

/**
 * Why the database could not serve a request, when that is the reason it failed: `'unreachable'` (connection lost,
 * refused, not opened in time, server shutting down or full) or `'timeout'` (the statement timeout stopped it).
 * Anything else — including every error a client's input can cause — is `undefined`.
 * @example
 * databaseUnavailable(new DrizzleQueryError('select 1', [], Object.assign(new Error('terminating connection'), { code: '57P01' }))) // 'unreachable'
 */
export function databaseUnavailable(error: unknown): 'unreachable' | 'timeout' | undefined {
  const chain = chainOf(error);
  const driverRaised = chain.some((e) => e instanceof DrizzleQueryError || e[FROM_DATABASE] === true);
  for (const e of chain) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code === CANCELED) return 'timeout';
    if (code && UNREACHABLE_CODES.test(code)) return 'unreachable';
    if (code && driverRaised && SOCKET_CODES.has(code)) return 'unreachable';
    if (typeof e.message === 'string' && DRIVER_MESSAGES.test(e.message)) return 'unreachable';
  }
  return undefined;
}
