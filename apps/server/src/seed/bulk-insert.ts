import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';

/** Rows per INSERT: one jsonb parameter of a few megabytes. */
export const BATCH_ROWS = 5000;

type TColumnInfo = { key: string; sql: string; type: string };

const columnCache = new WeakMap<PgTable, TColumnInfo[]>();

/** The table's writable columns: API (TS) name, SQL name and SQL type; generated columns left out. */
function columnsOf(table: PgTable): TColumnInfo[] {
  const known = columnCache.get(table);
  if (known) return known;
  const out: TColumnInfo[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table)) as [string, PgColumn][]) {
    const generated = (column as unknown as { generated?: { type?: string } }).generated;
    if (generated && generated.type !== 'byDefault') continue;
    out.push({ key, sql: column.name, type: column.getSQLType() });
  }
  columnCache.set(table, out);
  return out;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The INSERT … SELECT FROM json_to_recordset statement for `keys` of `table`. Rows travel as one JSON
 * parameter keyed by the TS property names, so a batch is one round trip on PGlite and PostgreSQL alike.
 * `json`, not `jsonb`: the document is read once, and json_to_recordset parses it about twice as fast as
 * building a jsonb value first (measured: 5 000 places, 9.6 MB, 150 ms against 290 ms on PostgreSQL 15).
 */
export function insertSql(table: PgTable, keys: readonly string[]): string {
  const byKey = new Map(columnsOf(table).map((c) => [c.key, c]));
  const cols = keys.map((k) => {
    const c = byKey.get(k);
    if (!c) throw new Error(`${getTableName(table)} has no writable column "${k}"`);
    return c;
  });
  const target = cols.map((c) => quote(c.sql)).join(', ');
  const source = cols.map((c) => quote(c.key)).join(', ');
  const record = cols.map((c) => `${quote(c.key)} ${c.type}`).join(', ');
  return `insert into ${quote(getTableName(table))} (${target}) select ${source} from json_to_recordset($1::json) as x(${record})`;
}

/**
 * Inserts rows in batches. All rows of a table carry the same keys (the first batch's); ids are given by the caller.
 * At most `parallel` batches are in flight, so generating the next batch overlaps writing the last one.
 */
export class BulkWriter {
  private inflight = new Set<Promise<void>>();
  private readonly sqlByTable = new Map<PgTable, string>();
  rowsWritten = 0;

  constructor(
    private readonly database: Database,
    private readonly parallel = database.driver === 'postgres' ? 2 : 1,
  ) {}

  /**
   * Queues one batch, started once `after` has settled (rows that point at rows still being written wait for them).
   * Resolves, once there is room for another batch, to `{ done }`: the promise of this batch being written.
   */
  async write(table: PgTable, rows: readonly object[], after?: Promise<unknown>): Promise<{ done: Promise<void> }> {
    if (rows.length === 0) return { done: Promise.resolve() };
    let text = this.sqlByTable.get(table);
    if (!text) {
      text = insertSql(table, Object.keys(rows[0]));
      this.sqlByTable.set(table, text);
    }
    const payload = JSON.stringify(rows);
    const sqlText = text;
    const done = (after ?? Promise.resolve()).then(async () => {
      await this.database.raw(sqlText, [payload]);
      this.rowsWritten += rows.length;
    });
    this.inflight.add(done);
    done.then(
      () => this.inflight.delete(done),
      () => {},
    );
    while (this.inflight.size >= this.parallel) await Promise.race(this.inflight);
    return { done };
  }

  /** Waits for everything queued so far (and surfaces the first error). */
  async flush(): Promise<void> {
    await Promise.all(this.inflight);
    this.inflight.clear();
  }
}

/**
 * Collects rows of one table and writes them in batches of BATCH_ROWS; `after` holds back batches whose rows
 * point at rows not yet written.
 * @example
 * const tags = new Batcher(writer, establishmentTags); tags.after = placesWritten; tags.push({ establishmentId: 1, tagId: 2 }); await tags.maybeWrite(); await tags.end();
 */
export class Batcher<T extends object> {
  private rows: T[] = [];
  count = 0;
  after: Promise<unknown> | undefined;

  constructor(
    private readonly writer: BulkWriter,
    private readonly table: PgTable,
    private readonly size = BATCH_ROWS,
  ) {}

  push(row: T) {
    this.rows.push(row);
    this.count++;
  }

  /** Hands over the rows collected so far (the caller writes them itself, e.g. to chain what depends on them). */
  drain(): T[] {
    return this.rows.splice(0);
  }

  /** Writes when a batch is full. */
  async maybeWrite() {
    while (this.rows.length >= this.size) {
      const batch = this.rows.splice(0, this.size);
      await this.writer.write(this.table, batch, this.after);
    }
  }

  /** Writes whatever is left. */
  async end() {
    await this.maybeWrite();
    if (this.rows.length > 0) await this.writer.write(this.table, this.rows.splice(0), this.after);
  }
}

const DEFERRED = '_seed_bulk_load_restore';

/**
 * Undoes what bulkLoadMode changed: builds the dropped indexes and re-enables the foreign-key triggers, also
 * after a load that was killed (the statements wait in a table until then). Cheap when there is nothing to do.
 */
export async function restoreAfterBulkLoad(
  database: Database,
  parallel = database.driver === 'postgres' ? 2 : 1,
): Promise<number> {
  const exists = await database.raw(`select to_regclass('${DEFERRED}') is not null as present`);
  if (!exists.rows[0]?.present) return 0;
  const { rows } = await database.raw(`select name, statement from ${DEFERRED} order by ord`);
  const queue = rows.map((r) => ({ name: r.name as string | null, statement: r.statement as string }));
  const setup = database.driver === 'postgres' ? `set maintenance_work_mem = '256MB'; ` : '';
  const work = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (next.name) {
        const present = await database.raw('select to_regclass($1) is not null as present', [next.name]);
        if (present.rows[0]?.present) continue;
        await database.raw(`${setup}${next.statement}`);
      } else {
        await database.raw(next.statement);
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, work));
  await database.raw(`drop table ${DEFERRED}`);
  return rows.length;
}

/**
 * Runs a bulk load of `tables` with their secondary indexes dropped and, when connected as a superuser, their
 * foreign-key check triggers disabled; then builds the indexes once and re-enables the checks. Only the internal
 * (constraint) triggers are touched: ordinary triggers, such as the ones keeping row_counts, keep firing.
 * Rows the generator writes are consistent by construction (and small seeds, which keep every check, test that).
 * Indexes that back a constraint (primary keys, unique constraints) stay, and so do those named in `keep` (an index an
 * ordinary trigger reads: without it each batch would scan the table). Ordinary triggers named in `quiet` are disabled
 * too: the load then does their work once, in one statement, instead of once per batch. The undo statements are stored
 * first, so a killed load is repaired by the next seed or server start (restoreAfterBulkLoad).
 */
export async function bulkLoadMode<T>(
  database: Database,
  {
    tables,
    keep = [],
    quiet = [],
  }: { tables: readonly string[]; keep?: readonly string[]; quiet?: readonly { table: string; trigger: string }[] },
  load: () => Promise<T>,
): Promise<T> {
  await restoreAfterBulkLoad(database);
  await database.raw(`create table ${DEFERRED} (ord serial, name text, statement text not null)`);
  await database.raw(
    `insert into ${DEFERRED} (name, statement)
     select i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid)
     from pg_index i join pg_class c on c.oid = i.indrelid
     where c.relname = any($1::text[]) and c.relnamespace = current_schema()::regnamespace and not i.indisprimary
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
       and not i.indexrelid::regclass::text = any($2::text[])
     order by c.relname, i.indexrelid`,
    [tables, keep],
  );
  const superuser =
    (await database.raw('select rolsuper as yes from pg_roles where rolname = current_user')).rows[0]?.yes === true;
  const checks = superuser
    ? (
        await database.raw(
          `select c.relname as "table", t.tgname as "trigger"
           from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_constraint k on k.oid = t.tgconstraint
           where t.tgisinternal and k.contype = 'f' and t.tgenabled <> 'D'
             and c.relname = any($1::text[]) and c.relnamespace = current_schema()::regnamespace
           order by 1, 2`,
          [tables],
        )
      ).rows.map((r) => ({ table: r.table as string, trigger: r.trigger as string }))
    : [];
  checks.push(...quiet);
  if (checks.length > 0) {
    await database.raw(
      `insert into ${DEFERRED} (statement) select format('alter table %I enable trigger %I', t, g) from unnest($1::text[], $2::text[]) as x(t, g)`,
      [checks.map((c) => c.table), checks.map((c) => c.trigger)],
    );
  }
  const { rows } = await database.raw(`select name from ${DEFERRED} where name is not null order by ord`);
  for (const r of rows) await database.raw(`drop index if exists ${r.name as string}`);
  for (const c of checks) await database.raw(`alter table "${c.table}" disable trigger "${c.trigger}"`);
  try {
    return await load();
  } finally {
    await restoreAfterBulkLoad(database);
  }
}
