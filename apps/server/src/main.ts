import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ensureFirstStaff, ensureSettings } from './bootstrap';
import { keepLedgerMonths, keepLedgerMonthsDaily } from './db/ledger-partitions';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { databaseUnavailable } from './db/unavailable';
import { chooseLogFormat } from './lib/log-format';
import { seedIfEmpty } from './seed/first-start';

/** config → (under the start-up lock) migrate → settings → first staff account → demo content → listen; serves the built web app. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    connectTimeoutMs: config.dbConnectTimeoutMs,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  const running: { app?: FastifyInstance } = {};
  const close = async () => {
    await running.app?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  // Servers started together on one empty database take turns; the work runs without the requests' statement timeout.
  await database.exclusively(
    async () => {
      const prepare = database.unbounded;
      await prepare.migrate();
      await ensureSettings(prepare.db);
      await keepLedgerMonths(prepare, config.ledgerRetentionMonths);
      await ensureFirstStaff(prepare.db, config, (line) => console.log(`\n${line}\n`));
      await seedIfEmpty(prepare, config.seedScale, (line) => console.log(line));
    },
    () =>
      console.log(
        'Another Mise process is preparing this database (migrations, first account, demo content); waiting for it to finish…',
      ),
  );
  const app = await buildApp({
    config,
    database,
    logger: { format: chooseLogFormat(config.logFormat, process.stdout.isTTY) },
  });
  running.app = app;
  keepLedgerMonthsDaily(database.unbounded, {
    retentionMonths: config.ledgerRetentionMonths,
    onError: (error) => app.log.error({ err: error }, 'the change ledger months could not be kept'),
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(
    `Mise is running on http://localhost:${config.port} (${database.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError) console.error(error.message);
  else if (databaseUnavailable(error))
    console.error(
      `Mise could not start: the database did not answer (${(error as Error).message}). Check DATABASE_URL and that PostgreSQL is running.`,
    );
  else console.error(error);
  process.exit(1);
});
