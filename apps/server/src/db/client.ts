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
import pg from 'pg';
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
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir` (in memory when dataDir is null). */
export async function openDatabase(opts: { url?: string; dataDir?: string | null; poolSize?: number }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, Client: PreparingClient });
    let closing = false;
    // An idle connection dropped by the server (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', (error) => {
      if (!closing) console.error(`database connection lost: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      raw: async (text, params) => pool.query(text, params as unknown[]),
      migrate: async () => migratePg(db as never, { migrationsFolder }),
      close: async () => {
        closing = true;
        await pool.end();
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
    migrate: async () => migrateLite(db as never, { migrationsFolder }),
    close: async () => client.close(),
  };
}
