import { sql } from 'drizzle-orm';
import { HttpError } from '../lib/http-error';
import type { Db } from './client';
import { type TUniqueWording, uniqueConflict } from './unique-conflict';

/** PostgreSQL error codes that can only come from what a client sent, mapped to a 4xx. */
export const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '23505': [409, 'A record with the same unique value already exists'],
  '23503': [400, 'A referenced record does not exist'],
  '23502': [400, 'A required value is missing'],
  '23514': [400, 'A value breaks a rule of this record'],
  '22P02': [400, 'A value has the wrong format'],
  '22003': [400, 'A number is out of range'],
  '22007': [400, 'A date has the wrong format'],
  '22008': [400, 'A date is out of range'],
  // PostgreSQL's reading of a six-digit ISO year (JavaScript's dates past 9999) as a time zone.
  '22009': [400, 'A date is out of range; use years 1 to 9999'],
  '22001': [400, 'A value is too long'],
  '54000': [400, 'A value is too large'],
  '22021': [400, 'Text contains a character that cannot be stored (such as \\u0000)'],
  '22P05': [400, 'Text contains a character that cannot be stored (such as \\u0000)'],
  '2201X': [400, 'A paging value is out of range'],
  '2201W': [400, 'A paging value is out of range'],
};

/**
 * What a person is told when the database refuses a write for what was sent (a taken e-mail, a city that does not
 * exist), and the fields concerned; undefined for any other error. Drizzle wraps driver errors: the code is on the cause.
 * @example
 * clientRefusal(error, wording) // { status: 409, message: 'A record with the same slug already exists', fields: ['slug'] }
 */
export function clientRefusal(
  error: unknown,
  wording?: TUniqueWording,
): { status: number; message: string; fields: string[] } | undefined {
  const cause = (error as { cause?: unknown })?.cause;
  const db = (cause && typeof cause === 'object' && 'code' in cause ? cause : error) as {
    code?: string;
    table?: string;
    detail?: string;
  };
  const known = db?.code ? PG_CLIENT_ERRORS[db.code] : undefined;
  if (!known) return undefined;
  if (db.code === '23505') return { status: known[0], ...uniqueConflict(db, wording) };
  const column = /column "([^"]+)"/.exec(String((error as Error)?.message ?? '') + String(db.detail ?? ''))?.[1];
  return { status: known[0], message: known[1], fields: column ? [column] : [] };
}

/**
 * Runs `work` in a savepoint of `tx` so that a refusal (a 4xx it throws, or the database refusing what was sent) takes
 * back only its own writes, and answers the refusal's words; anything else is thrown on. Undefined when it went through.
 * @example
 * const reason = await refusalOf(tx, () => patchRow(tx, { … })) // 'Place 12 was not found'
 */
export async function refusalOf(tx: Db, work: () => Promise<unknown>): Promise<string | undefined> {
  await tx.execute(sql`savepoint refusal_of`);
  try {
    await work();
    await tx.execute(sql`release savepoint refusal_of`);
    return undefined;
  } catch (error) {
    await tx.execute(sql`rollback to savepoint refusal_of`);
    if (error instanceof HttpError && error.statusCode < 500) return error.message;
    const refusal = clientRefusal(error);
    if (!refusal) throw error;
    return refusal.message;
  }
}
