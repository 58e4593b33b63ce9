/**
 * Demo content at any scale.
 *
 *   npm run seed -- --scale N [--seed S] [--reset]
 *
 * Uses DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite, default ./data) like the server; migrates first.
 * Scale 1 is what the first start loads (40 cities, 400 places); sizes grow linearly; scale 2500 is 1 M places.
 * --reset empties the content tables first (staff accounts, roles and settings stay).
 * PGlite allows one process per data folder: seeding a folder a running server holds is refused (stop the server first).
 */
import { parseArgs } from 'node:util';
import { ensureSettings } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { DEFAULT_SEED, describeCounts, seedDemo, seedSizes } from '../apps/server/src/seed/generate';
import { progressReporter } from '../apps/server/src/seed/progress';
import { resetContent } from '../apps/server/src/seed/reset';

const USAGE = 'usage: npm run seed -- --scale N [--seed S] [--reset]';

async function main() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const scale = Number(values.scale);
  const seed = Number(values.seed);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error(`--scale must be a positive number (${USAGE})`);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer (${USAGE})`);

  const config = loadConfig();
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const opened = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  // Index builds and a million-row load outlast any statement timeout the role may have.
  const database = opened.unbounded;
  try {
    // Under the start-up lock a server starting meanwhile waits for the load instead of loading demo content as well.
    await database.exclusively(
      () => loadDemo(database, { scale, seed, reset: values.reset, where }),
      () => console.log('Another Mise process is preparing this database; waiting for it to finish…'),
    );
  } finally {
    await opened.close();
  }
}

async function loadDemo(database: Database, opts: { scale: number; seed: number; reset: boolean; where: string }) {
  const { scale, seed } = opts;
  await database.migrate();
  await ensureSettings(database.db);
  if (opts.reset) {
    const t = performance.now();
    await resetContent(database);
    console.log(
      `Emptied the content tables (${((performance.now() - t) / 1000).toFixed(1)} s); staff accounts, roles and settings kept.`,
    );
  } else {
    const { rows } = await database.raw('select exists (select 1 from destinations) as present');
    if (rows[0]?.present) throw new Error('This database already holds content; run with --reset to replace it.');
  }
  const size = seedSizes(scale);
  console.log(
    `Seeding ${opts.where}: scale ${scale}, seed ${seed} — ${size.places.toLocaleString('en-US')} places, ${size.cities.toLocaleString('en-US')} cities, ${size.users.toLocaleString('en-US')} users`,
  );
  const progress = progressReporter({ bar: scale >= 20 });
  const started = performance.now();
  let counts: Awaited<ReturnType<typeof seedDemo>>;
  try {
    counts = await seedDemo(database, { scale, seed, onProgress: progress.onProgress });
  } finally {
    progress.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`\nDone in ${seconds.toFixed(1)} s: ${describeCounts(counts)}`);
  console.log(`${total.toLocaleString('en-US')} rows in all:`);
  for (const [table, n] of Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${table.padEnd(28)} ${n.toLocaleString('en-US').padStart(12)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
