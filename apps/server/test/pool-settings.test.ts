import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { testDriver } from './helper';

const workers = async (run: (text: string) => Promise<{ rows: Record<string, unknown>[] }>) =>
  String((await run('show max_parallel_workers_per_gather')).rows[0]!.max_parallel_workers_per_gather);

/**
 * The settings each PostgreSQL pool's connections start with (db/pool.ts). PGlite is one embedded session with no
 * parallel workers to start, so on PGlite there is nothing here to test.
 */
describe.skipIf(testDriver === 'pglite')('the connections of each pool (PostgreSQL; PGlite has no pools)', () => {
  it('plans requests without parallel workers, and leaves exports and jobs the server default', async () => {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('This test needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
    const database = await openDatabase({ url, dataDir: null });
    try {
      expect(await workers((text) => database.raw(text))).toBe('0');
      expect(await workers((text) => database.generic(text, []))).toBe('0');
      const server = await workers((text) => database.unbounded.raw(text));
      expect(server, 'the long pool keeps the server default (2 unless configured)').not.toBe('0');
    } finally {
      await database.close();
    }
  });
});
