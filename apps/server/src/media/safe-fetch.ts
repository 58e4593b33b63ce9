import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { HttpError, badRequest } from '../lib/http-error';

export type TFetchOptions = {
  /** Largest body accepted (bytes); more is a 413. */
  maxBytes: number;
  /** Time for the whole fetch, redirects included; more is a 504. */
  timeoutMs: number;
  /** `host:port` pairs allowed even when they resolve to a private address (FETCH_ALLOW_HOSTS; tests only). */
  allowHosts: ReadonlySet<string>;
  /** Content types accepted in the answer's header. */
  contentTypes: ReadonlySet<string>;
  maxRedirects?: number;
};

export type TFetched = { bytes: Buffer; contentType: string; url: string };

const refused = (host: string) => badRequest(`Images can only be loaded from public internet addresses; ${host} is not one`);

/**
 * True for an address on the public internet. Everything ipaddr.js does not call plain `unicast` is refused: loopback,
 * private, link-local (169.254.169.254, the cloud metadata address), unique-local (fd00:ec2::254), CGNAT, multicast,
 * reserved, and the IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo) unless the embedded one is public.
 * @example
 * isPublicAddress('8.8.8.8') // true
 * isPublicAddress('::ffff:127.0.0.1') // false
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

/** The addresses `host` resolves to, all checked; the connection then goes to the first, so DNS cannot change its mind in between. */
async function resolveChecked(url: URL, allowHosts: ReadonlySet<string>): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const allowed = allowHosts.has(`${host.toLowerCase()}:${port}`);
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await dnsLookup(host, { all: true, verbatim: true });
    } catch {
      throw badRequest(`The host ${host} could not be found`);
    }
  }
  if (addresses.length === 0) throw badRequest(`The host ${host} could not be found`);
  // One private answer is enough to refuse: a name that resolves both ways is a rebinding attempt or a misconfiguration.
  if (!allowed && addresses.some((a) => !isPublicAddress(a.address))) throw refused(host);
  return addresses[0];
}

function parseUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw badRequest('url: not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('url: only http and https URLs can be loaded');
  return url;
}

/** One request to an address already checked; the socket connects to `address` whatever DNS says now. */
function requestOnce(url: URL, target: { address: string; family: number }, signal: AbortSignal): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  // agent: false — no pooled socket is shared between fetches; each one connects to the address just checked.
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      { method: 'GET', agent: false, lookup, signal, headers: { accept: 'image/*', 'accept-encoding': 'identity', 'user-agent': 'Mise image loader' } },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  const tooLarge = () => new HttpError(413, `The image is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB`);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of res) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) {
      res.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Loads an image from a URL a client gave without letting it reach inside our network: http(s) only, every hop's
 * address resolved and checked (at most `maxRedirects` redirects), the connection pinned to the checked address,
 * size and time capped, and the answer's content type checked (the caller sniffs the bytes too).
 * @example
 * const { bytes, contentType } = await safeFetch('https://example.org/a.jpg', { maxBytes: 20e6, timeoutMs: 10_000, allowHosts: new Set(), contentTypes: new Set(['image/jpeg']) });
 */
export async function safeFetch(raw: string, opts: TFetchOptions): Promise<TFetched> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, opts.timeoutMs);
  const maxRedirects = opts.maxRedirects ?? 3;
  try {
    let url = parseUrl(raw);
    for (let hop = 0; ; hop++) {
      const target = await resolveChecked(url, opts.allowHosts);
      if (timedOut) throw new Error('timed out');
      let res: IncomingMessage;
      try {
        res = await requestOnce(url, target, controller.signal);
      } catch (error) {
        if (timedOut) throw error;
        throw badRequest(`Could not load the image from ${url.host}: ${(error as { code?: string }).code ?? (error as Error).message}`);
      }
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (hop >= maxRedirects) throw badRequest(`The URL redirected more than ${maxRedirects} times`);
        url = parseUrl(res.headers.location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        throw badRequest(`The URL answered ${status} instead of an image`);
      }
      const contentType = String(res.headers['content-type'] ?? '')
        .split(';')[0]
        .trim()
        .toLowerCase();
      if (!opts.contentTypes.has(contentType)) {
        res.destroy();
        throw new HttpError(415, `The URL does not point to a JPEG, PNG, WebP or GIF image (it answered ${contentType || 'no content type'})`);
      }
      return { bytes: await readCapped(res, opts.maxBytes), contentType, url: url.toString() };
    }
  } catch (error) {
    if (timedOut && !(error instanceof HttpError)) throw new HttpError(504, `The image took longer than ${Math.round(opts.timeoutMs / 1000)} s to load`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
