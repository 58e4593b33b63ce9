import { type SQL, sql } from 'drizzle-orm';
import type { TRevertConflict } from '@mise/contracts/common/change-calls';
import type { TActor } from '../crud/activity';
import type { TModel } from '../crud/model';
import { type TFieldKind, modelFields } from '../crud/fields';
import { nextVersion } from '../crud/owner-version';
import { findById } from '../crud/rows';
import { setWise } from '../crud/write';
import { serviceOf } from '../crud/write-service';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { groupBy } from '../lib/group-by';
import { HttpError, conflict } from '../lib/http-error';
import type { TLedgerNames } from './ledger-names';
import type { TLinkPair, TRevertPlan, TRowBack } from './revert-plan';

const id = (name: string) => sql.identifier(name);

/** JSON values compared as the database stores them (jsonb keeps no key order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The rows a plan writes, as they are now, locked until the revert commits. */
async function lockRows(tx: Db, rows: TRowBack[]): Promise<Map<string, Record<string, unknown>>> {
  const now = new Map<string, Record<string, unknown>>();
  const byTable = groupBy(rows, (r) => r.table);
  for (const [table, group] of byTable) {
    const found = await executeRows<{ id: number; j: Record<string, unknown> }>(
      tx,
      sql`select t.id, to_jsonb(t) as j from ${id(table)} t where t.id = any(${sql.param(group.map((r) => r.id))}::int[])
          order by t.id for update`,
    );
    for (const row of found) now.set(`${table}:${row.id}`, row.j);
  }
  return now;
}

type TFieldConflict = { row: TRowBack; column: string; base: unknown; theirs: unknown; mine: unknown; after: number };

/** Who changed a field after the undone operation, and when: the newest ledger entry of it. */
async function theirChange(tx: Db, c: TFieldConflict) {
  const [last] = await executeRows<{ actor_id: number | null; name: string | null; at: Date | string }>(
    tx,
    sql`select l.actor_id, u.name, l.at from change_ledger l left join users u on u.id = l.actor_id
        where l.table_name = ${c.row.table} and l.record_id = ${c.row.id} and l.id > ${c.after}
          and l.changes -> 'fields' ? ${c.column}
        order by l.id desc limit 1`,
  );
  if (!last) return { actor: null, at: null };
  return {
    actor: last.actor_id === null ? null : { id: last.actor_id, name: last.name },
    at: new Date(last.at).toISOString(),
  };
}

/** The 409 of a revert whose fields were changed again since: each field with base, theirs (who, when) and mine. */
async function conflictAnswer(tx: Db, names: TLedgerNames, conflicts: TFieldConflict[]): Promise<HttpError> {
  const details: TRevertConflict[] = [];
  for (const c of conflicts) {
    const field = names.fieldOf(c.row.table, c.column);
    const who = await theirChange(tx, c);
    details.push({
      type: names.typeOf(c.row.table) ?? (c.row.table as TRevertConflict['type']),
      id: c.row.id,
      field,
      path: `/${field}`,
      message: `Changed again since${who.actor?.name ? ` by ${who.actor.name}` : ''}: keep it, or revert it all the same`,
      base: c.base,
      theirs: { value: c.theirs, ...who },
      mine: c.mine,
    });
  }
  const list = details.map((d) => d.field).join(', ');
  return new HttpError(409, `Changed again since the change you are undoing: ${list}. Choose what to keep`, details);
}

/**
 * Drops from the plan the fields that already hold the value it would write, and refuses (409) when a field it would
 * write was changed again since, unless staff chose to overwrite that field.
 */
async function checkRows(
  tx: Db,
  { plan, names, overwrite }: { plan: TRevertPlan; names: TLedgerNames; overwrite: ReadonlySet<string> },
) {
  const rows = [...plan.rows.values()];
  const now = await lockRows(tx, rows);
  const conflicts: TFieldConflict[] = [];
  for (const row of rows) {
    const current = now.get(`${row.table}:${row.id}`);
    if (!current) throw conflict(`${names.typeOf(row.table) ?? row.table} ${row.id} no longer exists`);
    for (const [column, back] of row.columns) {
      if (same(current[column], back.value)) row.columns.delete(column);
      else if (back.expect && !same(current[column], back.expect.value)) {
        if (overwrite.has(names.fieldOf(row.table, column))) continue;
        const c = { row, column, base: back.expect.value, theirs: current[column], mine: back.value };
        conflicts.push({ ...c, after: back.expect.entryId });
      }
    }
    if (row.columns.size === 0) plan.rows.delete(`${row.table}:${row.id}`);
  }
  if (conflicts.length > 0) throw await conflictAnswer(tx, names, conflicts);
}

/** `updated` moved on, always later than before: the kit's one version bump, for a table known only by name. */
const nextUpdated = () => nextVersion(sql`updated`);

/** A stored (jsonb) value as the model's column takes it: dates come back from JSON as text. */
function columnValue(kind: TFieldKind | undefined, value: unknown): unknown {
  return kind === 'date' && typeof value === 'string' ? new Date(value) : value;
}

/** A row's fields to write back, by the model's field names, as its columns take them. */
function fieldValues(model: TModel, { row, names }: { row: TRowBack; names: TLedgerNames }) {
  const fields = modelFields(model).all;
  return Object.fromEntries(
    [...row.columns].map(([column, back]) => {
      const field = names.fieldOf(row.table, column);
      return [field, columnValue(fields.get(field)?.kind, back.value)];
    }),
  );
}

/**
 * Writes a row's fields back. Through the model's own patch where a model serves the table (its checks run, the
 * activity log says 'revert'), else straight from the stored values (`jsonb_populate_record` casts each as its column).
 */
async function writeRow(tx: Db, { row, names, actor }: { row: TRowBack; names: TLedgerNames; actor: TActor }) {
  const model = names.modelOf(row.table);
  if (model) {
    await serviceOf(tx, model).patch({
      id: row.id,
      values: fieldValues(model, { row, names }),
      actor,
      tx,
      action: 'revert',
    });
    return;
  }
  const columns = [...row.columns.keys()];
  const values = Object.fromEntries([...row.columns].map(([c, back]) => [c, back.value]));
  const targets = sql.join(columns.map(id), sql`, `);
  const sources = sql.join(
    columns.map((c) => sql`r.${id(c)}`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${id(row.table)} t set (${targets}) = (select ${sources} from jsonb_populate_record(null::${id(row.table)}, ${JSON.stringify(values)}::jsonb) r),
        updated = ${nextUpdated()} where t.id = ${row.id}`,
  );
}

/** The rows to write back grouped by table and by the values they take (a bulk publish undone: one group). */
function alikeRows(rows: Iterable<TRowBack>): TRowBack[][] {
  const values = (row: TRowBack) => canonical(Object.fromEntries([...row.columns].map(([c, back]) => [c, back.value])));
  return [...groupBy(rows, (row) => `${row.table}\n${values(row)}`).values()];
}

/**
 * Writes back rows that take the same values: in one statement where a model without a `prepare` hook serves them
 * (an undo of a 100 000-record bulk edit sent one UPDATE a record, 270 records/s, each firing the table's
 * statement triggers), else row by row. The rows were locked and checked by checkRows, so each is written.
 */
async function writeAlike(tx: Db, { rows, names, actor }: { rows: TRowBack[]; names: TLedgerNames; actor: TActor }) {
  const model = names.modelOf(rows[0]!.table);
  const values = model && fieldValues(model, { row: rows[0]!, names });
  if (!model || !values || rows.length === 1 || !setWise(model, Object.keys(values))) {
    for (const row of rows) await writeRow(tx, { row, names, actor });
    return;
  }
  const ids = rows.map((row) => row.id);
  await serviceOf(tx, model).patchMany({ ids, values, actor, tx, action: 'revert', withDeleted: true });
}

function pairsWhere(pairs: TLinkPair[]): SQL {
  const [first] = pairs;
  const lefts = sql.param(pairs.map((p) => p.left));
  const rights = sql.param(pairs.map((p) => p.right));
  return sql`(${id(first.link.leftKey)}, ${id(first.link.rightKey)}) in (select * from unnest(${lefts}::int[], ${rights}::int[]))`;
}

/** How many rows a statement wrote (its `returning 1`). */
const written = async (tx: Db, statement: SQL) => (await executeRows(tx, sql`${statement} returning 1 as one`)).length;

async function writeLinks(tx: Db, plan: TRevertPlan): Promise<number> {
  let count = 0;
  for (const [join, pairs] of groupBy(plan.unlink, (p) => p.join))
    count += await written(tx, sql`delete from ${id(join)} where ${pairsWhere(pairs)}`);
  for (const pair of plan.relink) {
    const { leftKey, rightKey, position } = pair.link;
    // A link removed comes back last in its owner's order: the ledger keeps which links went, not their positions.
    const place = position
      ? sql`, (select coalesce(max(${id(position)}), 0) + 1 from ${id(pair.join)} where ${id(leftKey)} = ${pair.left})`
      : sql``;
    count += await written(
      tx,
      sql`insert into ${id(pair.join)} (${id(leftKey)}, ${id(rightKey)}${position ? sql`, ${id(position)}` : sql``})
          select ${pair.left}, ${pair.right}${place} on conflict do nothing`,
    );
  }
  for (const move of plan.moves) {
    const { leftKey, rightKey, position } = move.link;
    if (!position) continue;
    count += await written(
      tx,
      sql`update ${id(move.join)} set ${id(position)} = ${move.from}
          where ${id(leftKey)} = ${move.left} and ${id(rightKey)} = ${move.right} and ${id(position)} <> ${move.from}`,
    );
  }
  // A list is part of its owner: its `updated` moves, so an editor holding the old list gets a 409 on their next write.
  const owners = [...plan.unlink, ...plan.relink, ...plan.moves];
  for (const [table, group] of groupBy(owners, (p) => p.link.left))
    await tx.execute(
      sql`update ${id(table)} set updated = ${nextUpdated()} where id = any(${sql.param([...new Set(group.map((p) => p.left))])}::int[])`,
    );
  return count;
}

async function writeRows(tx: Db, plan: TRevertPlan): Promise<number> {
  let count = 0;
  for (const gone of plan.purged)
    count += await written(
      tx,
      sql`insert into ${id(gone.table)} select * from jsonb_populate_record(null::${id(gone.table)}, ${JSON.stringify(gone.before)}::jsonb)
          on conflict do nothing`,
    );
  return count;
}

async function removeCreated(
  tx: Db,
  { plan, names, actor }: { plan: TRevertPlan; names: TLedgerNames; actor: TActor },
): Promise<number> {
  let count = 0;
  for (const made of plan.created) {
    const model = names.modelOf(made.table);
    // Undoing a creation is the type's own delete: a trashing where it keeps a trash (recoverable), else a removal.
    // A row already gone (trashed or removed since) is left as it is.
    if (!model) count += await written(tx, sql`delete from ${id(made.table)} where id = ${made.id}`);
    else if (await findById(tx, { model, id: made.id })) {
      await serviceOf(tx, model).remove({ id: made.id, actor, tx });
      count++;
    }
  }
  return count;
}

/**
 * Writes a revert plan in the caller's transaction: rows removed for good come back first (links may point at them),
 * then links, fields, and last the rows the operation created go. Fields changed again since refuse with 409 unless
 * named in `overwrite`. Answers how many changes it undid (fields, rows, links; nothing already as it was).
 */
export async function applyRevert(
  tx: Db,
  {
    plan,
    names,
    overwrite,
    actor,
  }: { plan: TRevertPlan; names: TLedgerNames; overwrite: ReadonlySet<string>; actor: TActor },
): Promise<number> {
  await checkRows(tx, { plan, names, overwrite });
  let count = await writeRows(tx, plan);
  count += await writeLinks(tx, plan);
  for (const rows of alikeRows(plan.rows.values())) {
    await writeAlike(tx, { rows, names, actor });
    for (const row of rows) count += row.columns.size;
  }
  return count + (await removeCreated(tx, { plan, names, actor }));
}
