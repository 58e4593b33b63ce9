import { MILES_PER_KM } from '@mise/contracts/common/map';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nearbyStatement } from '../src/resources/landmark/nearby';
import { setupApp, staffCalls } from './helper';

type TNearby = {
  from: { lat: number; lng: number } | null;
  landmarks: { id: number; name: string; km: number; miles: number; isPublished: boolean }[];
};

/** Great-circle kilometres on earthdistance's sphere (radius 6378.168 km), worked out here independently of the database. */
function greatCircleKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.sqrt(h));
}

/** Landmarks (issue 14 point 4): the nearby list of the form, adding through a city, publishing. */
describe('landmarks', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const centre = { lat: 38.7223, lng: -9.1393 };
  const lisbon = await make('destinations', { name: 'Lisbon', location: centre });
  const porto = await make('destinations', { name: 'Porto', location: { lat: 41.1579, lng: -8.6291 } });
  const unplaced = await make('destinations', { name: 'Nowhere in particular' });
  const landmark = (name: string, location: { lat: number; lng: number } | null, destinationId = lisbon.id) =>
    make('landmarks', { name, destinationId, location });
  const places = {
    castle: { lat: 38.7139, lng: -9.1335 },
    rossio: { lat: 38.7138, lng: -9.1394 },
    belem: { lat: 38.6916, lng: -9.216 },
    jeronimos: { lat: 38.6979, lng: -9.2068 },
  };
  const castle = await landmark('Castelo de São Jorge', places.castle);
  const rossio = await landmark('Rossio', places.rossio);
  const belem = await landmark('Torre de Belém', places.belem);
  const jeronimos = await landmark('Mosteiro dos Jerónimos', places.jeronimos);
  // Not in the list: another city's landmark at the very point, a deleted one, one without a location.
  await landmark('Same spot, other city', centre, porto.id);
  const gone = await landmark('Demolished', centre);
  expect((await call('DELETE', `/api/landmarks/${gone.id}`)).status).toBe(200);
  await landmark('Somewhere unknown', null);
  const nearby = (query: string) => call('GET', `/api/landmarks/nearby?${query}`);

  it('should list the city’s landmarks nearest the point first, with km and miles (km × 0.621371, one decimal)', async () => {
    const point = { lat: 38.7, lng: -9.2 };
    const res = await nearby(`destinationId=${lisbon.id}&lat=${point.lat}&lng=${point.lng}`);
    expect(res.status).toBe(200);
    const body = res.body as TNearby;
    expect(body.from).toEqual(point);
    expect(body.landmarks.map((l) => l.name)).toEqual([
      'Mosteiro dos Jerónimos',
      'Torre de Belém',
      'Rossio',
      'Castelo de São Jorge',
    ]);
    const expected = [jeronimos, belem, rossio, castle].map((l, i) => {
      const km = greatCircleKm(point, Object.values(places)[[3, 2, 1, 0][i]]);
      return { id: l.id, km, miles: Math.round(km * MILES_PER_KM * 10) / 10 };
    });
    for (const [i, row] of body.landmarks.entries()) {
      expect(row.id).toBe(expected[i].id);
      expect(row.km).toBeCloseTo(expected[i].km, 2);
      expect(row.miles).toBe(expected[i].miles);
      expect(row.isPublished).toBe(false);
    }
    // Belém is 1.68 km away: 1.04 miles, shown 1.0; Castelo 5.98 km: 3.72 miles, shown 3.7.
    expect(body.landmarks[1].km).toBeCloseTo(1.68, 2);
    expect(body.landmarks[1].miles).toBe(1);
    expect(body.landmarks[3].miles).toBe(3.7);
  });

  it('should measure from the city’s location without a point, leave out the landmark being edited, and keep to the limit', async () => {
    const fromCity = (await nearby(`destinationId=${lisbon.id}`)).body as TNearby;
    expect(fromCity.from).toEqual(centre);
    expect(fromCity.landmarks.map((l) => l.id)).toEqual([rossio.id, castle.id, jeronimos.id, belem.id]);
    const edited = (await nearby(`destinationId=${lisbon.id}&excludeId=${rossio.id}&limit=2`)).body as TNearby;
    expect(edited.landmarks.map((l) => l.id)).toEqual([castle.id, jeronimos.id]);
    // A city with no location and no point given: nothing to measure from.
    expect((await nearby(`destinationId=${unplaced.id}`)).body).toEqual({ from: null, landmarks: [] });
    expect(
      (await nearby(`destinationId=${porto.id}&lat=41.15&lng=-8.62`)).body.landmarks.map(
        (l: { name: string }) => l.name,
      ),
    ).toEqual(['Same spot, other city']);
  });

  it('should refuse bad queries with 400 and a message naming the problem, and an unknown city with 404', async () => {
    const cases: [string, RegExp][] = [
      ['', /destinationId: give the city's id/],
      ['destinationId=abc', /destinationId: give the city's id/],
      ['destinationId=-4', /destinationId: give the city's id/],
      [`destinationId=${lisbon.id}&lat=north&lng=1`, /lat: give the latitude as a number from -90 to 90/],
      [`destinationId=${lisbon.id}&lat=&lng=1`, /lat: give the latitude as a number from -90 to 90/],
      [`destinationId=${lisbon.id}&lat=91&lng=1`, /lat: give the latitude as a number from -90 to 90/],
      [`destinationId=${lisbon.id}&lat=1&lng=200`, /lng: give the longitude as a number from -180 to 180/],
      [`destinationId=${lisbon.id}&lat=38.7`, /lng: give lat and lng together/],
      [`destinationId=${lisbon.id}&limit=0`, /limit: a whole number from 1 to 50/],
      [`destinationId=${lisbon.id}&limit=51`, /limit: a whole number from 1 to 50/],
      [`destinationId=${lisbon.id}&excludeId=x`, /excludeId/],
    ];
    for (const [query, message] of cases) {
      const res = await nearby(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.message, query).toMatch(message);
    }
    const unknown = await nearby('destinationId=999999&lat=1&lng=1');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Destination 999999 was not found');
  });

  it('should read the nearby list in distance order from the nearby index', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      // A handful of rows would be read whole; these make any plan but the index's cost more, so the plan shows whether
      // the index can serve the statement at all (the bench shows the planner choosing it at 100 k landmarks).
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const statement = nearbyStatement(tx, { destinationId: lisbon.id, from: centre, limit: 10 });
      const result = (await tx.execute(sql`explain ${statement.getSQL()}`)) as unknown as
        { rows: Record<string, string>[] } | Record<string, string>[];
      return (Array.isArray(result) ? result : result.rows).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Scan using landmarks_nearby_idx on landmarks/);
    expect(plan).toMatch(/Index Cond: \(destination_id = /);
    expect(plan).toMatch(/Order By: /);
    expect(plan).not.toMatch(/Sort/);
  });

  it('should add a landmark by POST to its city’s landmarks, the city taken from the path', async () => {
    const body = {
      name: 'Elevador de Santa Justa',
      shortDescription: 'An iron lift',
      location: { lat: 38.7121, lng: -9.1394 },
    };
    const res = await call('POST', `/api/destinations/${lisbon.id}/landmarks`, {
      ...body,
      address: { url: 'https://maps.example.com/?q=santa+justa' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ ...body, destinationId: lisbon.id, isPublished: false, deleted: false });
    const stored = await call('GET', `/api/landmarks/${res.body.id}`);
    expect(stored.body).toMatchObject({
      ...body,
      destinationId: lisbon.id,
      address: { url: 'https://maps.example.com/?q=santa+justa' },
    });
    const listed = await call('GET', `/api/destinations/${lisbon.id}/landmarks?filter=${q({ fields: ['id'] })}`);
    expect(listed.body.map((l: { id: number }) => l.id)).toContain(res.body.id);
    // The body may repeat the city, not contradict it.
    expect(
      (await call('POST', `/api/destinations/${lisbon.id}/landmarks`, { name: 'Repeated', destinationId: lisbon.id }))
        .status,
    ).toBe(200);
    const contradicted = await call('POST', `/api/destinations/${lisbon.id}/landmarks`, {
      name: 'Elsewhere',
      destinationId: porto.id,
    });
    expect(contradicted.status).toBe(400);
    expect(contradicted.body.error.message).toBe(
      `destinationId: the path names Destination ${lisbon.id} and the body ${porto.id}; send the same id or leave it out`,
    );
    const nameless = await call('POST', `/api/destinations/${lisbon.id}/landmarks`, { name: ' ' });
    expect(nameless.status).toBe(400);
    expect(nameless.body.error.message).toMatch(/name: this field is required/);
    expect((await call('POST', `/api/destinations/${lisbon.id}/landmarks`, { name: 'X', colour: 'red' })).status).toBe(
      400,
    );
    const noCity = await call('POST', '/api/destinations/999999/landmarks', { name: 'Lost' });
    expect(noCity.status).toBe(404);
    expect(noCity.body.error.message).toBe('Destination 999999 was not found');
    const count = await call('GET', `/api/landmarks/count?where=${q({ name: { inq: ['Elsewhere', 'Lost'] } })}`);
    expect(count.body.count).toBe(0);
  });

  it('should publish and unpublish a landmark, and refuse a publish that says neither', async () => {
    const published = await call('POST', `/api/landmarks/${castle.id}/publish`, { publish: true });
    expect(published.status).toBe(200);
    expect(published.body.isPublished).toBe(true);
    expect((await call('GET', `/api/landmarks/${castle.id}`)).body.isPublished).toBe(true);
    const near = (await nearby(`destinationId=${lisbon.id}&lat=${places.castle.lat}&lng=${places.castle.lng}&limit=1`))
      .body as TNearby;
    expect(near.landmarks).toEqual([expect.objectContaining({ id: castle.id, isPublished: true, km: 0, miles: 0 })]);
    expect((await call('POST', `/api/landmarks/${castle.id}/publish`, { publish: false })).body.isPublished).toBe(
      false,
    );
    const vague = await call('POST', `/api/landmarks/${castle.id}/publish`, {});
    expect(vague.status).toBe(400);
    expect(vague.body.error.message).toBe('publish: say true or false, in the body or the query');
  });
});
