import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notFound } from '../lib/http-error';
import { modelFields } from './fields';
import type { TRow } from './list';
import type { TModel } from './model';
import { liveCondition } from './soft-delete';

/** Every write stamps `updated` with millisecond precision, so the value a client read compares exactly. */
export const stamp = () => new Date(Math.floor(Date.now()));

/** A list of ids as one `int[]` parameter (both drivers send a JS array as a PostgreSQL array), however long the list. */
export const intArray = (ids: number[]) => sql`${sql.param(ids)}::int[]`;

export function allColumns(model: TModel) {
  return Object.fromEntries([...modelFields(model).all.values()].map((f) => [f.name, f.column]));
}

type TByIdStatement = { execute: (values: { id: number }) => Promise<unknown[]> };
const byIdStatements = new WeakMap<Db, Map<string, TByIdStatement>>();

/** The statement that reads one row of a model by id, built once per database with the id as a placeholder. */
function byIdStatement(db: Db, { model, withDeleted }: { model: TModel; withDeleted: boolean }): TByIdStatement {
  let known = byIdStatements.get(db);
  if (!known) byIdStatements.set(db, (known = new Map()));
  const key = `${model.resource.model}:${withDeleted}`;
  let statement = known.get(key);
  if (!statement) {
    statement = db
      .select(allColumns(model))
      .from(model.table)
      .where(and(eq(model.id, sql.placeholder('id')), withDeleted ? undefined : liveCondition(model)))
      .limit(1)
      .prepare('');
    known.set(key, statement);
  }
  return statement;
}

/**
 * One row by id; a soft-deleted one only when `withDeleted` asks for it. The statement is built once per model (every
 * detail screen opens with it; building it cost more than running it).
 * @example
 * await findById(db, { model: cityModel, id: 7, withDeleted: true })
 */
export async function findById(
  db: Db,
  { model, id, withDeleted = false }: { model: TModel; id: number; withDeleted?: boolean },
): Promise<TRow | undefined> {
  const [row] = await byIdStatement(db, { model, withDeleted }).execute({ id });
  return row as TRow | undefined;
}

/** The 404 of a row that is not there (or is in the trash). */
export const rowNotFound = (model: TModel, id: number) => notFound(`${model.resource.model} ${id} was not found`);

/** One live row by id, or 404. */
export async function requireById(db: Db, model: TModel, id: number): Promise<TRow> {
  const row = await findById(db, { model, id });
  if (!row) throw rowNotFound(model, id);
  return row;
}
