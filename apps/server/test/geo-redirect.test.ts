import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { GEO_UNAVAILABLE_MESSAGE } from '@mise/contracts/common/geo';
import { googleProvider } from '../src/geo/google';
import { GeoUnavailableError } from '../src/geo/provider';
import { setupApp } from './helper';

const LISBOA = {
  osm_type: 'relation',
  osm_id: 5400890,
  lat: '38.7',
  lon: '-9.1',
  name: 'Lisboa',
  address: { country: 'Portugal', country_code: 'pt' },
};

/** A local HTTP server that records what reached it and answers as the test says. */
async function standIn(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    answer(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

/**
 * Issue 27 point 7: the place search providers never follow a redirect. The stand-in provider is on loopback, as a
 * self-hosted Nominatim may be on a private network: GEO_URL is the operator's choice. A redirect target is the
 * provider's choice, so it is refused wherever it points — another loopback port, the metadata address, or the same host.
 */
describe('geo: providers do not follow redirects', async () => {
  // What a redirect would reach: an internal service that would answer a good-looking list.
  const internal = await standIn((_req, res) =>
    res.setHeader('content-type', 'application/json').end(JSON.stringify([LISBOA])),
  );
  let location = `${internal.base}/`;
  let status = 302;
  const provider = await standIn((_req, res) => res.writeHead(status, { location }).end());
  const t = await setupApp({ geoProvider: 'nominatim', geoUrl: provider.base });
  const search = () => t.app.inject({ method: 'GET', url: '/api/geo/cities?q=lisb', headers: t.auth() });

  it('should answer 502 with the type-by-hand message, and never reach a loopback address a 302 names', async () => {
    const res = await search();
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json().error.message).toBe(GEO_UNAVAILABLE_MESSAGE);
    expect(provider.seen.length).toBe(1);
    expect(internal.seen).toEqual([]);
  });

  it('should refuse a redirect to the cloud metadata address and to the configured host itself', async () => {
    for (const target of [
      'http://169.254.169.254/latest/meta-data/',
      `${provider.base}/search?q=lisb&format=jsonv2`,
      '/search?q=lisb',
    ]) {
      location = target;
      const before = provider.seen.length;
      const res = await search();
      expect(res.statusCode, target).toBe(502);
      // One request, the first: the provider's own host is not asked again either.
      expect(provider.seen.length - before, target).toBe(1);
    }
    expect(internal.seen).toEqual([]);
  });

  it('should not follow a 307 from Google either (a POST would be replayed), and name the target in the reason it logs', async () => {
    location = `${internal.base}/v1/places:searchText`;
    status = 307;
    const google = googleProvider('test-key', { baseUrl: `${provider.base}/` });
    const error = await google.searchCities('lisb', 5).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GeoUnavailableError);
    expect((error as GeoUnavailableError).reason).toBe(
      `${provider.base} answered 307, a redirect to ${location}; redirects are not followed (set GEO_URL to the final address)`,
    );
    expect(internal.seen).toEqual([]);
  });
});
