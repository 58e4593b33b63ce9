import pg from 'pg';
import { fromDatabase } from './unavailable';

/** The advisory lock every Mise process takes to prepare a PostgreSQL database: 'mise' in ASCII, then 1 for start-up. */
const STARTUP_LOCK: [number, number] = [0x6d697365, 1];

type TStartupLockOptions = { url: string; connectTimeoutMs: number | undefined; onWait?: () => void };

/**
 * Runs `fn` while this process holds the database-wide start-up lock, so that servers started together on an empty
 * database migrate it, write its settings and first staff account and load its demo content once, one after another.
 * The lock is a session-level pg_advisory_lock on a connection of its own (the work itself runs on pooled ones); it is
 * released when that connection closes, so a process that dies mid-way frees it at once. `onWait` is called when
 * another process holds it.
 * @example
 * await withStartupLock({ url, connectTimeoutMs: 5000, onWait: () => console.log('Waiting …') }, async () => {
 *   await database.migrate(); …
 * });
 */
export async function withStartupLock<T>(
  { url, connectTimeoutMs, onWait }: TStartupLockOptions,
  fn: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    // Waiting for another server's migrations or demo load may take longer than any statement timeout a role has.
    options: '-c statement_timeout=0',
  });
  let lost: Error | undefined;
  // Without a listener a dropped connection would end the process; the work under the lock goes on, and we say so.
  client.on('error', (error) => {
    lost = error;
  });
  await client.connect().catch((error: unknown) => {
    throw fromDatabase(error);
  });
  try {
    const got = await client.query<{ got: boolean }>('select pg_try_advisory_lock($1, $2) as got', STARTUP_LOCK);
    if (!got.rows[0]?.got) {
      onWait?.();
      await client.query('select pg_advisory_lock($1, $2)', STARTUP_LOCK);
    }
    const result = await fn();
    if (lost)
      console.error(
        `The start-up lock's connection was lost while preparing the database (${lost.message}); the preparation finished.`,
      );
    return result;
  } finally {
    await client.end().catch(() => {});
  }
}
