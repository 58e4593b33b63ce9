import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { GEO_UNAVAILABLE_MESSAGE } from '@mise/contracts/common/geo';
import { gazetteerProvider } from '../src/geo/gazetteer';
import { googleProvider } from '../src/geo/google';
import { nominatimProvider } from '../src/geo/nominatim';
import { geoProviderFor } from '../src/geo/select-provider';
import { setupApp } from './helper';
import { GEO_BENCH_QUERIES } from '../../../scripts/bench/geo-queries';

/** Nominatim-shaped answers, as a real server sends them for a city (jsonv2 with addressdetails). */
const LISBOA = {
  place_id: 1,
  osm_type: 'relation',
  osm_id: 5400890,
  lat: '38.7077507',
  lon: '-9.1365919',
  name: 'Lisboa',
  display_name: 'Lisboa, Portugal',
  address: { city: 'Lisboa', state: 'Lisboa', country: 'Portugal', country_code: 'pt' },
};
const LISBON_OHIO = {
  place_id: 2,
  osm_type: 'node',
  osm_id: 153589,
  lat: '40.7723',
  lon: '-80.7681',
  name: 'Lisbon',
  address: { village: 'Lisbon', state: 'Ohio', country: 'United States', country_code: 'us' },
};

type THandler = (req: IncomingMessage, url: URL, res: ServerResponse) => void;

/** A stand-in for the third-party Nominatim service, on a local port; each test says how it answers. */
async function fakeNominatim() {
  const seen: URL[] = [];
  let handler: THandler = (_req, _url, res) => res.end('[]');
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push(url);
    res.setHeader('content-type', 'application/json');
    handler(req, url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { base, seen, answer: (h: THandler) => void (handler = h) };
}

describe('geo: gazetteer (default provider)', async () => {
  const t = await setupApp();
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: t.auth() });
    return { status: res.statusCode, body: res.json() };
  };

  it('should suggest up to 10 cities for a prefix, the exact capital first', async () => {
    const res = await get('/api/geo/cities?q=Paris');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(1);
    expect(res.body.length).toBeLessThanOrEqual(10);
    expect(res.body[0]).toMatchObject({ name: 'Paris', country: 'France', countryCode: 'FR' });
    expect(res.body[0].placeId).toMatch(/^csc:FR:[^:]+:Paris$/);
    expect(res.body[0].location.lat).toBeCloseTo(48.85, 1);
    expect(res.body[0].location.lng).toBeCloseTo(2.35, 1);
  });

  it('should match without accents, on a later word, and narrow by country after a comma', async () => {
    const sao = await get(`/api/geo/cities?q=${encodeURIComponent('sao paulo')}`);
    expect(sao.body.map((c: { name: string }) => c.name)).toContain('São Paulo');
    const york = await get(`/api/geo/cities?q=${encodeURIComponent('new york')}`);
    expect(york.body.map((c: { name: string }) => c.name)).toContain('New York City');
    const sebastian = await get(`/api/geo/cities?q=${encodeURIComponent('sebastián, spain')}`);
    expect(sebastian.body.map((c: { name: string }) => c.name)).toContain('Donostia / San Sebastián');
    const chile = await get(`/api/geo/cities?q=${encodeURIComponent('santiago, chile')}`);
    expect(chile.body.length).toBeGreaterThan(0);
    expect(chile.body.every((c: { countryCode: string }) => c.countryCode === 'CL')).toBe(true);
    expect((await get('/api/geo/cities?q=par&limit=3')).body).toHaveLength(3);
    expect((await get('/api/geo/cities?q=zzqxv')).body).toEqual([]);
  });

  it('should answer one city by the placeId a search gave, and 404 for an unknown one', async () => {
    const [lisbon] = (await get('/api/geo/cities?q=Lisbon, Portugal')).body;
    expect(lisbon).toMatchObject({ name: 'Lisbon', countryCode: 'PT' });
    const one = await get(`/api/geo/cities/${encodeURIComponent(lisbon.placeId)}`);
    expect(one).toEqual({ status: 200, body: lisbon });
    const unknown = await get(`/api/geo/cities/${encodeURIComponent('csc:PT:11:Nowhere')}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No city with placeId csc:PT:11:Nowhere');
  });

  it('should answer 400 for a missing or blank q and a limit above 10', async () => {
    for (const url of ['/api/geo/cities', '/api/geo/cities?q=%20%20', '/api/geo/cities?q=par&limit=11']) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
    }
    expect((await get('/api/geo/cities')).body.error.message).toContain('q: type part of a city name');
  });

  it('should answer the widest queries once the index is built (their speed is measured by scripts/bench/geo.ts)', async () => {
    const geo = gazetteerProvider();
    await geo.warm();
    for (const q of GEO_BENCH_QUERIES) {
      const hits = await geo.searchCities(q, 10);
      expect(hits.length, q).toBeGreaterThan(0);
      expect(hits.length, q).toBeLessThanOrEqual(10);
    }
  });
});

describe('geo: nominatim provider', async () => {
  const fake = await fakeNominatim();
  const t = await setupApp({ geoProvider: 'nominatim', geoUrl: fake.base });
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: t.auth() });
    return { status: res.statusCode, body: res.json() };
  };

  it('should ask Nominatim for cities and answer its places in our shape', async () => {
    fake.answer((_req, url, res) => res.end(JSON.stringify(url.pathname === '/search' ? [LISBOA, { broken: true }, LISBON_OHIO] : [])));
    const res = await get('/api/geo/cities?q=lisbon&limit=5');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { placeId: 'osm:R5400890', name: 'Lisboa', state: 'Lisboa', country: 'Portugal', countryCode: 'PT', location: { lat: 38.7077507, lng: -9.1365919 } },
      { placeId: 'osm:N153589', name: 'Lisbon', state: 'Ohio', country: 'United States', countryCode: 'US', location: { lat: 40.7723, lng: -80.7681 } },
    ]);
    const asked = fake.seen.at(-1) as URL;
    expect(asked.pathname).toBe('/search');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ q: 'lisbon', limit: '5', featureType: 'city', format: 'jsonv2', addressdetails: '1' });
  });

  it('should look one place up by its osm id, and 404 when Nominatim does not know it', async () => {
    fake.answer((_req, url, res) => res.end(JSON.stringify(url.searchParams.get('osm_ids') === 'R5400890' ? [LISBOA] : [])));
    const one = await get('/api/geo/cities/osm:R5400890');
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ placeId: 'osm:R5400890', name: 'Lisboa' });
    expect((fake.seen.at(-1) as URL).pathname).toBe('/lookup');
    expect((await get('/api/geo/cities/osm:R1')).status).toBe(404);
    expect((await get('/api/geo/cities/not-an-osm-id')).status).toBe(404);
  });

  it('should answer 502 with the type-by-hand message when Nominatim fails or answers nonsense', async () => {
    fake.answer((_req, _url, res) => {
      res.statusCode = 503;
      res.end('{"error":"overloaded"}');
    });
    const failed = await get('/api/geo/cities?q=lisbon');
    expect(failed.status).toBe(502);
    expect(failed.body.error.message).toBe(GEO_UNAVAILABLE_MESSAGE);
    fake.answer((_req, _url, res) => res.end('<html>maintenance</html>'));
    expect((await get('/api/geo/cities?q=lisbon')).body.error.message).toBe(GEO_UNAVAILABLE_MESSAGE);
    fake.answer((_req, _url, res) => res.end('{"not":"a list"}'));
    expect((await get('/api/geo/cities/osm:R5400890')).status).toBe(502);
  });

  it('should give up after its timeout and hang up', async () => {
    // The fake never answers: only the provider's own timeout can end the call, so no clock needs reading.
    let hungUp = false;
    fake.answer((req) => req.socket.once('close', () => (hungUp = true)));
    const geo = nominatimProvider(fake.base, { timeoutMs: 100 });
    await expect(geo.searchCities('lisbon', 10)).rejects.toThrow(GEO_UNAVAILABLE_MESSAGE);
    await vi.waitFor(() => expect(hungUp).toBe(true));
  });

  it('should answer 502 when nothing listens at the configured URL', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(nominatimProvider(`http://127.0.0.1:${port}`).searchCities('lisbon', 10)).rejects.toThrow(GEO_UNAVAILABLE_MESSAGE);
  });
});

describe('geo: google provider and configuration', async () => {
  const fake = await fakeNominatim();
  const LISBON = {
    id: 'ChIJO_PkYRozGQ0R0DaQ5L3rAAQ',
    displayName: { text: 'Lisbon', languageCode: 'en' },
    location: { latitude: 38.7222524, longitude: -9.1393366 },
    addressComponents: [
      { longText: 'Lisbon', shortText: 'Lisbon', types: ['locality', 'political'] },
      { longText: 'Lisbon', shortText: 'Lisbon', types: ['administrative_area_level_1', 'political'] },
      { longText: 'Portugal', shortText: 'PT', types: ['country', 'political'] },
    ],
  };

  it('should search localities with the key and field mask, and read Google places into our shape', async () => {
    const heard: { key?: string; mask?: string; body: string }[] = [];
    fake.answer((req, url, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        heard.push({ key: req.headers['x-goog-api-key'] as string, mask: req.headers['x-goog-fieldmask'] as string, body });
        res.end(JSON.stringify(url.pathname === '/v1/places:searchText' ? { places: [LISBON] } : LISBON));
      });
    });
    const geo = googleProvider('test-key', { baseUrl: `${fake.base}/` });
    const expected = {
      placeId: LISBON.id,
      name: 'Lisbon',
      state: 'Lisbon',
      country: 'Portugal',
      countryCode: 'PT',
      location: { lat: 38.7222524, lng: -9.1393366 },
    };
    expect(await geo.searchCities('lisbon', 5)).toEqual([expected]);
    expect(heard[0].key).toBe('test-key');
    expect(heard[0].mask).toContain('places.location');
    expect(JSON.parse(heard[0].body)).toMatchObject({ textQuery: 'lisbon', includedType: 'locality', pageSize: 5 });
    expect(await geo.getCity(LISBON.id)).toEqual(expected);
    expect((fake.seen.at(-1) as URL).pathname).toBe(`/v1/places/${LISBON.id}`);
    expect(await geo.getCity('not a google id!')).toBeNull();
  });

  it('should refuse to start an online provider without its URL or key', () => {
    expect(() => geoProviderFor({ geoProvider: 'nominatim' })).toThrow('GEO_PROVIDER=nominatim needs GEO_URL');
    expect(() => geoProviderFor({ geoProvider: 'google' })).toThrow('GEO_PROVIDER=google needs GEO_KEY');
  });
});
