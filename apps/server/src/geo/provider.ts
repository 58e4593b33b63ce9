import type { TGeoCity } from '@mise/contracts/common/geo';
import { GEO_UNAVAILABLE_MESSAGE } from '@mise/contracts/common/geo';
import type { TGeoPlace } from '@mise/contracts/resources/place';

/**
 * Where the city form's place search gets its suggestions: the bundled gazetteer (default, offline) or an online service.
 * @example
 * const hits = await provider.searchCities('lisb', 10); // [{ placeId: 'csc:PT:11:Lisbon', name: 'Lisbon', … }]
 * const one = await provider.getCity(hits[0].placeId); // the same city, or null when the id is unknown
 */
export type TGeoProvider = {
  /** Up to `limit` cities whose name starts with (a word of) `q`, best first. */
  searchCities(q: string, limit: number): Promise<TGeoCity[]>;
  /** One city by the placeId a search answered; null when the provider does not know it. */
  getCity(placeId: string): Promise<TGeoCity | null>;
  /** Up to `limit` places (restaurants, bars, addresses) matching `q`; absent when the provider knows no places (offline). */
  searchPlaces?(q: string, limit: number): Promise<TGeoPlace[]>;
  /** One place by the placeId a place search answered; null when unknown. */
  getPlace?(placeId: string): Promise<TGeoPlace | null>;
};

/** An online provider failed, timed out or answered something unreadable; the route answers 502 with the spec's fallback message. */
export class GeoUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(GEO_UNAVAILABLE_MESSAGE);
    this.name = 'GeoUnavailableError';
  }
}

/** Default wait for an online provider, after which staff type the city's fields by hand. */
export const GEO_TIMEOUT_MS = 5000;

/**
 * GETs JSON from an online provider; any network error, timeout, non-2xx status or unreadable body becomes GeoUnavailableError.
 * Redirects are not followed: the provider is the host GEO_URL names (an operator's choice, which may be on a private
 * network), while a redirect's target is the provider's choice and could send this server to loopback, the cloud
 * metadata address or the office network. The reason logged names the target, so an operator can set GEO_URL to it.
 * @example
 * const body = await fetchJson(new URL('/search?q=lisbon&format=jsonv2', base), { timeoutMs: 5000 });
 */
export async function fetchJson(
  url: URL,
  opts: { timeoutMs: number; headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: string },
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: opts.method ?? 'GET',
      headers: opts.headers,
      body: opts.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(opts.timeoutMs),
    });
  } catch (error) {
    throw new GeoUnavailableError(
      `${url.origin}: ${(error as Error).name === 'TimeoutError' ? `no answer in ${opts.timeoutMs} ms` : (error as Error).message}`,
    );
  }
  if (res.status >= 300 && res.status < 400) {
    await res.body?.cancel();
    const to = res.headers.get('location');
    throw new GeoUnavailableError(
      `${url.origin} answered ${res.status}, a redirect to ${to ?? 'nowhere'}; redirects are not followed (set GEO_URL to the final address)`,
    );
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new GeoUnavailableError(`${url.origin} answered ${res.status}`);
  }
  try {
    return await res.json();
  } catch {
    throw new GeoUnavailableError(`${url.origin} answered something that is not JSON`);
  }
}
