import { and, eq, getTableColumns, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { ledgerContext } from '../db/ledger-context';
import { HttpError, badRequest, notFound } from '../lib/http-error';
import { isDeepStrictEqual } from 'node:util';
import { type TActor, logActivity, logActivityMany } from './activity';
import type { TRow } from './list';
import type { TModel } from './model';
import { bumped, changedSince, sameVersion, updatedColumn } from './owner-version';
import { writeRelatedIds } from './relation-write';
import { allColumns, findById, intArray, requireById, stamp } from './rows';
import { deletedColumn, liveCondition } from './soft-delete';
import { trashOwned } from './owned';
import { type TWriteScope, inWrite } from './write-service';

export { findById, requireById, stamp };

/** Splits a body into column values and id lists that live in join tables (`tagIds` → the `tags` relation). */
function splitIdLists(model: TModel, values: Record<string, unknown>) {
  const columns: Record<string, unknown> = {};
  const lists: [string, string, number[]][] = [];
  for (const [key, value] of Object.entries(values)) {
    const relation = model.idLists?.[key];
    if (relation) lists.push([key, relation, value as number[]]);
    else if (key in getTableColumns(model.table)) columns[key] = value;
    else throw badRequest(`${key}: ${model.resource.model} has no such field`);
  }
  return { columns, lists };
}

/** Which row of which model a write changes, and who changes it. */
export type TRowWrite = { model: TModel; id: number; actor: TActor };

async function writeIdLists(tx: Db, { model, id, actor, lists }: TRowWrite & { lists: [string, string, number[]][] }) {
  for (const [field, name, newIds] of lists) {
    const relation = model.relations?.[name];
    if (!relation) throw new Error(`${model.resource.model}.idLists names unknown relation ${name}`);
    // The row itself was stamped by the caller's insert or update, whose `updated` the answer carries.
    await writeRelatedIds(tx, { model, name, relation, parentId: id, newIds, actor, order: 'given', field });
  }
}

/**
 * Inserts one row and logs it, in one transaction.
 * @example
 * await createRow(db, { model: quoteModel, values: { quote: 'Eat well', author: 'Ana' }, actor: staff })
 */
export async function createRow(
  db: Db,
  { model, values, actor, tx }: { model: TModel; values: Record<string, unknown>; actor: TActor; tx?: Db },
): Promise<TRow> {
  return inWrite(db, {
    actor,
    tx,
    run: async ({ tx }) => {
      const prepared = model.prepare ? await model.prepare(values, { db: tx, actor }) : values;
      const { columns, lists } = splitIdLists(model, prepared);
      const now = stamp();
      const [row] = await tx
        .insert(model.table)
        .values({ ...columns, created: now, updated: now } as never)
        .returning(allColumns(model));
      await writeIdLists(tx, { model, id: (row as TRow).id as number, actor, lists });
      await logActivity(tx, {
        actor,
        model: model.resource.model,
        itemId: (row as TRow).id,
        action: 'create',
        fields: Object.keys(values),
      });
      return row as TRow;
    },
  });
}

/** A change to one row: its values, the version the client based it on, what staff did, and the transaction to join. */
export type TRowPatch = TRowWrite & {
  values: Record<string, unknown>;
  expectedUpdated?: Date;
  action?: 'update' | 'delete' | 'restore' | 'publish' | 'unpublish' | 'revert';
  /** The transaction to write in, when the caller holds one. */
  tx?: Db;
};

/**
 * Updates one row. With `expectedUpdated` the update only lands if nobody changed the row since that time (409 otherwise).
 * @example
 * await patchRow(db, { model: cityModel, id: 7, values: { name: 'Lyon' }, actor: staff, expectedUpdated: new Date('2026-11-22T10:00:00.000Z') })
 */
export async function patchRow(db: Db, change: TRowPatch): Promise<TRow> {
  const { model, id, values, actor, expectedUpdated, action = 'update', tx } = change;
  // The ledger records what the write was based on (set before its transaction begins and hands it over).
  const writing = ledgerContext();
  if (writing && expectedUpdated) writing.basedOn = expectedUpdated;
  const run = async ({ tx: t }: TWriteScope) => {
    const prepared = model.prepare ? await model.prepare(values, { db: t, id, actor }) : values;
    const { columns, lists } = splitIdLists(model, prepared);
    const updatedCol = updatedColumn(model);
    const guard = expectedUpdated && updatedCol ? sameVersion(updatedCol, expectedUpdated) : undefined;
    const [row] = await t
      .update(model.table)
      .set({ ...columns, ...bumped(model.table) } as never)
      .where(and(eq(model.id, id), guard))
      .returning(allColumns(model));
    if (!row) {
      const exists = await findById(t, { model, id, withDeleted: true });
      if (!exists) throw notFound(`${model.resource.model} ${id} was not found`);
      throw changedSince(exists);
    }
    await writeIdLists(t, { model, id, actor, lists });
    await logActivity(t, { actor, model: model.resource.model, itemId: id, action, fields: Object.keys(values) });
    return row as TRow;
  };
  return inWrite(db, { actor, run, tx });
}

/** A delete: with `withOwned`, the records the row owns go to the trash with it (a city's places), in one operation. */
export type TRowDelete = TRowWrite & { withOwned?: boolean; tx?: Db };

/** Soft-deletes where the spec says so (answering how many records went to the trash), otherwise removes the row. */
export async function deleteRow(db: Db, { model, id, actor, tx, withOwned }: TRowDelete): Promise<{ count: number }> {
  if (deletedColumn(model)) {
    await requireById(tx ?? db, model, id);
    return inWrite(db, {
      actor,
      tx,
      run: async ({ tx: t }) => {
        await patchRow(db, { model, id, values: { deleted: true }, actor, action: 'delete', tx: t });
        return { count: 1 + (withOwned ? await trashOwned(t, { model, id }) : 0) };
      },
    });
  }
  return inWrite(db, {
    actor,
    tx,
    run: async ({ tx }) => {
      const gone = await tx.delete(model.table).where(eq(model.id, id)).returning({ id: model.id });
      if (gone.length === 0) throw notFound(`${model.resource.model} ${id} was not found`);
      await logActivity(tx, { actor, model: model.resource.model, itemId: id, action: 'delete' });
      return { count: gone.length };
    },
  });
}

/** One column value set on many rows at once (a bulk publish), by who and as what action. */
export type TRowsPatch = {
  model: TModel;
  ids: number[];
  values: Record<string, unknown>;
  actor: TActor;
  action: 'update' | 'publish' | 'unpublish' | 'delete' | 'revert';
  tx: Db;
  /** Trashed rows are written too (a revert puts back what an operation did, a trashing included). */
  withDeleted?: boolean;
};

/**
 * Sets column values on the live rows among `ids` that do not hold them yet, in one statement (a job's chunk): each
 * changed row's version is raised and its activity logged; trashed rows and rows already so are left alone. A model
 * with a `prepare` hook has it check each row first: a row it refuses (4xx) is left out with the reason. Answers the
 * ids it changed and those refused.
 * @example
 * const { changed } = await patchMany(db, { model: placeModel, ids, values: { isPublished: true }, actor, action: 'publish', tx });
 */
export async function patchMany(
  db: Db,
  change: TRowsPatch,
): Promise<{ changed: number[]; refused: { id: number; message: string }[] }> {
  const { model, ids, values, actor, action, tx, withDeleted = false } = change;
  const { columns, lists } = splitIdLists(model, values);
  if (lists.length > 0) throw new Error('patchMany sets columns only');
  const table = getTableColumns(model.table) as Record<string, AnyPgColumn>;
  const differs = Object.entries(columns).map(
    ([key, value]) => sql`${table[key]} is distinct from ${sql.param(value, table[key])}`,
  );
  return inWrite(db, {
    actor,
    tx,
    run: async ({ tx: t }) => {
      const refused = model.prepare ? await preparedEach(t, { ...change, tx: t }) : [];
      const left = refused.length === 0 ? ids : ids.filter((id) => !refused.some((r) => r.id === id));
      const rows =
        left.length === 0
          ? []
          : await t
              .update(model.table)
              .set({ ...columns, ...bumped(model.table) } as never)
              .where(
                and(
                  sql`${model.id} = any(${intArray(left)})`,
                  withDeleted ? undefined : liveCondition(model),
                  or(...differs),
                ),
              )
              .returning({ id: model.id });
      const changed = rows.map((row) => row.id as number);
      await logActivityMany(t, {
        actor,
        model: model.resource.model,
        ids: changed,
        action,
        fields: Object.keys(values),
      });
      return { changed, refused };
    },
  });
}

/**
 * Whether rows setting `fields` may be written in one statement (`patchMany`, `patchEach`): the type checks no write
 * row by row (`prepare`) and none of the fields is an id list (written as links, a row at a time).
 * @example
 * if (!setWise(placeModel, ['name'])) for (const row of rows) await patchRow(db, { … });
 */
export const setWise = (model: TModel, fields: string[]): boolean =>
  !model.prepare && !fields.some((field) => model.idLists?.[field]);

/**
 * Whether each field is a column `insertEach` and `patchEach` can send as JSON (not an id list, not bytes).
 * @example
 * columnsOnly(placeModel, ['name', 'guideRating']) // true
 */
export function columnsOnly(model: TModel, fields: string[]): boolean {
  const table = getTableColumns(model.table) as Record<string, AnyPgColumn | undefined>;
  return fields.every((field) => table[field] !== undefined && table[field].getSQLType() !== 'bytea');
}

/**
 * Sets each row's own values on rows that all set the same fields, in one statement (an import's chunk of updates):
 * each row's version raised and its activity logged, as `patchRow` does a row at a time. Columns only (no id lists,
 * no `prepare` hook: the caller writes such rows with `patchRow`). Answers the ids written; a database refusal (a
 * unique value taken) fails the whole statement, for the caller to write the rows one at a time and say which.
 * @example
 * await patchEach({ model: placeModel, rows: [{ id: 4, values: { guideRating: 2 } }, { id: 9, values: { guideRating: 1 } }], actor, tx });
 */
export async function patchEach({
  model,
  rows,
  actor,
  tx,
}: {
  model: TModel;
  rows: { id: number; values: Record<string, unknown> }[];
  actor: TActor;
  tx: Db;
}): Promise<number[]> {
  if (rows.length === 0) return [];
  const fields = Object.keys(rows[0]!.values);
  if (!setWise(model, fields)) throw new Error(`patchEach: ${model.resource.model} is written a row at a time`);
  const { columns, records } = asRecords(
    model,
    fields,
    rows.map((row) => row.values),
  );
  const idColumn = sql.identifier(model.id.name);
  const set = sql.join(
    columns.map((column) => sql`${sql.identifier(column.name)} = v.${sql.identifier(column.name)}`),
    sql`, `,
  );
  const written = await executeRows<{ id: number }>(
    tx,
    sql`update ${model.table} set ${set}, ${sql.identifier('updated')} = ${bumped(model.table).updated}
        from jsonb_populate_recordset(null::${model.table}, ${records(rows.map((row) => row.id))}::jsonb) as v
        where ${model.id} = v.${idColumn} returning ${model.id} as id`,
  );
  const ids = written.map((row) => Number(row.id));
  await logActivityMany(tx, { actor, model: model.resource.model, ids, action: 'update', fields });
  return ids;
}

/**
 * Inserts rows that fill the same fields in one statement and answers their new ids (an import's chunk of new rows;
 * the caller logs them). Columns only, as `patchEach`; a database refusal fails the whole statement.
 * @example
 * const ids = await insertEach({ model: tagModel, rows: [{ name: 'Bakery', created: now, updated: now }], tx });
 */
export async function insertEach({
  model,
  rows,
  tx,
}: {
  model: TModel;
  rows: Record<string, unknown>[];
  tx: Db;
}): Promise<number[]> {
  if (rows.length === 0) return [];
  const { columns, records } = asRecords(model, Object.keys(rows[0]!), rows);
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const written = await executeRows<{ id: number }>(
    tx,
    sql`insert into ${model.table} (${names})
        select ${names} from jsonb_populate_recordset(null::${model.table}, ${records()}::jsonb)
        returning ${model.id} as id`,
  );
  return written.map((row) => Number(row.id));
}

/**
 * Rows of one model's fields as one JSON parameter that `jsonb_populate_recordset` reads back into the table's row
 * type, each value converted by its column's own input: one parameter for a chunk, where a drizzle statement of 500
 * rows named every column of every row (44 × 500 for places): 3.9 s of building per 100 000 rows, and its garbage.
 */
function asRecords(model: TModel, fields: string[], rows: Record<string, unknown>[]) {
  if (!columnsOnly(model, fields)) throw new Error(`${model.resource.model}: ${fields.join(', ')} are not all columns`);
  const table = getTableColumns(model.table) as Record<string, AnyPgColumn>;
  const columns = fields.map((field) => table[field]!);
  const records = (ids?: number[]) => {
    const out: Record<string, unknown>[] = [];
    for (const [i, values] of rows.entries()) {
      const record: Record<string, unknown> = ids ? { [model.id.name]: ids[i] } : {};
      columns.forEach((column, c) => {
        const value = values[fields[c]!];
        record[column.name] = value instanceof Date ? value.toISOString() : value;
      });
      out.push(record);
    }
    return JSON.stringify(out);
  };
  return { columns, records };
}

/** Runs the model's `prepare` check for each row; the rows it refuses, with its message. */
async function preparedEach(tx: Db, { model, ids, values, actor }: TRowsPatch) {
  const refused: { id: number; message: string }[] = [];
  for (const id of ids) {
    try {
      const prepared = await model.prepare!(values, { db: tx, id, actor });
      if (!isDeepStrictEqual(prepared, values))
        throw new Error(`${model.resource.model}'s prepare changes the values: it is not written in bulk`);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      refused.push({ id, message: error.message });
    }
  }
  return refused;
}
