import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { upsertStaff } from '../../apps/server/src/bootstrap';
import { loadConfig } from '../../apps/server/src/config';
import { type Database, type Db, openDatabase } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema/index';

/**
 * "The same SQL": the statements the server's own request path sends for a request, recorded once by running the
 * real app in this process (Fastify inject) on a driver that notes every query, then replayed straight through the
 * driver. Recording rather than hand-writing keeps the comparison exact while the generic layer changes. Each request
 * is sent once before the recorded one, so caches the path keeps (deep-page anchors, say) are warm, as under load.
 * Statements that overlapped in time are replayed together (a wave); waves run one after another.
 */

/** `generic`: the server runs it on a generic plan (Database.generic), so the replay must too. */
export type TStatement = { text: string; params: unknown[]; generic?: boolean };
export type TWave = TStatement[];
export type TQuery = (text: string, params: unknown[], generic?: boolean) => Promise<unknown>;

type TTimed = TStatement & { start: number; end: number };

/** Session look-ups are the auth plugin's, not the generic layer's: they stay on the API side of the ratio. */
const AUTH = /"access_tokens"|"role_mappings"/;

class Recorder {
  on = false;
  list: TTimed[] = [];

  async track<T>({ text, params, generic }: TStatement, run: () => Promise<T>): Promise<T> {
    if (!this.on) return run();
    const entry: TTimed = {
      text,
      params: [...params],
      start: performance.now(),
      end: Number.POSITIVE_INFINITY,
      ...(generic ? { generic } : {}),
    };
    this.list.push(entry);
    try {
      return await run();
    } finally {
      entry.end = performance.now();
    }
  }
}

class RecordingPool extends pg.Pool {
  recorder = new Recorder();

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query has many overloads; we note the text and pass everything on.
  override query(config: any, values?: any, callback?: any): any {
    if (typeof values === 'function' || typeof callback === 'function') return super.query(config, values, callback);
    const text: string = typeof config === 'string' ? config : config.text;
    const params: unknown[] = (typeof config === 'object' && config.values) || values || [];
    return this.recorder.track({ text, params }, () => super.query(config, values));
  }
}

/** Groups statements that were in flight together. */
function waves(list: TTimed[]): TWave[] {
  const sorted = [...list].sort((a, b) => a.start - b.start);
  const out: TWave[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const s of sorted) {
    if (s.start >= end || out.length === 0) {
      out.push([]);
      end = s.end;
    } else {
      end = Math.max(end, s.end);
    }
    out[out.length - 1].push({ text: s.text, params: s.params, ...(s.generic ? { generic: true } : {}) });
  }
  return out;
}

/** Replays recorded waves through `run`. */
export async function replay(run: TQuery, recorded: TWave[]) {
  for (const wave of recorded) await Promise.all(wave.map((s) => run(s.text, s.params, s.generic)));
}

/**
 * Records, for each scenario, the data statements its request(s) send (fired together, as the load does), after sending
 * them once unrecorded unless the scenario is `fresh`.
 * `source` is a PostgreSQL URL, or an open PGlite database (its client is wrapped; nothing else may use it meanwhile).
 */
export async function captureLayerSql(
  source: { url: string } | { database: Database },
  staff: { email: string; password: string },
  scenarios: { key: string; requests: string[]; fresh?: boolean }[],
): Promise<Map<string, TWave[] | { error: string }>> {
  const recorder = new Recorder();
  let db: Db;
  let database: Database;
  let pool: RecordingPool | undefined;
  let opened: Database | undefined;
  if ('url' in source) {
    // The real database object (whatever else it offers), with its query paths swapped for recording ones.
    opened = await openDatabase({ url: source.url });
    const recording = new RecordingPool({ connectionString: source.url, max: 10 });
    recording.recorder = recorder;
    pool = recording;
    db = drizzlePg({ client: recording, schema }) as unknown as Db;
    const real = opened;
    database = {
      ...opened,
      db,
      raw: async (text, params) => recording.query(text, params as unknown[]),
      generic: async (text, params) =>
        recorder.track({ text, params, generic: true }, () => real.generic(text, params)),
    };
  } else {
    const real = source.database;
    const client = (real.db as unknown as { $client: PGlite }).$client;
    const wrapped = new Proxy(client, {
      get(target, prop) {
        if (prop === 'query') {
          return (text: string, params?: unknown[], options?: unknown) =>
            recorder.track({ text, params: params ?? [] }, () =>
              target.query(text, params, options as Parameters<PGlite['query']>[2]),
            );
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    db = drizzleLite({ client: wrapped, schema }) as unknown as Db;
    database = {
      ...real,
      db,
      raw: async (text, params) => (await wrapped.query(text, params)) as { rows: Record<string, unknown>[] },
      generic: async (text, params) => (await wrapped.query(text, params)) as { rows: Record<string, unknown>[] },
      close: async () => {},
    };
  }
  const out = new Map<string, TWave[] | { error: string }>();
  try {
    await signedInApp(database, staff, async (send) => {
      await untilVersionsKept(database, send);
      for (const sc of scenarios) {
        // Once unrecorded first: what the load measures is the steady state, after any cache the path keeps is warm.
        // Not for a scenario sent `fresh` (a search typed anew), whose first request is the one to see.
        if (!sc.fresh) await Promise.all(sc.requests.map((url) => send({ method: 'GET', url })));
        recorder.list = [];
        recorder.on = true;
        const answers = await Promise.all(sc.requests.map((url) => send({ method: 'GET', url })));
        recorder.on = false;
        const bad = answers.find((a) => a.statusCode !== 200);
        if (bad) out.set(sc.key, { error: `answered ${bad.statusCode}: ${bad.body.slice(0, 160)}` });
        else out.set(sc.key, waves(recorder.list.filter((s) => !AUTH.test(s.text))));
      }
    });
  } finally {
    await pool?.end();
    await opened?.close();
  }
  return out;
}

/**
 * A PostgreSQL server keeps the table versions between lists once it listens for their changes (db/version-watch.ts):
 * lists until it does, so what is recorded is the steady state the load meets, not the first seconds after start-up.
 */
async function untilVersionsKept(database: Database, send: (req: TInject) => Promise<TAnswer>) {
  const watch = database.versionWatch;
  for (let tries = 0; watch && watch.current() === undefined; tries++) {
    if (tries === 200) throw new Error('the server never kept the table versions (is it listening for their changes?)');
    await send({ method: 'GET', url: `/api/cuisines?filter=${encodeURIComponent('{"limit":1}')}` });
    await new Promise((done) => setTimeout(done, 10));
  }
}

type TInject = { method: 'GET' | 'PATCH' | 'PUT' | 'POST'; url: string; payload?: unknown };
type TAnswer = { statusCode: number; body: string };

/** Runs `use` with the real app on `database`, signed in as `staff`; `send` injects a request with the session. */
async function signedInApp(
  database: Database,
  staff: { email: string; password: string },
  use: (send: (req: TInject) => Promise<TAnswer>) => Promise<void>,
) {
  const app = await buildApp({
    config: loadConfig({}, { dataDir: '/nonexistent', webDist: '/nonexistent' }),
    database,
  });
  try {
    await upsertStaff(database.db, { email: staff.email, password: staff.password, name: 'Bench' });
    const login = await app.inject({ method: 'POST', url: '/api/users/login', payload: staff });
    if (login.statusCode !== 200)
      throw new Error(`sign-in for recording failed: ${login.statusCode} ${login.body.slice(0, 200)}`);
    const token = (login.json() as { id: string }).id;
    await use((req) => app.inject({ ...req, payload: req.payload as never, headers: { authorization: token } }));
  } finally {
    await app.close();
  }
}

/**
 * Every data statement one request sends on PostgreSQL, those inside a transaction included (they run on a client the
 * pool lends, so each client's query is noted rather than the pool's). For counting what a write sends.
 * @example
 * const statements = await recordStatements(url, staff, { method: 'PATCH', url: '/api/destinations/4/establishments/9/change-order', payload: { order: 1 } });
 */
export async function recordStatements(
  url: string,
  staff: { email: string; password: string },
  request: TInject,
): Promise<{ statements: string[]; status: number }> {
  const recorder = new Recorder();
  const opened = await openDatabase({ url });
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query has many overloads; we note the text and pass everything on.
    client.query = ((config: any, values?: any, callback?: any) => {
      const done = typeof values === 'function' ? values : callback;
      if (!recorder.on || typeof config?.submit === 'function') return query(config, values, callback);
      const text: string = typeof config === 'string' ? config : config.text;
      const params: unknown[] = (typeof config === 'object' && config.values) || (Array.isArray(values) ? values : []);
      const result = recorder.track({ text, params }, () => query(config, ...(Array.isArray(values) ? [values] : [])));
      if (!done) return result;
      result.then(
        (res) => done(null, res),
        (error: unknown) => done(error),
      );
      return undefined;
    }) as typeof client.query;
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const database: Database = {
    ...opened,
    db,
    raw: async (text, params) => pool.query(text, params as unknown[]),
    generic: async (text, params) =>
      recorder.track({ text, params, generic: true }, () => opened.generic(text, params)),
  };
  let status = 0;
  try {
    await signedInApp(database, staff, async (send) => {
      recorder.on = true;
      status = (await send(request)).statusCode;
      recorder.on = false;
    });
  } finally {
    await pool.end();
    await opened.close();
  }
  return { statements: recorder.list.filter((s) => !AUTH.test(s.text)).map((s) => s.text), status };
}
