import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency-key';

/** A write's identity under its key: who sent it, with which key, and what it was. */
export type TClaim = { userId: number; key: string; method: string; path: string; bodyHash: string };
export type TRecorded = typeof idempotencyKeys.$inferSelect;

/** How long a key holds: a repeat after this is a new request (and the row may be purged). */
export const KEY_LIFETIME = sql`interval '1 day'`;
/**
 * A claim still unanswered after this is taken to be abandoned (its server stopped between claim and answer) and may be
 * claimed again. Far longer than any write may run: a request's database time is bounded by its budget and the
 * statement timeout (seconds), and the body is already read when the claim is made.
 */
export const ABANDONED_AFTER = sql`interval '2 minutes'`;

const byKey = (claim: Pick<TClaim, 'userId' | 'key'>) =>
  and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));

/**
 * Claims the key for this request: true when it is ours to run. A row already there that has expired (older than a
 * day) or was abandoned is taken over in the same statement; otherwise the row stays as it is and the caller reads it.
 * One statement with no transaction around it: nothing is held while the handler runs, so a second request waiting for
 * the first never blocks PGlite's single connection.
 */
export async function claimKey(db: Db, claim: TClaim): Promise<boolean> {
  const fresh = {
    method: claim.method,
    path: claim.path,
    bodyHash: claim.bodyHash,
    status: null,
    contentType: null,
    response: null,
  };
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...claim, status: null })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { ...fresh, created: sql`now()` },
      setWhere: or(
        lt(idempotencyKeys.created, sql`now() - ${KEY_LIFETIME}`),
        and(isNull(idempotencyKeys.status), lt(idempotencyKeys.created, sql`now() - ${ABANDONED_AFTER}`)),
      ),
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function readKey(db: Db, claim: TClaim): Promise<TRecorded | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(byKey(claim)).limit(1);
  return row;
}

/** Stores the first request's 2xx answer on its claim, for repeats to be given. */
export async function recordAnswer(
  db: Db,
  claim: TClaim,
  answer: { status: number; contentType: string | null; response: string | null },
) {
  await db.update(idempotencyKeys).set(answer).where(byKey(claim));
}

/** Frees a claim whose request did not succeed, so that a corrected retry with the same key runs. */
export async function releaseKey(db: Db, claim: TClaim) {
  await db.delete(idempotencyKeys).where(and(byKey(claim), isNull(idempotencyKeys.status)));
}

/** Deletes up to `limit` expired keys (the created index finds them); answers how many. */
export async function purgeExpired(db: Db, limit = 500): Promise<number> {
  const gone = await db.execute(
    sql`delete from ${idempotencyKeys} where (user_id, key) in (select user_id, key from ${idempotencyKeys} where created < now() - ${KEY_LIFETIME} limit ${limit}) returning 1`,
  );
  return (gone as unknown as { rows?: unknown[] }).rows?.length ?? 0;
}
