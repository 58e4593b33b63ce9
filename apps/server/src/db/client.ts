import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import { PassThrough, Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import * as schema from './schema/index';
import { PreparingClient } from './statement-cache';

export type TSchema = typeof schema;
/** Both drivers answer through this one type, so shared code never asks which it has. */
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;

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
   * Streams `COPY (<select>) TO STDOUT` as CSV with a header. The select must hold no client values (COPY takes no
   * parameters); `idFrom` pages PGlite, which cannot stream, through the table's id in batches.
   */
  copyCsv: (select: string, paging: { table: string; where: string }) => Readable;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (in memory when dataDir is null). */
export async function openDatabase(opts: { url?: string; dataDir?: string | null; poolSize?: number }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, Client: PreparingClient });
    let closing = false;
    // Its own connections, so the setting holds for every statement they run without a transaction to scope it.
    const genericPool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      Client: PreparingClient,
      options: '-c plan_cache_mode=force_generic_plan',
    });
    for (const p of [pool, genericPool]) {
      // An idle connection dropped by the server (restart, failover) must not crash the process; the pool replaces it.
      p.on('error', (error) => {
        if (!closing) console.error(`database connection lost: ${error.message}`);
      });
    }
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      raw: async (text, params) => pool.query(text, params as unknown[]),
      generic: async (text, params) => genericPool.query({ text, values: params }),
      copyCsv: (select) => {
        const out = new PassThrough();
        pool
          .connect()
          .then((client) => {
            const copy = client.query(copyTo(`COPY (${select}) TO STDOUT WITH (FORMAT csv, HEADER true)`));
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
      },
      migrate: async () => migratePg(db as never, { migrationsFolder }),
      close: async () => {
        closing = true;
        await Promise.all([pool.end(), genericPool.end()]);
      },
    };
  }
  let dataPath: string | undefined;
  if (opts.dataDir) {
    dataPath = join(opts.dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
  }
  const client = await PGlite.create(dataPath, { extensions: { pg_trgm } });
  const db = drizzleLite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    raw: async (text, params) => client.query(text, params as unknown[]) as Promise<{ rows: Record<string, unknown>[] }>,
    // One in-process connection that plans each statement as it comes: nothing is kept between calls to force.
    generic: async (text, params) => client.query(text, params) as Promise<{ rows: Record<string, unknown>[] }>,
    copyCsv: (select, paging) => Readable.from(pgliteCsvBatches(client, select, paging)),
    migrate: async () => migrateLite(db as never, { migrationsFolder }),
    close: async () => client.close(),
  };
}

const PGLITE_BATCH = 5000;

/** PGlite writes COPY output to a blob in memory, so the export goes in id ranges to keep memory flat. */
async function* pgliteCsvBatches(client: PGlite, select: string, paging: { table: string; where: string }) {
  let last = 0;
  let header = true;
  for (;;) {
    const bound = await client.query<{ upto: number | null }>(
      `select max(id) as upto from (select id from ${paging.table} where ${paging.where} and id > ${last} order by id limit ${PGLITE_BATCH}) page`,
    );
    const upto = bound.rows[0]?.upto;
    if (upto === null || upto === undefined) {
      if (header) yield (await copyBlob(client, `${select} limit 0`, true)) ?? '';
      return;
    }
    const text = await copyBlob(client, `select * from (${select}) rows where id > ${last} and id <= ${upto} order by id`, header);
    if (text) yield text;
    header = false;
    last = upto;
  }
}

async function copyBlob(client: PGlite, select: string, header: boolean): Promise<string | undefined> {
  const [result] = await client.exec(`COPY (${select}) TO '/dev/blob' WITH (FORMAT csv, HEADER ${header})`);
  return result?.blob ? await result.blob.text() : undefined;
}
