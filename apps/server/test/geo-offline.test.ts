import { describe, expect, it } from 'vitest';
import { GEO_PLACES_OFFLINE_NOTE, ZGeoPlacesOffline } from '@mise/contracts/resources/place';
import { setupApp, staffCalls } from './helper';

/**
 * The place search with the default offline provider (issue 28 point 8): it answers 200 with the guide's own places and
 * the gazetteer's cities, never 503. It reads the places table, so it runs on both databases.
 */
describe('geo: offline place search', async () => {
  const t = await setupApp({ productName: 'Testguide' });
  const { call, make } = staffCalls(t);
  const city = await make('destinations', { name: 'Offline City' });
  const place = (name: string, extra: Record<string, unknown> = {}) =>
    make('establishments', {
      name,
      address: '20C Rua Nova da Trindade',
      city: 'Lisboa',
      destinationId: city.id,
      ...extra,
    });
  const trindade = await place('Cervejaria Trindade', {
    placeId: 'osm:N4242',
    location: { lat: 38.7106, lng: -9.1435 },
  });
  const gone = await place('Cervejaria Trindade Velha');
  expect((await call('DELETE', `/api/establishments/${gone.id}`)).status).toBe(200);
  await place('Tasca do Chico');
  const search = async (q: string, limit?: number) => {
    const res = await call('GET', `/api/geo/places?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return ZGeoPlacesOffline.parse(res.body);
  };

  it("should find the guide's own live place by name, with its id, and say full search needs GEO_PROVIDER", async () => {
    const found = await search('trindade');
    expect(found.fullSearch).toBe(false);
    expect(found.note).toBe(GEO_PLACES_OFFLINE_NOTE.replace('{product}', 'Testguide'));
    // The deleted one is not a duplicate to warn of.
    expect(found.guidePlaces).toEqual([
      {
        id: trindade.id,
        name: 'Cervejaria Trindade',
        placeId: 'osm:N4242',
        address: '20C Rua Nova da Trindade',
        city: 'Lisboa',
        location: { lat: 38.7106, lng: -9.1435 },
      },
    ]);
  });

  it('should find an own place through a typo, as the lists search does', async () => {
    const found = await search('Cervejaira Trindade');
    expect(found.guidePlaces.map((p) => p.id)).toEqual([trindade.id]);
  });

  it("should list the gazetteer's cities with their location, up to the limit of each kind", async () => {
    const found = await search('Lisbon, Portugal');
    expect(found.guidePlaces).toEqual([]);
    expect(found.cities[0]).toMatchObject({ name: 'Lisbon', country: 'Portugal', countryCode: 'PT' });
    expect(found.cities[0].placeId).toMatch(/^csc:PT:/);
    expect(found.cities[0].location.lat).toBeCloseTo(38.72, 1);
    expect(found.cities[0].location.lng).toBeCloseTo(-9.13, 1);
    const few = await search('par', 2);
    expect(few.cities).toHaveLength(2);
    expect((await search('cervejaria', 1)).guidePlaces).toHaveLength(1);
    expect(await search('zzqxv')).toMatchObject({ guidePlaces: [], cities: [] });
  });

  it('should refuse an empty or oversized text with a message that names q, and answer no 503', async () => {
    for (const [url, message] of [
      ['/api/geo/places', 'q: type part of a place name'],
      ['/api/geo/places?q=%20%20', 'q: type part of a place name'],
      [`/api/geo/places?q=${'a'.repeat(201)}`, 'q: at most 200 characters'],
    ]) {
      const res = await call('GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body.error.message, url).toContain(message);
    }
    expect((await call('GET', `/api/geo/places?q=${'a'.repeat(200)}`)).status).toBe(200);
    // Place details need a provider: offline no place id is known, and that is a 404 that says why.
    const details = await call('GET', '/api/geo/places/osm:N4242');
    expect(details.status).toBe(404);
    expect(details.body.error.message).toBe('No place with placeId osm:N4242: place details need GEO_PROVIDER');
  });
});
