import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSettings } from '../bootstrap';
import { type Database, openDatabase } from '../db/client';
import { places } from '../db/schema/index';
import { BulkWriter, bulkLoadMode, insertSql } from './bulk-insert';

const indexCount = async (db: Database, table: string) =>
  (await db.raw(`select count(*)::int as n from pg_indexes where tablename = $1`, [table])).rows[0].n as number;
const disabledChecks = async (db: Database, table: string) =>
  (
    await db.raw(
      `select count(*)::int as n from pg_trigger t join pg_class c on c.oid = t.tgrelid where c.relname = $1 and t.tgisinternal and t.tgenabled = 'D'`,
      [table],
    )
  ).rows[0].n as number;

describe('bulk loading', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: null });
    await db.migrate();
    await ensureSettings(db.db);
    await db.raw(`insert into destinations (id, name) values (1, 'Lisbon')`);
  });
  afterAll(async () => db?.close());

  it('inserts a batch through one JSON parameter, keyed by API names', async () => {
    expect(insertSql(places, ['id', 'name', 'destinationId'])).toContain('json_to_recordset($1::json)');
    const writer = new BulkWriter(db);
    await writer.write(places, [
      { id: 1, name: 'A', destinationId: 1, types: ['bar'], _openingDays: [{ periods: [] }] },
      { id: 2, name: 'B', destinationId: 1, types: [], _openingDays: [] },
    ]);
    await writer.flush();
    const { rows } = await db.raw('select name, destination_id, types from establishments order by id');
    expect(rows).toEqual([
      { name: 'A', destination_id: 1, types: ['bar'] },
      { name: 'B', destination_id: 1, types: [] },
    ]);
  });

  it('drops secondary indexes and FK checks during the load, restores them after, and keeps row counts right', async () => {
    const before = await indexCount(db, 'establishments');
    await bulkLoadMode(db, { tables: ['establishments'] }, async () => {
      expect(await indexCount(db, 'establishments')).toBeLessThan(before);
      expect(await disabledChecks(db, 'establishments')).toBeGreaterThan(0);
      await db.raw(`insert into establishments (id, name, destination_id, is_published) values (3, 'C', 1, true)`);
    });
    expect(await indexCount(db, 'establishments')).toBe(before);
    expect(await disabledChecks(db, 'establishments')).toBe(0);
    const counted = await db.raw(
      `select coalesce(sum(n), 0)::int as n from row_counts where table_name = 'establishments'`,
    );
    expect(counted.rows[0].n).toBe(3);
    await expect(db.raw(`insert into establishments (name, destination_id) values ('Orphan', 999)`)).rejects.toThrow();
  });

  it('keeps the indexes it is told a trigger reads', async () => {
    const present = async () =>
      (await db.raw(`select to_regclass('establishments_city_name_idx') is not null as yes`)).rows[0].yes;
    expect(await present(), 'the index this test keeps exists').toBe(true);
    await bulkLoadMode(db, { tables: ['establishments'], keep: ['establishments_city_name_idx'] }, async () =>
      expect(await present()).toBe(true),
    );
    await bulkLoadMode(db, { tables: ['establishments'] }, async () => expect(await present()).toBe(false));
  });

  it('quiets the ordinary triggers it is told to, and wakes them after, also when the load fails', async () => {
    const quiet = [{ table: 'destination_subscriptions', trigger: 'destination_subscriptions_user_state_ins' }];
    const enabled = async () =>
      (
        await db.raw(
          `select tgenabled <> 'D' as yes from pg_trigger where tgname = 'destination_subscriptions_user_state_ins'`,
        )
      ).rows[0].yes;
    expect(await enabled()).toBe(true);
    await bulkLoadMode(db, { tables: [], quiet }, async () => expect(await enabled()).toBe(false));
    expect(await enabled()).toBe(true);
    await expect(
      bulkLoadMode(db, { tables: [], quiet }, async () => {
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await enabled()).toBe(true);
  });

  it('restores even when the load fails', async () => {
    const before = await indexCount(db, 'establishments');
    await expect(
      bulkLoadMode(db, { tables: ['establishments'] }, async () => {
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(await indexCount(db, 'establishments')).toBe(before);
    expect(await disabledChecks(db, 'establishments')).toBe(0);
    expect((await db.raw(`select to_regclass('_seed_bulk_load_restore') is null as gone`)).rows[0].gone).toBe(true);
  });
});
