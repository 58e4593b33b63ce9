/**
 * Stored media files that no database row references.
 *
 *   npm run media:sweep [-- --delete] [--grace-hours H]
 *
 * Uses DATABASE_URL (PostgreSQL) or DATA_DIR (embedded PGlite, default ./data) and STORAGE (local folder or S3) like
 * the server. Lists the unreferenced files (a dry run); --delete removes them. Files changed within the grace period
 * (24 h unless --grace-hours says otherwise) are never removed: their row may not be saved yet.
 * PGlite allows one process per data folder: stop the server first (PostgreSQL needs no such thing).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { DataDirInUseError } from '../apps/server/src/db/data-dir-lock';
import {
  DEFAULT_GRACE_MS,
  type TMediaFile,
  bytesOf,
  mediaFiles,
  planSweep,
  removeOrphans,
} from '../apps/server/src/media/sweep';

const USAGE = 'usage: npm run media:sweep [-- --delete] [--grace-hours H]';

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} kB`
      : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
const line = (file: TMediaFile) => `${file.key}  ${size(file.size)}  ${file.modified.toISOString()}`;
const count = (files: TMediaFile[]) => {
  const bytes = bytesOf(files);
  return `${files.length} file${files.length === 1 ? '' : 's'}, ${size(bytes)}${bytes < 1024 ? '' : ` (${bytes} bytes)`}`;
};

async function main() {
  const { values } = parseArgs({
    options: {
      delete: { type: 'boolean', default: false },
      'grace-hours': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const graceHours = values['grace-hours'] === undefined ? DEFAULT_GRACE_MS / 3_600_000 : Number(values['grace-hours']);
  if (!Number.isFinite(graceHours) || graceHours < 0)
    throw new Error(`--grace-hours must be a number of hours, 0 or more (${USAGE})`);

  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const files = mediaFiles(config);
  try {
    console.log(
      `Sweeping ${files.where} against ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`,
    );
    const plan = await planSweep(database, files, { now: Date.now(), graceMs: graceHours * 3_600_000 });
    for (const file of plan.orphans) console.log(`unreferenced  ${line(file)}`);
    for (const file of plan.fresh) console.log(`skipped (changed within ${graceHours} h)  ${line(file)}`);
    if (plan.foreign.length > 0)
      console.log(
        `${plan.foreign.length} file(s) not named like Mise uploads were left alone, e.g. ${plan.foreign[0].key}`,
      );
    console.log(
      `${plan.stored} stored, ${plan.referenced} referenced; unreferenced: ${count(plan.orphans)}; skipped as newer than ${graceHours} h: ${count(plan.fresh)}`,
    );
    if (!values.delete) {
      if (plan.orphans.length > 0)
        console.log('Dry run: nothing was removed. Run with --delete to remove the unreferenced files.');
      return;
    }
    const removed = await removeOrphans(files, plan, (file) => console.log(`removed  ${file.key}`));
    console.log(`Removed ${count(removed)}.`);
  } finally {
    await files.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirInUseError || error instanceof Error ? error.message : error);
  process.exit(1);
});
