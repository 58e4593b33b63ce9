import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { keepLedgerMonths } from '../src/db/ledger-partitions';
import { LEDGER_HIDDEN, LEDGER_LINKS, LEDGER_LINK_TABLES, LEDGER_ROW_TABLES } from '../src/db/ledger-tables';
import { allModels } from '../src/resources/registry';
import { STAFF, setupApp, staffCalls } from './helper';

type TEntry = {
  operation: string;
  source: string;
  actor_id: number | null;
  table_name: string;
  record_id: number;
  kind: string;
  changes: Record<string, unknown>;
  based_on: string | null;
};

/** The change ledger (issue 32 point 2): what each write records, in its own transaction, whatever path wrote it. */
describe('the change ledger', async () => {
  const t = await setupApp();
  const { call, make } = staffCalls(t);
  const staffId = Number(
    (await t.database.raw('select id from users where email = $1', [STAFF.email])).rows[0]?.id ?? Number.NaN,
  );
  const entries = async (table: string, id: number): Promise<TEntry[]> =>
    (
      await t.database.raw(
        'select operation, source, actor_id, table_name, record_id, kind, changes, based_on from change_ledger where table_name = $1 and record_id = $2 order by id',
        [table, id],
      )
    ).rows as TEntry[];
  const fromConsole = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...t.auth(), 'x-mise-source': 'console' } });
  const city = await make('destinations', { name: 'Ledgerton' });
  const tag = await make('tags', { name: 'Rooftop' });

  it('should record a create with the whole row, and a patch with only the fields that changed, before and after', async () => {
    const made = await fromConsole('POST', '/api/establishments', {
      name: 'Tasca do Livro',
      address: '1 Rua',
      city: 'Lisbon',
      destinationId: city.id,
    });
    expect(made.statusCode).toBe(200);
    const place = made.json() as { id: number; updated: string };
    const [created] = await entries('establishments', place.id);
    expect(created).toMatchObject({ kind: 'create', source: 'console', actor_id: staffId });
    expect((created.changes.after as Record<string, unknown>).name).toBe('Tasca do Livro');
    // The same name sent again changes nothing and is not recorded as changed; `updated` never is.
    const patched = await fromConsole('PATCH', `/api/establishments/${place.id}`, {
      name: 'Tasca do Livro',
      phone: '+351 21 000 0000',
      updated: place.updated,
    });
    expect(patched.statusCode).toBe(200);
    const [, update] = await entries('establishments', place.id);
    expect(update.kind).toBe('update');
    expect(update.changes).toEqual({ fields: { phone: [null, '+351 21 000 0000'] } });
    // The driver answers a Date (PGlite) or an ISO text (pg).
    expect(new Date(update.based_on as string).toISOString()).toBe(place.updated);
    expect(update.operation).not.toBe(created.operation);
  });

  it('should share one operation between a row and its links written by one request, recorded on both sides', async () => {
    const place = await make('establishments', {
      name: 'Miradouro Bar',
      address: '2 Rua',
      city: 'Lisbon',
      destinationId: city.id,
    });
    expect((await call('PATCH', `/api/establishments/${place.id}`, { tagIds: [tag.id] })).status).toBe(200);
    const placeSide = (await entries('establishments', place.id)).filter((e) => e.kind === 'link');
    expect(placeSide).toHaveLength(1);
    expect(placeSide[0]).toMatchObject({
      source: 'api',
      actor_id: staffId,
      changes: { link: 'establishment_tags', with: 'tags', key: 'establishment_id', ids: [tag.id] },
    });
    // Each side names the join column that holds it, so a revert writes the link back the right way round.
    const tagSide = (await entries('tags', tag.id)).filter((e) => e.kind === 'link');
    expect(tagSide.find((e) => e.operation === placeSide[0].operation)?.changes.key).toBe('tag_id');
    expect((await call('PATCH', `/api/establishments/${place.id}`, { tagIds: [] })).status).toBe(200);
    const unlinked = (await entries('establishments', place.id)).filter((e) => e.kind === 'unlink');
    expect(unlinked[0]?.changes).toEqual({
      link: 'establishment_tags',
      with: 'tags',
      key: 'establishment_id',
      ids: [tag.id],
    });
  });

  it('should record a soft delete with the row as it was, and its restore', async () => {
    const town = await make('destinations', { name: 'Tomar' });
    expect((await call('DELETE', `/api/destinations/${town.id}`)).status).toBe(200);
    expect((await call('PATCH', `/api/destinations/${town.id}`, { deleted: false })).status).toBe(200);
    const [, deleted, restored] = await entries('destinations', town.id);
    expect(deleted.kind).toBe('delete');
    expect(deleted.changes.fields).toEqual({ deleted: [false, true] });
    expect((deleted.changes.before as Record<string, unknown>).name).toBe('Tomar');
    expect(restored).toMatchObject({ kind: 'restore', changes: { fields: { deleted: [true, false] } } });
  });

  it('should record a move in an ordered list on the list, with the position before and after', async () => {
    const list = await make('lists', { name: 'Porto by night', destinationId: city.id });
    const a = await make('establishments', { name: 'A Bar', address: '3 Rua', city: 'Porto', destinationId: city.id });
    const b = await make('establishments', { name: 'B Bar', address: '4 Rua', city: 'Porto', destinationId: city.id });
    expect((await call('PATCH', `/api/lists/${list.id}`, { establishmentIds: [a.id, b.id] })).status).toBe(200);
    expect(
      (await call('PATCH', `/api/lists/${list.id}/establishments/${b.id}/change-order`, { order: 1 })).status,
    ).toBe(200);
    const moves = (await entries('lists', list.id)).filter((e) => e.kind === 'move');
    expect(moves.length).toBeGreaterThan(0);
    const moved = moves.flatMap((m) => m.changes.moved as [number, number, number][]);
    expect(moved.some(([id, from, to]) => id === b.id && to < from)).toBe(true);
  });

  it('should never record a hidden column, and give a write outside any request an operation of its own', async () => {
    const user = await make('users', { email: 'ledger-user@mise.test', name: 'Ledger User' });
    await t.database.raw(`update users set password_hash = 'x', name = 'Renamed by SQL' where id = $1`, [user.id]);
    const rows = await entries('users', user.id);
    for (const row of rows) expect(JSON.stringify(row.changes)).not.toContain('password_hash');
    const bySql = rows.at(-1);
    expect(bySql).toMatchObject({ kind: 'update', source: 'system', actor_id: null });
    expect(bySql?.changes).toEqual({ fields: { name: ['Ledger User', 'Renamed by SQL'] } });
    expect(bySql?.operation).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("should answer a record's history newest first, in the contract's field names, page by page", async () => {
    const place = await make('establishments', {
      name: 'Cais',
      address: '5 Rua',
      city: 'Lisbon',
      destinationId: city.id,
    });
    for (const phone of ['1', '2', '3'])
      expect(
        (await call('PATCH', `/api/establishments/${place.id}`, { phone, addressLine1: `Line ${phone}` })).status,
      ).toBe(200);
    const first = await call('GET', `/api/establishments/${place.id}/history?limit=2`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const page = first.body as { changes: Record<string, unknown>[]; next: number | null };
    expect(page.changes.map((c) => c.kind)).toEqual(['update', 'update']);
    expect(page.changes[0]).toMatchObject({
      source: 'api',
      actor: { id: staffId },
      fields: { phone: ['2', '3'], addressLine1: ['Line 2', 'Line 3'] },
    });
    expect(page.next).toBe(page.changes[1].id);
    const rest = (await call('GET', `/api/establishments/${place.id}/history?before=${page.next}`)).body as typeof page;
    expect(rest.changes.map((c) => c.kind)).toEqual(['update', 'create']);
    expect((rest.changes[1].after as Record<string, unknown>).name).toBe('Cais');
    expect(rest.next).toBeNull();
    // One field's timeline: only the changes to it; a field the record does not have is refused.
    expect((await call('PATCH', `/api/establishments/${place.id}`, { tagIds: [tag.id] })).status).toBe(200);
    const timeline = (await call('GET', `/api/establishments/${place.id}/history?field=phone`)).body as typeof page;
    expect(timeline.changes.map((c) => (c.fields as Record<string, unknown[]>).phone)).toEqual([
      ['2', '3'],
      ['1', '2'],
      [null, '1'],
    ]);
    expect((await call('GET', `/api/establishments/${place.id}/history?field=passwordHash`)).status).toBe(400);
    // A link names the linked records as they are called now.
    const [linked] = (await call('GET', `/api/establishments/${place.id}/history?limit=1`)).body.changes;
    expect(linked).toMatchObject({ kind: 'link', ids: [tag.id], labels: { [tag.id]: 'Rooftop' } });
    // Seen from the tag, whose model declares no relation to places, the link names the place.
    const [fromTag] = (await call('GET', `/api/tags/${tag.id}/history?limit=1`)).body.changes;
    expect(fromTag).toMatchObject({ kind: 'link', ids: [place.id], labels: { [place.id]: 'Cais' } });
    // A page asked for wrongly is refused, naming what is wrong.
    const bad = await call('GET', `/api/establishments/${place.id}/history?limit=0&before=abc`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/limit/);
    // A column since removed from the contract shows apart, under its stored name.
    await t.database.raw(
      `update change_ledger set changes = jsonb_set(changes, '{fields,old_rating}', '[1, 2]') where table_name = 'establishments' and record_id = $1 and kind = 'update'`,
      [place.id],
    );
    const retired = (await call('GET', `/api/establishments/${place.id}/history?limit=1&field=phone`))
      .body as typeof page;
    expect(retired.changes[0].retired).toEqual({ old_rating: [1, 2] });
    expect(Object.keys(retired.changes[0].fields as object)).not.toContain('old_rating');
    const user = await make('users', { email: 'history-user@mise.test', name: 'History User' });
    const history = JSON.stringify((await call('GET', `/api/users/${user.id}/history`)).body);
    expect(history).toContain('History User');
    expect(history).not.toMatch(/password/i);
  });

  it('should keep a partition per month, this one and three ahead, and drop the months past the retention', async () => {
    await t.database.raw(
      `create table change_ledger_2020_01 partition of change_ledger for values from ('2020-01-01') to ('2020-02-01')`,
    );
    await keepLedgerMonths(t.database, 24);
    const { rows } = await t.database.raw(
      `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
       where i.inhparent = 'change_ledger'::regclass order by 1`,
    );
    const months = rows.map((r) => String(r.name));
    expect(months).not.toContain('change_ledger_2020_01');
    const first = new Date();
    for (let ahead = 0; ahead <= 3; ahead++) {
      const month = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + ahead, 1));
      expect(months).toContain(`change_ledger_${month.toISOString().slice(0, 7).replace('-', '_')}`);
    }
    // This month's writes are in this month's partition, not the default one.
    const { rows: stray } = await t.database.raw('select count(*)::int as n from change_ledger_default');
    expect(stray[0]?.n).toBe(0);
  });

  it("should watch every model's table and every join table of the registry, as the database's triggers say", async () => {
    const tables = new Set<string>([...LEDGER_ROW_TABLES, ...LEDGER_LINK_TABLES]);
    for (const model of allModels) {
      expect(tables.has(getTableName(model.table)), getTableName(model.table)).toBe(true);
      for (const relation of Object.values(model.relations ?? {}))
        if (relation.kind === 'manyToMany')
          expect(tables.has(getTableName(relation.through)), getTableName(relation.through)).toBe(true);
    }
    const { rows } = await t.database.raw(
      `select c.relname as table, t.tgname as trigger, encode(t.tgargs, 'escape') as args
       from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%\\_ledger\\_%' and not t.tgisinternal`,
    );
    const installed = new Map(rows.map((r) => [`${r.table}.${r.trigger}`, String(r.args)]));
    for (const table of tables)
      for (const event of ['ins', 'upd', 'del']) expect(installed.has(`${table}.${table}_ledger_${event}`)).toBe(true);
    expect(installed.size).toBe(tables.size * 3);
    // The sides the revert writes links back by (LEDGER_LINKS) are the ones the triggers were given.
    for (const [table, l] of Object.entries(LEDGER_LINKS))
      expect(installed.get(`${table}.${table}_ledger_ins`)).toBe(
        `${[l.left, l.leftKey, l.right, l.rightKey, l.position ?? ''].join('\\000')}\\000`,
      );
    for (const [table, hidden] of Object.entries(LEDGER_HIDDEN))
      expect(installed.get(`${table}.${table}_ledger_upd`)).toContain(`{${hidden.join(',')}}`);
  });
});
