import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { badRequest } from '../lib/http-error';

/** One id a body points at: the body field, the table and id column it names, and how staff call that item. */
export type TKnownRef = { field: string; table: PgTable; id: AnyPgColumn; label: string };

/**
 * Refuses a body whose id fields name no live row, with a 400 naming the field ('userId: User 99 does not exist'),
 * before the insert would meet the foreign key (whose database message names no field). A soft-deleted row counts as
 * gone. Fields the body leaves out or sets to null are not checked. Runs in the write's transaction (a model's `prepare`).
 * @example
 * await refuseUnknownRefs(ctx.db, values, [{ field: 'userId', table: users, id: users.id, label: 'User' }]);
 */
export async function refuseUnknownRefs(
  db: Db,
  values: Record<string, unknown>,
  refs: readonly TKnownRef[],
): Promise<void> {
  for (const ref of refs) {
    const value = values[ref.field];
    if (typeof value !== 'number') continue;
    const deleted = (getTableColumns(ref.table) as Record<string, AnyPgColumn | undefined>).deleted;
    const [found] = await db
      .select({ id: ref.id })
      .from(ref.table)
      .where(and(eq(ref.id, value), deleted ? sql`${deleted} = false` : undefined))
      .limit(1);
    if (!found) {
      const message = `${ref.label} ${value} does not exist`;
      throw badRequest(`${ref.field}: ${message}`, [{ path: `/${ref.field}`, message }]);
    }
  }
}

/**
 * A model's `prepare` that only refuses unknown refs (refuseUnknownRefs) and stores the body as it is.
 * @example
 * defineModel({ …, prepare: refusingUnknownRefs([{ field: 'userId', table: users, id: users.id, label: 'User' }]) })
 */
export function refusingUnknownRefs(refs: readonly TKnownRef[]) {
  return async (values: Record<string, unknown>, ctx: { db: Db }): Promise<Record<string, unknown>> => {
    await refuseUnknownRefs(ctx.db, values, refs);
    return values;
  };
}
