import { describe, expect, it } from 'vitest';
import { setupApp, staffCalls } from './helper';

/**
 * A 409 names the record as staff know it (issue 28, point 4): the console shows the server's words as they are, so
 * 'Cuisine 2 was changed…' put the model's name and an id on the screen.
 */
describe('conflict messages name the record', async () => {
  const t = await setupApp();
  const { call, make } = staffCalls(t);

  it("should name a stale edit's record by its name, not its model and id", async () => {
    const cuisine = await make('cuisines', { name: 'Thai' });
    const seen = (await call('GET', `/api/cuisines/${cuisine.id}`)).body.updated as string;
    expect((await call('PATCH', `/api/cuisines/${cuisine.id}`, { name: 'Thai', updated: seen })).status).toBe(200);
    const stale = await call('PATCH', `/api/cuisines/${cuisine.id}`, { name: 'Thai food', updated: seen });
    expect(stale.status).toBe(409);
    const message = (stale.body.error as { message: string }).message;
    expect(message).toBe('"Thai" was changed by someone else since you opened it; reload to see their changes');
    expect(message).not.toMatch(/Cuisine \d/);
  });

  it('should name a place by its name, never as an Establishment', async () => {
    const city = await make('destinations', { name: 'Conflict City', continent: 'Europe' });
    const place = await make('establishments', {
      name: 'Fig',
      address: '1 Rua',
      city: 'Lisbon',
      destinationId: city.id,
    });
    const seen = (await call('GET', `/api/establishments/${place.id}`)).body.updated as string;
    expect((await call('PATCH', `/api/establishments/${place.id}`, { notes: 'one', updated: seen })).status).toBe(200);
    const stale = await call('PATCH', `/api/establishments/${place.id}`, { notes: 'two', updated: seen });
    expect(stale.status).toBe(409);
    expect((stale.body.error as { message: string }).message).toMatch(/^"Fig" was changed by someone else/);
  });
});
