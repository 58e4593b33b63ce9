/**
 * npx tsx scripts/bench/ledger-cost.ts [--requests N]
 *
 * What the change ledger costs a write (issue 32 point 2, ../shared/design/PERFORMANCE.md D: ≤ 1.2×): a place's
 * phone patched through the real server, one editor at a time, in alternating blocks with the places table's ledger
 * trigger on and off (ALTER TABLE … DISABLE TRIGGER), on the 1 M bench database; p50/p95 of each and their ratio. Then
 * the ledger's bytes per row as PostgreSQL stores them (table and indexes), over the rows the run wrote.
 * BENCH_DATABASE_URL: default postgres://postgres@127.0.0.1:5432/mise_bench (seeded by npm run bench).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startServer } from './server';
import { benchDatabase, runWhenMain } from './standalone';
import { fmtLoad, loadAverage, runLoad, summarize, type TSummary } from './stats';

const OUT_DIR = resolve(import.meta.dirname, '..', '..', 'bench-data');
const STAFF = { email: 'bench-ledger@mise.local', password: `bench-${randomBytes(12).toString('hex')}` };
const TARGET_RATIO = 1.2;
const ROUNDS = 4;
const TRIGGER = 'establishments_ledger_upd';

export type TLedgerCost = { on: TSummary; off: TSummary; ratioP95: number; bytesPerRow?: number; load: number };

const fmt = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));

export const describeLedgerCost = (r: TLedgerCost) =>
  `A place patched with its ledger entry p50 ${fmt(r.on.p50)} / p95 ${fmt(r.on.p95)} ms, with the trigger off (the transaction still names its action: one statement) p50 ${fmt(r.off.p50)} / p95 ${fmt(r.off.p95)} ms: ${r.ratioP95.toFixed(2)}× (target ≤ ${TARGET_RATIO} ${r.ratioP95 <= TARGET_RATIO ? '✓' : '✗'})${r.bytesPerRow === undefined ? '' : `; ${Math.round(r.bytesPerRow)} bytes a ledger row with its indexes`} (${fmtLoad(r.load)})`;

/**
 * Times patches with and without the places' ledger trigger, alternating blocks of `requests / ROUNDS` each.
 * @example
 * console.log(describeLedgerCost(await ledgerCostBench({ requests: 400 })));
 */
export async function ledgerCostBench(opts: { requests: number }): Promise<TLedgerCost> {
  const url = await benchDatabase(STAFF);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer({
    env: { DATABASE_URL: url },
    logFile: join(OUT_DIR, 'server-ledger.log'),
    ...STAFF,
  });
  const trigger = (on: boolean) =>
    admin.query(`alter table establishments ${on ? 'enable' : 'disable'} trigger ${TRIGGER}`);
  try {
    const { rows } = await admin.query<{ id: number }>(
      'select id from establishments where not deleted order by id desc limit 200',
    );
    let n = 0;
    const patch = async () => {
      const id = rows[n % rows.length].id;
      n++;
      await server.client.request('PATCH', `/api/establishments/${id}`, { phone: `+351 ${n}` });
    };
    const before = Number((await admin.query('select count(*)::int as n from change_ledger')).rows[0].n);
    const on: number[] = [];
    const off: number[] = [];
    const block = Math.max(20, Math.round(opts.requests / ROUNDS));
    await runLoad(patch, { requests: block, concurrency: 1, warmup: 0 });
    for (let round = 0; round < ROUNDS; round++) {
      // Each round starts with the other side, so neither always follows the other.
      for (const side of round % 2 === 0 ? [true, false] : [false, true]) {
        await trigger(side);
        (side ? on : off).push(...(await runLoad(patch, { requests: block, concurrency: 1, warmup: 5 })));
      }
    }
    await trigger(true);
    const after = await admin.query(
      `select count(*)::int as n, (select sum(pg_total_relation_size(c.oid)) from pg_inherits i join pg_class c on c.oid = i.inhrelid
        where i.inhparent = 'change_ledger'::regclass)::bigint as bytes from change_ledger`,
    );
    const rowsNow = Number(after.rows[0].n);
    const bytesPerRow = rowsNow > before && rowsNow > 0 ? Number(after.rows[0].bytes) / rowsNow : undefined;
    const onS = summarize(on);
    const offS = summarize(off);
    return { on: onS, off: offS, ratioP95: onS.p95 / offS.p95, bytesPerRow, load: loadAverage() };
  } finally {
    await trigger(true).catch(() => undefined);
    await server.stop();
    await admin.end();
  }
}

runWhenMain(import.meta.filename, async (requests) =>
  console.log(describeLedgerCost(await ledgerCostBench({ requests }))),
);
