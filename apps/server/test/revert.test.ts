import { describe, expect, it } from 'vitest';
import { OPERATION_HEADER } from '@mise/contracts/common/change-calls';
import { setupApp, staffCalls } from './helper';

type TPlace = { id: number; name: string; description: string | null; updated: string; deleted?: boolean };

/** Three ways back through the change ledger (issue 32 point 4), each an ordinary write recorded as a revert. */
describe('reverting through the change ledger', async () => {
  const t = await setupApp();
  const { call, make } = staffCalls(t);
  /** A write, and the operation it recorded (the header Undo uses). */
  const write = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, payload, headers: t.auth() });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json(), operation: String(res.headers[OPERATION_HEADER]) };
  };
  const revert = (body: object) => call('POST', '/api/changes/revert', body);
  const place = async (id: number) => (await call('GET', `/api/establishments/${id}`)).body as TPlace;
  const city = await make('destinations', { name: 'Revertown' });
  const [tagA, tagB] = [await make('tags', { name: 'Terrace' }), await make('tags', { name: 'Late' })];
  const newPlace = (name: string) =>
    make('establishments', { name, address: '1 Rua', city: 'Lisbon', destinationId: city.id });

  it('should undo a whole operation: fields and links back, recorded as a revert of it', async () => {
    const p = await newPlace('Casa Velha');
    const edit = await write('PATCH', `/api/establishments/${p.id}`, {
      description: 'Grilled fish',
      tagIds: [tagA.id, tagB.id],
    });
    expect(edit.operation).toMatch(/^[0-9a-f-]{36}$/);
    const undone = await revert({ operation: edit.operation });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(undone.body).toMatchObject({ reverted: 3 });
    expect((await place(p.id)).description).toBeNull();
    const tags = await call('GET', `/api/establishments/${p.id}/tags`);
    expect(tags.body).toEqual([]);
    const { rows } = await t.database.raw('select distinct source, reverts from change_ledger where operation = $1', [
      undone.body.operation,
    ]);
    expect(rows).toEqual([{ source: 'revert', reverts: edit.operation }]);
    // Undoing it again finds nothing left to undo, and writes nothing.
    expect((await revert({ operation: edit.operation })).body).toMatchObject({ reverted: 0 });
    expect((await place(p.id)).description).toBeNull();
  });

  it('should revert one field of an operation and leave its other fields alone', async () => {
    const p = await newPlace('Adega');
    const edit = await write('PATCH', `/api/establishments/${p.id}`, { description: 'Wine', phone: '+351 1' });
    const res = await revert({ operation: edit.operation, type: 'place', id: p.id, fields: ['description'] });
    expect(res.status).toBe(200);
    const now = (await call('GET', `/api/establishments/${p.id}`)).body as TPlace & { phone: string };
    expect([now.description, now.phone]).toEqual([null, '+351 1']);
  });

  it('should refuse with 409 carrying base, theirs (who, when) and mine when the field changed again, and overwrite when told', async () => {
    const p = await newPlace('Taberna');
    const first = await write('PATCH', `/api/establishments/${p.id}`, { description: 'First' });
    await write('PATCH', `/api/establishments/${p.id}`, { description: 'Second' });
    const refused = await revert({ operation: first.operation });
    expect(refused.status).toBe(409);
    const [detail] = refused.body.error.details;
    expect(detail).toMatchObject({
      type: 'place',
      id: p.id,
      field: 'description',
      path: '/description',
      base: 'First',
      theirs: { value: 'Second', actor: { name: expect.any(String) } },
      mine: null,
    });
    expect(Number.isNaN(Date.parse(detail.theirs.at))).toBe(false);
    expect((await place(p.id)).description).toBe('Second');
    const forced = await revert({ operation: first.operation, overwrite: ['description'] });
    expect(forced.status).toBe(200);
    expect((await place(p.id)).description).toBeNull();
  });

  it('should bring back a trashed record, and trash a created one, as undo of the delete and the create', async () => {
    const made = await write('POST', '/api/establishments', {
      name: 'Pastelaria',
      address: '3 Rua',
      city: 'Lisbon',
      destinationId: city.id,
    });
    const id = (made.body as TPlace).id;
    const trashed = await write('DELETE', `/api/establishments/${id}`);
    expect((await call('GET', `/api/establishments/${id}`)).status).toBe(404);
    expect((await revert({ operation: trashed.operation })).status).toBe(200);
    expect((await place(id)).name).toBe('Pastelaria');
    expect((await revert({ operation: made.operation })).status).toBe(200);
    expect((await call('GET', `/api/establishments/${id}`)).status).toBe(404);
  });

  it('should put a moved link back in its place and bring back a removed tag that was deleted for good', async () => {
    const list = await make('lists', { name: 'Best of', destinationId: city.id });
    const [a, b, c] = [await newPlace('A1'), await newPlace('B1'), await newPlace('C1')];
    await write('PATCH', `/api/lists/${list.id}`, { establishmentIds: [a.id, b.id, c.id] });
    const order = async () =>
      ((await call('GET', `/api/lists/${list.id}/establishments`)).body as TPlace[]).map((x) => x.id);
    const moved = await write('PATCH', `/api/lists/${list.id}/establishments/${c.id}/change-order`, { order: 1 });
    expect(await order()).toEqual([c.id, a.id, b.id]);
    expect((await revert({ operation: moved.operation })).status).toBe(200);
    expect(await order()).toEqual([a.id, b.id, c.id]);

    const tag = await make('tags', { name: 'Doomed' });
    const p = await newPlace('Tagged');
    await write('PATCH', `/api/establishments/${p.id}`, { tagIds: [tag.id] });
    const gone = await write('DELETE', `/api/tags/${tag.id}`);
    expect((await call('GET', `/api/tags/${tag.id}`)).status).toBe(404);
    expect((await revert({ operation: gone.operation })).status).toBe(200);
    expect(((await call('GET', `/api/tags/${tag.id}`)).body as { name: string }).name).toBe('Doomed');
    const tags = (await call('GET', `/api/establishments/${p.id}/tags`)).body as { id: number }[];
    expect(tags.map((x) => x.id)).toEqual([tag.id]);
  });

  it('should bring a record back as of a time, all fields or the ones ticked', async () => {
    const p = await newPlace('Mercado');
    await write('PATCH', `/api/establishments/${p.id}`, { description: 'Morning' });
    const { rows } = await t.database.raw('select now() as at');
    const then = new Date(rows[0]?.at as string).toISOString();
    // PGlite's clock ticks in milliseconds: the next edit must come after `then`, not in the same tick.
    while ((await t.database.raw('select now() <= $1::timestamptz as same', [then])).rows[0]?.same)
      await new Promise((r) => setTimeout(r, 1));
    await write('PATCH', `/api/establishments/${p.id}`, { description: 'Evening', name: 'Mercado Novo' });
    const ticked = await revert({ asOf: then, type: 'place', id: p.id, fields: ['description'] });
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(200);
    expect([(await place(p.id)).description, (await place(p.id)).name]).toEqual(['Morning', 'Mercado Novo']);
    expect((await revert({ asOf: then, type: 'place', id: p.id })).status).toBe(200);
    expect((await place(p.id)).name).toBe('Mercado');
    const before = await revert({ asOf: '2000-01-01T00:00:00Z', type: 'place', id: p.id });
    expect(before.status).toBe(409);
  });

  it('should refuse a body that names no way back, or a field the record does not have, with a message', async () => {
    expect((await revert({})).status).toBe(400);
    expect((await revert({ operation: crypto.randomUUID(), fields: ['name'] })).status).toBe(400);
    const p = await newPlace('Bad');
    const edit = await write('PATCH', `/api/establishments/${p.id}`, { description: 'x' });
    const res = await revert({ operation: edit.operation, type: 'place', id: p.id, fields: ['nope'] });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('nope');
    expect((await revert({ operation: crypto.randomUUID() })).status).toBe(404);
  });
});
