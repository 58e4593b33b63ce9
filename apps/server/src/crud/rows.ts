import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notFound } from '../lib/http-error';
import { modelFields } from './fields';
import type { TRow } from './list';
import type { TModel } from './model';

/** Every write stamps `updated` with millisecond precision, so the value a client read compares exactly. */
export const stamp = () => new Date(Math.floor(Date.now()));

/** A list of ids as one `int[]` parameter (both drivers send a JS array as a PostgreSQL array), however long the list. */
export const intArray = (ids: number[]) => sql`${sql.param(ids)}::int[]`;

export function allColumns(model: TModel) {
  return Object.fromEntries([...modelFields(model).all.values()].map((f) => [f.name, f.column]));
}

export async function findById(db: Db, model: TModel, id: number, opts: { withDeleted?: boolean } = {}): Promise<TRow | undefined> {
  const fields = modelFields(model);
  const deleted = fields.all.get('deleted');
  const live = model.resource.traits.softDelete && deleted && !opts.withDeleted ? sql`${deleted.column} = false` : undefined;
  const [row] = await db
    .select(allColumns(model))
    .from(model.table)
    .where(and(eq(model.id, id), live))
    .limit(1);
  return row as TRow | undefined;
}

export async function requireById(db: Db, model: TModel, id: number, opts: { withDeleted?: boolean } = {}): Promise<TRow> {
  const row = await findById(db, model, id, opts);
  if (!row) throw notFound(`${model.resource.model} ${id} was not found`);
  return row;
}
