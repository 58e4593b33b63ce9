import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import { PassThrough, Readable } from 'node:stream';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as schema from './schema/index';
import { lockDataDir } from './data-dir-lock';
import { openPool } from './pool';
import { meterHolds } from './pglite-budget';
import { outsideBudget } from './request-budget';
import { withStartupLock } from './startup-lock';
import { VersionWatch } from './version-watch';
import { withLedgerContext } from './ledger-context';
import { installJobQueue } from '../jobs/queue-schema';
import { installDeclaredRules } from '../completeness/declared';

export type TSchema = typeof schema;
/** Both drivers answer through this one type, so shared code never asks which it has. */
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;

/** The parts of the CSV export's statement, as SQL text over one table whose key is `id`. */
export type TCsvQuery = { columns: string; table: string; where: string; order: string };

/** The statement of a CSV export. */
const csvSelectText = (q: TCsvQuery) => `select ${q.columns} from ${q.table} where ${q.where} order by ${q.order}`;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs SQL straight through the driver (benchmarks compare against it). */
  raw: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs a statement on a plan made once for any values (`plan_cache_mode = force_generic_plan`). For statements that
   * cost more to plan than to run and whose best plan does not depend on the values (autocomplete's many small arms):
   * left to itself, PostgreSQL keeps planning them afresh for each call's values.
   */
  generic: (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Streams the rows of `select <columns> from <table> where <where> order by <order>` as CSV with a header, through
   * `COPY (…) TO STDOUT` (COPY takes no parameters: values are written in as constants, crud/inline-sql.ts). PGlite,
   * which cannot stream, reads the ordered ids first and copies them in batches. Runs without the statement timeout:
   * a million rows take longer than any request should.
   */
  copyCsv: (query: TCsvQuery) => Readable;
  /**
   * The job queue's SQL (pg-boss's `executeSql`, jobs/engine.ts), without the statement timeout: with values one
   * statement, without them a script of several (its schema, its upkeep in a transaction), answering the last rows.
   */
  jobSql: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /** Applies pending migrations and installs the job queue's schema, without the statement timeout. */
  migrate: () => Promise<void>;
  /**
   * The same database through connections without a statement timeout, for work that is long by nature: demo loads,
   * index builds, start-up. On PGlite (which has no statement timeout) it is this same object; closing it does nothing.
   */
  unbounded: Database;
  /**
   * Runs `fn` as the only process preparing this database (migrations, first accounts, demo load): under a PostgreSQL
   * advisory lock, waited for (`onWait` says so); on PGlite, the data folder's lock already makes this the only process.
   */
  exclusively: <T>(fn: () => Promise<T>, onWait?: () => void) => Promise<T>;
  /** Whether the database answers `select 1` within `timeoutMs` (readiness). */
  ping: (timeoutMs: number) => Promise<boolean>;
  /**
   * PostgreSQL only: the content tables' versions as last read, while nothing can have raised them (db/version-watch.ts).
   * PGlite has no other process that could write, and reads it in-process at no network cost: it has none.
   */
  versionWatch?: VersionWatch;
  /** PGlite only: the whole database as a tar image, which `openDatabase({ image })` opens again (tests copy a migrated one). */
  dumpImage?: () => Promise<Blob>;
  close: () => Promise<void>;
};

export type TOpenOptions = {
  /** PostgreSQL's URL; unset opens embedded PGlite. */
  url?: string;
  /** PGlite's folder (locked for this process, see lockDataDir); null or unset keeps it in memory. */
  dataDir?: string | null;
  /** PGlite in memory: starts from this image (`dumpImage`) instead of an empty database. */
  image?: Blob;
  poolSize?: number;
  /** PostgreSQL: ms to wait for a connection before the request fails (unset: no limit). */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: statement_timeout of the pooled connections requests use, in ms (unset: the server's default; 0: none).
   * PGlite cannot interrupt a statement, so it has none.
   */
  statementTimeoutMs?: number;
};

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (in memory when dataDir is null). */
export async function openDatabase(opts: TOpenOptions): Promise<Database> {
  return opts.url ? openPostgres(opts.url, opts) : openPglite(opts.dataDir ?? null, opts.image);
}

function openPostgres(url: string, opts: TOpenOptions): Database {
  let closing = false;
  const isClosing = () => closing;
  const sized = { url, max: opts.poolSize ?? 10, connectTimeoutMs: opts.connectTimeoutMs };
  // Requests' connections: each statement is charged to its request's database budget (request-budget.ts), and
  // planned without parallel workers (see serialPlans).
  const requests = { ...sized, statementTimeoutMs: opts.statementTimeoutMs, requestBudget: true, serialPlans: true };
  const pool = openPool(requests, isClosing);
  // Its own connections, so the setting holds for every statement they run without a transaction to scope it.
  const genericPool = openPool({ ...requests, genericPlans: true }, isClosing);
  // Exports, migrations, jobs and demo loads: explicitly without a timeout, whatever the role's default; a whole-table
  // export may use the server's parallel workers.
  const longPool = openPool({ ...sized, statementTimeoutMs: 0 }, isClosing);
  const longDb = withLedgerContext(drizzlePg({ client: longPool, schema }) as unknown as Db);
  // Listens only once a list asks (scripts that open the database never do).
  const versionWatch = new VersionWatch(url);
  const jobSql = async (text: string, values?: unknown[]) =>
    values ? longPool.query(text, values) : lastResult(await longPool.query(text));
  const shared = {
    driver: 'postgres' as const,
    copyCsv: (query: TCsvQuery) => copyFromPool(longPool, csvSelectText(query)),
    jobSql,
    migrate: async () => {
      await migratePg(longDb as never, { migrationsFolder });
      await installJobQueue(jobSql);
      await installDeclaredRules(jobSql);
    },
    exclusively: <T>(fn: () => Promise<T>, onWait?: () => void) =>
      withStartupLock({ url, connectTimeoutMs: opts.connectTimeoutMs, onWait }, fn),
    // The long pool: a burst of requests waiting for the request pool does not make the database look absent.
    ping: (timeoutMs: number) => answersWithin(() => longPool.query('select 1'), timeoutMs),
  };
  const unbounded: Database = {
    ...shared,
    db: longDb,
    raw: async (text, params) => longPool.query(text, params as unknown[]),
    generic: async (text, params) => longPool.query({ text, values: params }),
    get unbounded() {
      return unbounded;
    },
    close: async () => {},
  };
  return {
    ...shared,
    db: withLedgerContext(drizzlePg({ client: pool, schema }) as unknown as Db),
    raw: async (text, params) => pool.query(text, params as unknown[]),
    generic: async (text, params) => genericPool.query({ text, values: params }),
    unbounded,
    versionWatch,
    close: async () => {
      closing = true;
      await Promise.all([pool.end(), genericPool.end(), longPool.end(), versionWatch.close()]);
    },
  };
}

function copyFromPool(pool: pg.Pool, select: string): Readable {
  const out = new PassThrough();
  pool
    .connect()
    .then((client) => {
      const copy = client.query(copyTo(`COPY (${select}) TO STDOUT WITH (FORMAT csv, HEADER true)`));
      // Once per checkout however many of these fire (see ResilientClient).
      const release = (error?: Error) => client.release(error);
      copy.on('error', (error) => {
        release(error);
        out.destroy(error);
      });
      copy.on('end', () => release());
      // A client that hangs up ends the copy instead of leaving it running.
      out.on('close', () => copy.destroy());
      copy.pipe(out);
    })
    .catch((error: Error) => out.destroy(error));
  return out;
}

async function openPglite(dataDir: string | null, image?: Blob): Promise<Database> {
  let dataPath: string | undefined;
  let unlock: (() => void) | undefined;
  if (dataDir) {
    dataPath = join(dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
    // PGlite itself lets a second process open the folder, and each then loses the other's writes.
    unlock = lockDataDir(dataDir);
  }
  let client: PGlite;
  try {
    // cube, earthdistance and btree_gist: the landmarks' nearby index (migration 0016).
    client = await PGlite.create(dataPath, {
      extensions: { pg_trgm, cube, earthdistance, btree_gist },
      ...(image ? { loadDataDir: image } : {}),
    });
  } catch (error) {
    unlock?.();
    throw error;
  }
  // Every request waits for this one connection: each hold is charged to the request's database budget.
  meterHolds(client);
  const db = withLedgerContext(drizzleLite({ client, schema }) as unknown as Db);
  const database: Database = {
    db,
    driver: 'pglite',
    raw: async (text, params) =>
      client.query(text, params as unknown[]) as Promise<{ rows: Record<string, unknown>[] }>,
    // One in-process connection that plans each statement as it comes: nothing is kept between calls to force.
    generic: async (text, params) => client.query(text, params) as Promise<{ rows: Record<string, unknown>[] }>,
    copyCsv: (query) => Readable.from(pgliteCsvBatches(client, query)),
    jobSql: async (text, values) =>
      values
        ? (client.query(text, values) as Promise<{ rows: Record<string, unknown>[] }>)
        : lastResult(await client.exec(text)),
    migrate: async () => {
      await migrateLite(db as never, { migrationsFolder });
      await installJobQueue(database.jobSql);
      await installDeclaredRules(database.jobSql);
    },
    get unbounded() {
      return database;
    },
    exclusively: (fn) => fn(),
    ping: (timeoutMs) => answersWithin(() => client.query('select 1'), timeoutMs),
    dumpImage: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock?.();
      }
    },
  };
  return database;
}

/** The rows of a script's last statement (node-postgres answers one result or an array of them, PGlite an array). */
function lastResult(result: { rows: unknown[] } | { rows: unknown[] }[]): { rows: Record<string, unknown>[] } {
  const last = Array.isArray(result) ? result[result.length - 1] : result;
  return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
}

/** True when `query` succeeds within `timeoutMs`; a query still running then is left to finish on its own. */
async function answersWithin(query: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((done) => {
    timer = setTimeout(() => done(false), timeoutMs);
  });
  try {
    return await Promise.race([
      query().then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const PGLITE_BATCH = 5000;

/**
 * PGlite writes COPY output to a blob in memory, so the export goes in batches to keep memory flat: the matching ids in
 * the export's order first (one int array), then each batch's rows by id, in that order. Each statement is a hold of its
 * own that other requests go between, so the export as a whole is outside the request's database budget.
 */
async function* pgliteCsvBatches(client: PGlite, query: TCsvQuery) {
  const { columns, table, where, order } = query;
  const found = await outsideBudget(() =>
    client.query<{ ids: number[] }>(
      `select coalesce(array_agg(${table}."id" order by ${order}), '{}') as ids from ${table} where ${where}`,
    ),
  );
  const ids = found.rows[0]?.ids ?? [];
  if (ids.length === 0) {
    yield (await copyBlob(client, `select ${columns} from ${table} limit 0`, true)) ?? '';
    return;
  }
  for (let at = 0; at < ids.length; at += PGLITE_BATCH) {
    // Whole numbers from the database itself: nothing a client sent is written into these statements.
    const batch = `'{${ids.slice(at, at + PGLITE_BATCH).join(',')}}'::int[]`;
    const select = `select ${columns} from ${table} join unnest(${batch}) with ordinality as batch(batch_id, batch_n) on ${table}."id" = batch.batch_id where ${table}."id" = any(${batch}) order by batch.batch_n`;
    const text = await copyBlob(client, select, at === 0);
    if (text) yield text;
  }
}

async function copyBlob(client: PGlite, select: string, header: boolean): Promise<string | undefined> {
  const [result] = await outsideBudget(() =>
    client.exec(`COPY (${select}) TO '/dev/blob' WITH (FORMAT csv, HEADER ${header})`),
  );
  return result?.blob ? await result.blob.text() : undefined;
}
