/**
 * Adds a staff account (or gives an existing account a new password and makes it staff): the console cannot, so one
 * stolen session can never make more staff.
 *
 *   STAFF_PASSWORD='…' npm run staff -- add ana@example.com --name Ana
 *
 * Without STAFF_PASSWORD a password is generated and printed once. Uses DATABASE_URL (PostgreSQL) or DATA_DIR
 * (embedded PGlite, default ./data) like the server, and prepares an empty database first. PGlite allows one process
 * per data folder: stop the server first (PostgreSQL needs no such thing).
 */
import { parseArgs } from 'node:util';
import { upsertStaff } from '../apps/server/src/bootstrap';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { DataDirInUseError } from '../apps/server/src/db/data-dir-lock';
import { passwordProblem } from '../apps/server/src/lib/password-policy';
import { generatePassword } from '../apps/server/src/lib/secrets';

const USAGE = "usage: STAFF_PASSWORD='…' npm run staff -- add <email> [--name Ana]";

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { name: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  const [command, email] = positionals;
  if (values.help) return console.log(USAGE);
  if (command !== 'add' || !email || !email.includes('@')) throw new Error(USAGE);
  const given = process.env.STAFF_PASSWORD;
  const password = given || generatePassword();
  const problem = given ? passwordProblem(given, email) : null;
  if (problem) throw new Error(`STAFF_PASSWORD: ${problem}`);

  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.exclusively(
      async () => {
        await database.unbounded.migrate();
        await upsertStaff(database.unbounded.db, { email, password, name: values.name });
      },
      () => console.log('Another Mise process is preparing this database; waiting for it to finish…'),
    );
    console.log(
      given ? `Staff account ready: ${email}` : `Staff account ready:\n  email:    ${email}\n  password: ${password}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirInUseError || error instanceof Error ? error.message : error);
  process.exit(1);
});
