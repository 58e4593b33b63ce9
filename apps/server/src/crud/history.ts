import { type SQL, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZChange, ZHistoryPage } from '@mise/contracts/common/history';
import type { Db } from '../db/client';
import { keysetPage } from '../db/keyset-page';
import { badRequest } from '../lib/http-error';
import { askName, recordNames } from './record-names';
import { modelOfTable } from './registry';
import type { TLedgerChanges } from '../db/ledger-tables';
import { modelFields } from './fields';
import type { TModel } from './model';

/** A ledger row as the history statements read it (with the staff member's name). */
export type TEntry = {
  id: string | number;
  operation: string;
  at: Date | string;
  source: z.input<typeof ZChange>['source'];
  actor_id: number | null;
  actor_name: string | null;
  kind: z.input<typeof ZChange>['kind'];
  changes: Record<string, unknown>;
  based_on: Date | string | null;
  reverts: string | null;
};

/** How a model's columns read in the contract: answered fields by name; hidden ones (kept from staff) left out. */
export type TNames = { field: Map<string, string>; hidden: Set<string> };

const namesByModel = new WeakMap<TModel, TNames>();

export function namesOf(model: TModel): TNames {
  const known = namesByModel.get(model);
  if (known) return known;
  const field = new Map([...modelFields(model).all.values()].map((f) => [f.column.name, f.name]));
  const hidden = new Set(
    Object.values(getTableColumns(model.table))
      .map((c) => c.name)
      .filter((c) => !field.has(c)),
  );
  const names = { field, hidden };
  namesByModel.set(model, names);
  return names;
}

/** A stored record (column names) as contract fields; a column no longer in the table goes to `retired`. */
function renamed<V>(names: TNames, byColumn: Record<string, V> | undefined) {
  if (!byColumn) return { current: undefined, retired: undefined };
  const current: Record<string, V> = {};
  const retired: Record<string, V> = {};
  for (const [column, value] of Object.entries(byColumn)) {
    const field = names.field.get(column);
    if (field) current[field] = value;
    else if (!names.hidden.has(column)) retired[column] = value;
  }
  return { current, retired: Object.keys(retired).length > 0 ? retired : undefined };
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** One ledger entry as the history answers it. */
export function change(names: TNames, e: TEntry): z.input<typeof ZChange> {
  const c = e.changes as TLedgerChanges;
  const fields = renamed(names, c.fields);
  return {
    id: Number(e.id),
    operation: e.operation,
    at: asDate(e.at),
    source: e.source,
    actor: e.actor_id === null ? null : { id: e.actor_id, name: e.actor_name },
    kind: e.kind,
    fields: fields.current,
    retired: fields.retired,
    before: renamed(names, c.before).current,
    after: renamed(names, c.after).current,
    link: c.link,
    with: c.with,
    ids: c.ids,
    moved: c.moved,
    basedOn: e.based_on === null ? null : asDate(e.based_on),
    reverts: e.reverts,
  };
}

/**
 * Names the linked records of link, unlink and move entries (`labels`, by id), as they are called now.
 * @example
 * await withLabels(db, { changes, modelOf }) // [{ kind: 'link', with: 'tags', ids: [4], labels: { 4: 'Rooftop' }, … }]
 */
export async function withLabels<C extends z.input<typeof ZChange>>(
  db: Db,
  { changes, modelOf }: { changes: C[]; modelOf: (table: string) => TModel | undefined },
): Promise<C[]> {
  const ids = new Map<string, Set<number>>();
  const linked = (c: C) => [...(c.ids ?? []), ...(c.moved ?? []).map(([id]) => id as number)];
  for (const c of changes) if (c.with) askName(ids, c.with, linked(c));
  if (ids.size === 0) return changes;
  const names = await recordNames(db, { modelOf, ids });
  return changes.map((c) => {
    if (!c.with) return c;
    const labels = Object.fromEntries(
      linked(c).flatMap((id) => {
        const name = names.get(`${c.with}:${id}`);
        return name ? [[String(id), name]] : [];
      }),
    );
    return { ...c, labels };
  });
}

/**
 * One record's history from the change ledger, newest first, `limit` entries older than `before` (keyset on the
 * ledger's id, read backwards along change_ledger_record_idx in each month); with `field`, only that field's changes.
 * @example
 * await recordHistory(db, { model: placeModel, id: 12, limit: 20 }) // { changes: [{ kind: 'update', fields: { name: ['A', 'B'] }, … }], next: 8812 }
 */
export async function recordHistory(
  db: Db,
  { model, id, before, limit, field }: { model: TModel; id: number; before?: number; limit: number; field?: string },
): Promise<z.input<typeof ZHistoryPage>> {
  const older: SQL = before === undefined ? sql`` : sql` and l.id < ${before}`;
  const column = field === undefined ? undefined : modelFields(model).all.get(field)?.column.name;
  if (field !== undefined && (!column || namesOf(model).hidden.has(column)))
    throw badRequest(`field: ${model.resource.model} has no field "${field}"`);
  const only: SQL = column === undefined ? sql`` : sql` and l.changes -> 'fields' ? ${column}`;
  const { page, next } = await keysetPage<TEntry, number>(db, {
    statement: (rows) =>
      sql`select l.id, l.operation, l.at, l.source, l.actor_id, u.name as actor_name, l.kind, l.changes, l.based_on, l.reverts
        from change_ledger l left join users u on u.id = l.actor_id
        where l.table_name = ${getTableName(model.table)} and l.record_id = ${id}${older}${only}
        order by l.id desc limit ${rows}`,
    limit,
    cursor: (last) => Number(last.id),
  });
  const names = namesOf(model);
  const changes = await withLabels(db, {
    changes: page.map((row) => change(names, row)),
    // Any served model: a link may be declared only on its other side (a place's tags, seen from the tag).
    modelOf: modelOfTable,
  });
  return { changes, next };
}
