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
 * The INSERT … SELECT FROM jsonb_to_recordset statement for `keys` of `table`. Rows travel as one jsonb
 * parameter keyed by the TS property names, so a batch is one round trip on PGlite and PostgreSQL alike.
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
  return `insert into ${quote(getTableName(table))} (${target}) select ${source} from jsonb_to_recordset($1::jsonb) as x(${record})`;
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
