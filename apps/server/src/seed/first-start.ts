import type { Database } from '../db/client';
import { restoreAfterBulkLoad } from './bulk-insert';
import { describeCounts, seedDemo } from './generate';

/**
 * Loads demo content on the first start: when `scale` > 0 and there are no cities yet.
 * Also repairs what an interrupted bulk seed left (see bulkLoadMode).
 * @example
 * await seedIfEmpty(database, config.seedScale, console.log) // "Loaded demo content (scale 1) in 1.2 s: 40 cities, 400 places, …"
 */
export async function seedIfEmpty(database: Database, scale: number, print: (line: string) => void): Promise<boolean> {
  // A bulk seed that was killed leaves indexes to build and checks to re-enable; do that before anything else.
  if ((await restoreAfterBulkLoad(database)) > 0)
    print('Finished an interrupted bulk load of demo content (indexes rebuilt, checks re-enabled).');
  if (!(scale > 0)) return false;
  const { rows } = await database.raw('select exists (select 1 from destinations) as present');
  if (rows[0]?.present) return false;
  const started = performance.now();
  const counts = await seedDemo(database, { scale });
  print(
    `Loaded demo content (scale ${scale}) in ${((performance.now() - started) / 1000).toFixed(1)} s: ${describeCounts(counts)}`,
  );
  return true;
}
