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
    fake.answer((_req, url, res) =>
      res.end(JSON.stringify(url.pathname === '/search' ? [LISBOA, { broken: true }, LISBON_OHIO] : [])),
    );
    const res = await get('/api/geo/cities?q=lisbon&limit=5');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        placeId: 'osm:R5400890',
        name: 'Lisboa',
        state: 'Lisboa',
        country: 'Portugal',
        countryCode: 'PT',
        location: { lat: 38.7077507, lng: -9.1365919 },
      },
      {
        placeId: 'osm:N153589',
        name: 'Lisbon',
        state: 'Ohio',
        country: 'United States',
        countryCode: 'US',
        location: { lat: 40.7723, lng: -80.7681 },
      },
    ]);
    const asked = fake.seen.at(-1) as URL;
    expect(asked.pathname).toBe('/search');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      q: 'lisbon',
      limit: '5',
      featureType: 'city',
      format: 'jsonv2',
      addressdetails: '1',
    });
  });

  it('should search places with extratags and read their address parts, website and phone', async () => {
    const CERVEJARIA = {
      osm_type: 'node',
      osm_id: 4242,
      lat: '38.7106',
      lon: '-9.1435',
      name: 'Cervejaria Trindade',
      display_name: 'Cervejaria Trindade, 20C, Rua Nova da Trindade, Chiado, Lisboa, 1200-303, Portugal',
      address: {
        house_number: '20C',
        road: 'Rua Nova da Trindade',
        suburb: 'Chiado',
        city: 'Lisboa',
        postcode: '1200-303',
        country: 'Portugal',
      },
      extratags: {
        website: 'https://cervejariatrindade.pt',
        phone: '+351 21 342 3506',
        opening_hours: 'Mo-Su 12:00-24:00',
      },
    };
    fake.answer((_req, url, res) => res.end(JSON.stringify([CERVEJARIA])));
    const found = await get('/api/geo/places?q=cervejaria%20trindade&limit=3');
    expect(found.status).toBe(200);
    const expected = {
      placeId: 'osm:N4242',
      name: 'Cervejaria Trindade',
      address: CERVEJARIA.display_name,
      addressLine1: '20C Rua Nova da Trindade',
      city: 'Lisboa',
      locality: 'Chiado',
      zipcode: '1200-303',
      location: { lat: 38.7106, lng: -9.1435 },
      website: 'https://cervejariatrindade.pt',
      phone: '+351 21 342 3506',
      openingDays: null,
    };
    expect(found.body).toEqual([expected]);
    expect(Object.fromEntries((fake.seen.at(-1) as URL).searchParams)).toMatchObject({
      q: 'cervejaria trindade',
      limit: '3',
      extratags: '1',
    });
    expect((fake.seen.at(-1) as URL).searchParams.has('featureType')).toBe(false);
    const one = await get('/api/geo/places/osm:N4242');
    expect(one.body).toEqual(expected);
    expect((fake.seen.at(-1) as URL).searchParams.get('osm_ids')).toBe('N4242');
  });

  it('should look one place up by its osm id, and 404 when Nominatim does not know it', async () => {
    fake.answer((_req, url, res) =>
      res.end(JSON.stringify(url.searchParams.get('osm_ids') === 'R5400890' ? [LISBOA] : [])),
    );
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
    await expect(nominatimProvider(`http://127.0.0.1:${port}`).searchCities('lisbon', 10)).rejects.toThrow(
      GEO_UNAVAILABLE_MESSAGE,
    );
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
        heard.push({
          key: req.headers['x-goog-api-key'] as string,
          mask: req.headers['x-goog-fieldmask'] as string,
          body,
        });
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

  it('should search places with their address, website, phone and opening hours as HHmm periods, Sunday first', async () => {
    const PLACE = {
      id: 'ChIJplace',
      displayName: { text: 'Taberna da Rua das Flores' },
      location: { latitude: 38.709, longitude: -9.143 },
      formattedAddress: 'R. das Flores 103, 1200-194 Lisboa, Portugal',
      addressComponents: [
        { longText: '103', shortText: '103', types: ['street_number'] },
        { longText: 'Rua das Flores', shortText: 'R. das Flores', types: ['route'] },
        { longText: 'Misericórdia', shortText: 'Misericórdia', types: ['sublocality', 'political'] },
        { longText: 'Lisboa', shortText: 'Lisboa', types: ['locality', 'political'] },
        { longText: '1200-194', shortText: '1200-194', types: ['postal_code'] },
      ],
      websiteUri: 'https://taberna.example',
      nationalPhoneNumber: '21 347 9418',
      regularOpeningHours: {
        periods: [
          { open: { day: 1, hour: 12 }, close: { day: 1, hour: 23, minute: 30 } },
          { open: { day: 0, hour: 9, minute: 5 }, close: { day: 0, hour: 15 } },
          { open: { day: 1, hour: 8 }, close: { day: 1, hour: 10 } },
        ],
      },
    };
    let mask = '';
    fake.answer((req, url, res) => {
      mask = req.headers['x-goog-fieldmask'] as string;
      req.resume();
      req.on('end', () =>
        res.end(JSON.stringify(url.pathname === '/v1/places:searchText' ? { places: [PLACE] } : PLACE)),
      );
    });
    const geo = googleProvider('test-key', { baseUrl: `${fake.base}/` });
    const expected = {
      placeId: 'ChIJplace',
      name: 'Taberna da Rua das Flores',
      address: 'R. das Flores 103, 1200-194 Lisboa, Portugal',
      addressLine1: '103 Rua das Flores',
      city: 'Lisboa',
      locality: 'Misericórdia',
      zipcode: '1200-194',
      location: { lat: 38.709, lng: -9.143 },
      website: 'https://taberna.example',
      phone: '21 347 9418',
      openingDays: [
        { periods: [{ open: { day: 0, time: '0905' }, close: { day: 0, time: '1500' } }] },
        {
          periods: [
            { open: { day: 1, time: '1200' }, close: { day: 1, time: '2330' } },
            { open: { day: 1, time: '0800' }, close: { day: 1, time: '1000' } },
          ],
        },
      ],
    };
    expect(await geo.searchPlaces?.('taberna', 5)).toEqual([expected]);
    expect(mask).toContain('places.regularOpeningHours');
    expect(await geo.getPlace?.('ChIJplace')).toEqual(expected);
    expect(await geo.getPlace?.('not a google id!')).toBeNull();
  });

  it('should refuse to start an online provider without its URL or key', () => {
    expect(() => geoProviderFor({ geoProvider: 'nominatim' })).toThrow('GEO_PROVIDER=nominatim needs GEO_URL');
    expect(() => geoProviderFor({ geoProvider: 'google' })).toThrow('GEO_PROVIDER=google needs GEO_KEY');
  });
});
