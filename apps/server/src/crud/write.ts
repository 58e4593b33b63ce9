import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conflict, notFound } from '../lib/http-error';
import { type TActor, logActivity } from './activity';
import { modelFields } from './fields';
import type { TRow } from './list';
import type { TModel } from './model';

/** Every write stamps `updated` with millisecond precision, so the value a client read compares exactly. */
export const stamp = () => new Date(Math.floor(Date.now()));

function allColumns(model: TModel) {
  return Object.fromEntries([...modelFields(model).all.values()].map((f) => [f.name, f.column]));
}

export async function findById(db: Db, model: TModel, id: number, opts: { withDeleted?: boolean } = {}): Promise<TRow | undefined> {
  const fields = modelFields(model);
  const deleted = fields.all.get('deleted');
  const live = model.resource.traits.softDelete && deleted && !opts.withDeleted ? sql`${deleted.column} = false` : undefined;
  const [row] = await db.select(allColumns(model)).from(model.table).where(and(eq(model.id, id), live)).limit(1);
  return row as TRow | undefined;
}

export async function requireById(db: Db, model: TModel, id: number, opts: { withDeleted?: boolean } = {}): Promise<TRow> {
  const row = await findById(db, model, id, opts);
  if (!row) throw notFound(`${model.resource.model} ${id} was not found`);
  return row;
}

/** Inserts one row and logs it, in one transaction. */
export async function createRow(db: Db, model: TModel, values: Record<string, unknown>, actor: TActor): Promise<TRow> {
  return db.transaction(async (tx) => {
    const now = stamp();
    const [row] = await tx
      .insert(model.table)
      .values({ ...values, created: now, updated: now } as never)
      .returning(allColumns(model));
    await logActivity(tx as Db, { actor, model: model.resource.model, itemId: (row as TRow).id, action: 'create', fields: Object.keys(values) });
    return row as TRow;
  });
}

/**
 * Updates one row. With `expectedUpdated` the update only lands if nobody changed the row since that time (409 otherwise).
 * @example
 * await patchRow(db, cityModel, 7, { name: 'Lyon' }, staff, new Date('2026-11-22T10:00:00.000Z'))
 */
export async function patchRow(
  db: Db,
  model: TModel,
  id: number,
  values: Record<string, unknown>,
  actor: TActor,
  expectedUpdated?: Date,
  action: 'update' | 'delete' | 'restore' | 'publish' | 'unpublish' = 'update',
  tx?: Db,
): Promise<TRow> {
  const run = async (t: Db) => {
    const updatedCol = modelFields(model).all.get('updated')?.column;
    const guard = expectedUpdated && updatedCol ? sql`date_trunc('milliseconds', ${updatedCol}) = ${expectedUpdated.toISOString()}::timestamptz` : undefined;
    const [row] = await t
      .update(model.table)
      .set({ ...values, updated: stamp() } as never)
      .where(and(eq(model.id, id), guard))
      .returning(allColumns(model));
    if (!row) {
      const exists = await findById(t, model, id, { withDeleted: true });
      if (!exists) throw notFound(`${model.resource.model} ${id} was not found`);
      throw conflict(`${model.resource.model} ${id} was changed by someone else since you opened it; reload to see their changes`);
    }
    await logActivity(t, { actor, model: model.resource.model, itemId: id, action, fields: Object.keys(values) });
    return row as TRow;
  };
  return tx ? run(tx) : db.transaction(async (t) => run(t as Db));
}

/** Soft-deletes where the spec says so, otherwise removes the row. */
export async function deleteRow(db: Db, model: TModel, id: number, actor: TActor): Promise<{ count: number }> {
  if (model.resource.traits.softDelete) {
    await requireById(db, model, id);
    await patchRow(db, model, id, { deleted: true }, actor, undefined, 'delete');
    return { count: 1 };
  }
  return db.transaction(async (tx) => {
    const gone = await tx.delete(model.table).where(eq(model.id, id)).returning({ id: model.id });
    if (gone.length === 0) throw notFound(`${model.resource.model} ${id} was not found`);
    await logActivity(tx as Db, { actor, model: model.resource.model, itemId: id, action: 'delete' });
    return { count: gone.length };
  });
}
