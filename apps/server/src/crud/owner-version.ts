import { type SQL, and, eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { type HttpError, badRequest, conflict, notFound } from '../lib/http-error';
import { modelFields } from './fields';
import type { TModel } from './model';
import { findById, stamp } from './rows';
import { liveCondition } from './soft-delete';
import { clientDate } from './where';

/** An ISO 8601 date-time as the API answers it (`2026-11-22T10:00:00.000Z`), an offset allowed; JavaScript would read `5` as a date. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Reads the `updated` a write was based on, from the body or an If-Match header (`*` asks for no check). It is the
 * ISO text the API answered, so a number is refused rather than read as milliseconds since 1970.
 * @example
 * expectedUpdated({ updated: '2026-11-22T10:00:00.000Z' }, undefined) // a Date; expectedUpdated({}, undefined) // undefined
 */
export function expectedUpdated(
  body: Record<string, unknown> | null | undefined,
  ifMatch: string | undefined,
): Date | undefined {
  const header = ifMatch?.trim();
  const raw = body?.updated ?? (header && header !== '*' ? header.replace(/^W\//, '').replaceAll('"', '') : undefined);
  if (raw === undefined) return undefined;
  const date = typeof raw === 'string' && ISO_DATE_TIME.test(raw) ? clientDate(raw) : undefined;
  if (!date)
    throw badRequest(
      'updated: expected the ISO date-time the change was based on, as the record answered it (e.g. 2026-11-22T10:00:00.000Z)',
    );
  return date;
}

/** The model's `updated` column, if it keeps one. */
export const updatedColumn = (model: TModel): AnyPgColumn | undefined => modelFields(model).all.get('updated')?.column;

/** True where the row's `updated` is the one the client read: the API answers milliseconds, the column may hold more. */
export const sameVersion = (column: AnyPgColumn, expected: Date): SQL =>
  sql`date_trunc('milliseconds', ${column}) = ${expected.toISOString()}::timestamptz`;

/** The fields that name a row to staff, in the order tried: places and cities have a name, reviews and quotes a title. */
export const NAME_FIELDS = ['name', 'title', 'code', 'email'] as const;

/**
 * The 409 of a write based on an older version of the row. It names the record as staff know it ('"Thai" was changed…'),
 * never the model and id ('Cuisine 2'): the console shows this text as it is. A row with no name is 'This item'.
 * @example
 * changedSince({ id: 2, name: 'Thai' }) // 409 '"Thai" was changed by someone else since you opened it; reload to see their changes'
 */
export const changedSince = (row: Record<string, unknown> | undefined): HttpError => {
  const name = NAME_FIELDS.map((field) => row?.[field]).find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  );
  return conflict(
    `${name ? `"${name.trim()}"` : 'This item'} was changed by someone else since you opened it; reload to see their changes`,
  );
};

/**
 * A row's next `updated`: now, but always later than the version it replaces, so two saves within one millisecond still
 * differ (the version check compares milliseconds).
 * @example
 * await tx.update(settings).set({ value, updated: nextVersion(settings.updated) })
 * sql`update ${table} set updated = ${nextVersion(sql`updated`)}` // a table known only by name
 */
export function nextVersion(column: AnyPgColumn | SQL): SQL<Date> {
  return sql<Date>`greatest(${stamp().toISOString()}::timestamptz, date_trunc('milliseconds', ${column}) + interval '1 millisecond')`;
}

/**
 * The `set` of a write that changes rows without saying what they were based on (a bulk publish, a list's rows
 * renumbered): each row's next version, by the one rule above.
 * @example
 * await tx.update(tags).set({ isPublished: true, ...bumped(tags) }).where(…)
 */
export function bumped(table: PgTable): { updated: SQL<Date> } {
  const column = (getTableColumns(table) as Record<string, AnyPgColumn | undefined>).updated;
  if (!column) throw new Error(`${getTableName(table)} keeps no updated column to raise`);
  return { updated: nextVersion(column) };
}

/**
 * Raises the `updated` of the row whose list is written (a list is part of its owner), and refuses the write when the
 * client based it on an older version: check and raise are one statement, so two writers of the same list wait on the
 * row's lock and the second finds the version moved (409). Run it first in the list's transaction. The new value is
 * always later than the old one, so two writes within a millisecond still differ.
 * @example
 * const updated = await raiseOwnerVersion(tx, { model: cityModel, id: 4, expected: new Date('2026-11-22T10:00:00.000Z') });
 */
export async function raiseOwnerVersion(
  tx: Db,
  { model, id, expected }: { model: TModel; id: number; expected?: Date },
): Promise<Date | undefined> {
  const column = updatedColumn(model);
  const guard = expected && column ? sameVersion(column, expected) : undefined;
  const rows = column
    ? await tx
        .update(model.table)
        .set({
          updated: nextVersion(column),
        } as never)
        .where(and(eq(model.id, id), liveCondition(model), guard))
        .returning({ updated: column })
    : await tx
        .select({ id: model.id })
        .from(model.table)
        .where(and(eq(model.id, id), liveCondition(model)));
  if (rows.length > 0) return (rows[0] as { updated?: Date }).updated;
  const row = await findById(tx, { model, id });
  if (!row) throw notFound(`${model.resource.model} ${id} was not found`);
  throw changedSince(row);
}
