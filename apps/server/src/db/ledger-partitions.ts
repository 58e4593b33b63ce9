import type { Database } from './client';

/** Months of the change ledger made ahead of time, so no write waits for one or lands in the default partition. */
const MONTHS_AHEAD = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Makes the change ledger's partitions for this month and the next three, and drops the months older than
 * `retentionMonths` (migration 0025's change_ledger_partitions): dropping a month is instant, whatever it holds.
 * @example
 * await keepLedgerMonths(database.unbounded, 24);
 */
export async function keepLedgerMonths(database: Database, retentionMonths: number): Promise<void> {
  await database.raw('select change_ledger_partitions($1, $2)', [MONTHS_AHEAD, retentionMonths]);
}

/** Runs keepLedgerMonths once a day in a running server (the timer never holds the process); a failure is reported and tried again the next day. */
export function keepLedgerMonthsDaily(
  database: Database,
  { retentionMonths, onError }: { retentionMonths: number; onError: (error: unknown) => void },
): void {
  setInterval(() => void keepLedgerMonths(database, retentionMonths).catch(onError), DAY_MS).unref();
}
