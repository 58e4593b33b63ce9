import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { allModels } from '../src/resources/registry';
import { setupApp, staffCalls } from './helper';

type TItem = { type: string; id: number; name: string; deletedAt: string; actor: { name: string } | null };
type TPage = { items: TItem[]; next: string | null };

/** One trash across every soft-deletable type (issue 32 point 5): links kept in place, restore brings them back. */
describe('the trash', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const trash = async (query: Record<string, unknown> = {}) => {
    const text = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const res = await call('GET', `/api/trash${text ? `?${text}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as TPage;
  };
  const restore = (items: { type: string; id: number }[], withParents?: boolean) =>
    call('POST', '/api/trash/restore', { items, withParents });
  const city = await make('destinations', { name: 'Trashburg' });
  const newPlace = (name: string, destinationId = city.id) =>
    make('establishments', { name, address: '1 Rua', city: 'Porto', destinationId });

  it('should list a trashed place with who and its city, hide it from its list, and restore it in its old place', async () => {
    const [a, b, c] = [await newPlace('First'), await newPlace('Binned'), await newPlace('Third')];
    const tag = await make('tags', { name: 'Kept tag' });
    const list = await make('lists', { name: 'Trash list', destinationId: city.id });
    expect((await call('PATCH', `/api/lists/${list.id}`, { establishmentIds: [a.id, b.id, c.id] })).status).toBe(200);
    expect((await call('PATCH', `/api/establishments/${b.id}`, { tagIds: [tag.id] })).status).toBe(200);
    const order = async () =>
      (
        (await call('GET', `/api/lists/${list.id}/establishments?filter=${q({ fields: ['id'] })}`)).body as {
          id: number;
        }[]
      ).map((x) => x.id);

    expect((await call('DELETE', `/api/establishments/${b.id}`)).status).toBe(200);
    const [first] = (await trash({ type: 'place', q: 'binn' })).items;
    expect(first).toMatchObject({ type: 'place', id: b.id, name: 'Binned', city: { id: city.id, name: 'Trashburg' } });
    expect(first.actor?.name).toBe('Staff');
    expect(await order()).toEqual([a.id, c.id]);
    // Its links are kept where they were, only hidden.
    const { rows } = await t.database.raw(
      'select count(*)::int as n from list_establishments where establishment_id = $1',
      [b.id],
    );
    expect(rows[0]?.n).toBe(1);

    expect((await restore([{ type: 'place', id: b.id }])).body).toEqual({ restored: 1 });
    expect(await order()).toEqual([a.id, b.id, c.id]);
    const tags = (await call('GET', `/api/establishments/${b.id}/tags`)).body as { id: number }[];
    expect(tags.map((x) => x.id)).toEqual([tag.id]);
    expect((await trash({ type: 'place', q: 'binn' })).items).toEqual([]);
  });

  it('should page newest first without skipping or repeating, and filter by type, city, name and time', async () => {
    const since = new Date().toISOString();
    const quotes = [];
    for (const n of [1, 2, 3, 4, 5]) {
      const quote = await make('quotes', { title: `Paged quote ${n}` });
      expect((await call('DELETE', `/api/quotes/${quote.id}`)).status).toBe(200);
      quotes.push(quote.id);
    }
    const seen: number[] = [];
    let before: string | null = null;
    do {
      const page: TPage = await trash({ type: 'quote', since, limit: 2, ...(before ? { before } : {}) });
      seen.push(...page.items.map((i) => i.id));
      before = page.next;
    } while (before);
    expect(seen).toEqual([...quotes].reverse());
    const elsewhere = await make('destinations', { name: 'Elsewhere' });
    const there = await newPlace('Far away', elsewhere.id);
    expect((await call('DELETE', `/api/establishments/${there.id}`)).status).toBe(200);
    expect((await trash({ city: elsewhere.id })).items.map((i) => i.id)).toEqual([there.id]);
    expect((await trash({ since: '2999-01-01T00:00:00Z' })).items).toEqual([]);
    expect((await call('GET', '/api/trash?before=yesterday')).status).toBe(400);
    const actors = (await call('GET', '/api/trash/actors')).body as { name: string }[];
    expect(actors.map((a) => a.name)).toContain('Staff');
  });

  it('should refuse to restore a place whose city is trashed with 409 naming the city, and restore both when asked', async () => {
    const town = await make('destinations', { name: 'Gone Town' });
    const place = await newPlace('Orphan', town.id);
    expect((await call('DELETE', `/api/establishments/${place.id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/destinations/${town.id}`)).status).toBe(200);
    const refused = await restore([{ type: 'place', id: place.id }]);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('"Gone Town"');
    expect(refused.body.error.details).toEqual([
      expect.objectContaining({ type: 'city', id: town.id, name: 'Gone Town' }),
    ]);
    expect((await call('GET', `/api/establishments/${place.id}`)).status).toBe(404);
    expect((await restore([{ type: 'place', id: place.id }], true)).body).toEqual({ restored: 2 });
    expect((await call('GET', `/api/destinations/${town.id}`)).status).toBe(200);
    expect((await call('GET', `/api/establishments/${place.id}`)).status).toBe(200);
    // A type that keeps no trash, and a record that is not there, are refused with a message.
    expect((await restore([{ type: 'tag', id: 1 }])).status).toBe(400);
    expect((await restore([{ type: 'place', id: 999_999 }])).status).toBe(404);
  });

  it('should trash a city with what it owns as one operation when asked, and bring back only those with it', async () => {
    const town = await make('destinations', { name: 'Owner Town' });
    const [kept, alone] = [await newPlace('Owned Place', town.id), await newPlace('Trashed Alone', town.id)];
    const landmark = await make('landmarks', { name: 'Owned Landmark', destinationId: town.id });
    const list = await make('lists', { name: 'Owned List', destinationId: town.id });
    // Trashed on its own before: the city's restore leaves it in the trash.
    expect((await call('DELETE', `/api/establishments/${alone.id}`)).status).toBe(200);
    expect((await call('GET', `/api/destinations/${town.id}/owned`)).body).toEqual([
      { type: 'place', count: 1 },
      { type: 'landmark', count: 1 },
      { type: 'explore-list', count: 1 },
    ]);
    expect((await call('GET', `/api/establishments/${kept.id}/owned`)).body).toEqual([]);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/destinations/${town.id}?withOwned=true`,
      headers: t.auth(),
    });
    expect(res.json()).toEqual({ count: 4 });
    for (const path of [`establishments/${kept.id}`, `landmarks/${landmark.id}`, `lists/${list.id}`])
      expect((await call('GET', `/api/${path}`)).status, path).toBe(404);
    const { rows } = await t.database.raw(
      `select count(distinct operation)::int as n from change_ledger where operation = $1 and kind = 'delete'`,
      [res.headers['x-mise-operation']],
    );
    expect(rows[0].n).toBe(1);
    const inTrash = (await trash({ city: town.id })).items.map((i) => i.name).sort();
    expect(inTrash).toEqual(['Owned Landmark', 'Owned List', 'Owned Place', 'Owner Town', 'Trashed Alone']);

    expect((await restore([{ type: 'city', id: town.id }])).body).toEqual({ restored: 4 });
    for (const path of [
      `destinations/${town.id}`,
      `establishments/${kept.id}`,
      `landmarks/${landmark.id}`,
      `lists/${list.id}`,
    ])
      expect((await call('GET', `/api/${path}`)).status, path).toBe(200);
    expect((await call('GET', `/api/establishments/${alone.id}`)).status).toBe(404);
    // A withOwned that is not a yes or a no, and the owned counts of a record that is not there, are refused.
    const unclear = await call('DELETE', `/api/destinations/${town.id}?withOwned=maybe`);
    expect([unclear.status, JSON.stringify(unclear.body)]).toEqual([400, expect.stringContaining('withOwned')]);
    expect((await call('GET', `/api/destinations/999999/owned`)).status).toBe(404);
    expect((await call('GET', `/api/destinations/abc/owned`)).status).toBe(400);
    // Without asking, a delete trashes the city alone, as before.
    expect((await call('DELETE', `/api/destinations/${town.id}`)).body).toEqual({ count: 1 });
    expect((await call('GET', `/api/establishments/${kept.id}`)).status).toBe(200);
  });

  it("should let a new user take a trashed user's e-mail, and refuse to restore the trashed one over it", async () => {
    const first = await make('users', { email: 'same.address@mise.test', name: 'First holder' });
    expect((await call('DELETE', `/api/users/${first.id}`)).status).toBe(200);
    const second = await call('POST', '/api/users', { email: 'same.address@mise.test', name: 'Second holder' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const clash = await restore([{ type: 'user', id: first.id }]);
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe(
      '"First holder" cannot come back as it was: a record with the same email already exists; give it a new email',
    );
    expect(clash.body.error.details).toEqual([
      expect.objectContaining({ type: 'user', id: first.id, field: 'email', path: '/items/0/values/email' }),
    ]);
    expect((await call('GET', `/api/users/${first.id}`)).status).toBe(404);
    // A new value is checked as the form checks it, then the record comes back with it.
    const bad = await call('POST', '/api/trash/restore', {
      items: [{ type: 'user', id: first.id, values: { email: 'nope' } }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/^\/items\/0\/values\/email: /);
    expect(
      (await call('POST', '/api/trash/restore', { items: [{ type: 'user', id: first.id, values: { nope: 'x' } }] }))
        .status,
    ).toBe(400);
    const back = await call('POST', '/api/trash/restore', {
      items: [{ type: 'user', id: first.id, values: { email: 'First.Holder@mise.test' } }],
    });
    expect(back.body).toEqual({ restored: 1 });
    expect((await call('GET', `/api/users/${first.id}`)).body.email).toBe('first.holder@mise.test');
  });

  it('should keep the trash of every type whose delete is a trashing, by its triggers', async () => {
    const { rows } = await t.database.raw(
      `select c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid where g.tgname like '%\\_trash\\_upd'`,
    );
    const kept = new Set(rows.map((r) => String(r.table)));
    const trashable = allModels.filter((m) => m.resource.traits.softDelete).map((m) => getTableName(m.table));
    expect(trashable.filter((table) => !kept.has(table))).toEqual([]);
    expect(trashable.length).toBe(10);
  });
});
