import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { setupApp, testDriver } from './helper';

/**
 * The kept counts (row_counts, parent_counts) are rows every writer of a table updates. Writers that took them in
 * different orders deadlocked (seen seeding 250 k subscriptions in two parallel batches). These need transactions on
 * separate connections, which only a PostgreSQL server has; embedded PGlite runs one statement at a time.
 */
describe.skipIf(testDriver === 'pglite')(
  'kept counts under concurrent writers (PostgreSQL: needs several connections)',
  async () => {
    const t = await setupApp();
    const open = async () => {
      const client = new pg.Client({ connectionString: t.url });
      await client.connect();
      return client;
    };
    const scalar = async (text: string, params: unknown[] = []) =>
      (await t.database.raw(text, params)).rows[0].n as number;

    it('should let a publish and an unpublish that wait behind the same counter both finish', async () => {
      await t.database.raw(`insert into destinations (name, is_published) values ('Lock P', true), ('Lock U', false)`);
      const [holder, publisher, unpublisher] = [await open(), await open(), await open()];
      try {
        // The holder keeps the unpublished counter locked, so both writers queue on it: the publisher first, then the
        // unpublisher. Taking the published counter first, the unpublisher used to hold what the publisher needed next.
        await holder.query('begin');
        await holder.query(
          `select n from row_counts where table_name = 'destinations' and published = false for update`,
        );
        const publish = publisher.query(`update destinations set is_published = true where name = 'Lock U'`);
        await waitForLockWaiters(holder, 1);
        const unpublish = unpublisher.query(`update destinations set is_published = false where name = 'Lock P'`);
        await waitForLockWaiters(holder, 2);
        await holder.query('commit');
        const results = await Promise.allSettled([publish, unpublish]);
        expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
      } finally {
        await Promise.all([holder.end(), publisher.end(), unpublisher.end()]);
      }
      const live = await scalar(`select count(*)::int as n from destinations where deleted = false and is_published`);
      expect(
        await scalar(`select n::int as n from row_counts where table_name = 'destinations' and published = true`),
      ).toBe(live);
    });

    it('should let parallel bulk inserts over overlapping cities all finish, with every city count right', async () => {
      await t.database.raw(`insert into destinations (name) select 'Bulk city ' || g from generate_series(1, 120) g`);
      const cities = (
        await t.database.raw(`select id from destinations where name like 'Bulk city %' order by id`)
      ).rows.map((r) => r.id as number);
      const writers = await Promise.all([open(), open(), open()]);
      try {
        for (let round = 0; round < 6; round++) {
          // Each writer takes a different, shuffled set of the cities in one statement, as the seeder's batches do.
          const batches = writers.map((client, w) => {
            const picked = cities.filter((_, i) => (i * (w + 2) + round) % 3 !== 0).sort(() => Math.random() - 0.5);
            return client.query(
              `insert into establishments (name, address, city, destination_id) select 'P ' || c, 'Street', 'Town', c from unnest($1::int[]) c`,
              [picked],
            );
          });
          const results = await Promise.allSettled(batches);
          expect(
            results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason)),
          ).toEqual([]);
        }
      } finally {
        await Promise.all(writers.map((c) => c.end()));
      }
      const wrong = await t.database.raw(
        `select d.id from destinations d
       where d.name like 'Bulk city %'
         and coalesce((select n from parent_counts k where k.relation = 'establishments' and k.parent_id = d.id), 0)
             <> (select count(*) from establishments e where e.destination_id = d.id and not e.deleted)`,
      );
      expect(wrong.rows).toEqual([]);
    });
  },
);

/** Waits until `n` other sessions wait on a lock (the holder's row lock), so the test's order of arrival is certain. */
async function waitForLockWaiters(holder: pg.Client, n: number) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await holder.query(
      `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    );
    if (rows[0].n >= n) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`fewer than ${n} sessions came to wait on the lock within 2 s`);
}
