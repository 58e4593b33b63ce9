import { buildApp } from './app';
import { ensureFirstStaff, ensureSettings } from './bootstrap';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './seed/first-start';

/** config → migrate → bootstrap staff account → listen; serves the built web app. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  await ensureSettings(database.db);
  await ensureFirstStaff(database.db, config, (line) => console.log(`\n${line}\n`));
  await seedIfEmpty(database, config.seedScale, (line) => console.log(line));
  const app = await buildApp({ config, database, logger: true });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Mise is running on http://localhost:${config.port} (${database.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
