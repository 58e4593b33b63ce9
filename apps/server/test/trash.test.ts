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

  it("should let a new user take a trashed user's e-mail, and refuse to restore the trashed one over it", async () => {
    const first = await make('users', { email: 'same.address@mise.test', name: 'First holder' });
    expect((await call('DELETE', `/api/users/${first.id}`)).status).toBe(200);
    const second = await call('POST', '/api/users', { email: 'same.address@mise.test', name: 'Second holder' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const clash = await restore([{ type: 'user', id: first.id }]);
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toMatch(/email/i);
    expect((await call('GET', `/api/users/${first.id}`)).status).toBe(404);
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
