import { databaseUnavailable } from '../db/unavailable';
import { StorageUnwritableError } from '../media/storage/unwritable';

/** Seconds a client is asked to wait after the database failed it: about what a restart or a failover takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export type TUnavailable = { message: string; retryAfterSeconds?: number; log: string };

/**
 * The 503 answer for a request that failed through no fault of its own: the database lost, refused or timed out, or
 * the data folder refused a file. Undefined for any other error.
 * @example
 * serviceUnavailable(errorWithCode('57P01')) // { message: 'The database is not answering; try again in a few seconds', retryAfterSeconds: 5, … }
 */
export function serviceUnavailable(error: unknown): TUnavailable | undefined {
  const database = databaseUnavailable(error);
  if (database === 'unreachable') {
    return {
      message: 'The database is not answering; try again in a few seconds',
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      log: 'database unreachable',
    };
  }
  if (database === 'timeout') {
    return {
      message:
        'The database took too long to answer and stopped this request; try again in a few seconds, or ask for less at once (a narrower filter, fewer items)',
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      log: 'statement timeout',
    };
  }
  // Retrying does not help until someone frees or fixes the folder, so no Retry-After.
  if (error instanceof StorageUnwritableError)
    return { message: error.message, log: `data folder refused a write (${error.code})` };
  return undefined;
}
