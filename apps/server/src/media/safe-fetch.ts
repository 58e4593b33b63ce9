import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
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
  /** Where the reason a fetch failed is written (the client gets a plain message, never a socket error code). */
  log?: Pick<FastifyBaseLogger, 'info'>;
};

export type TFetched = { bytes: Buffer; contentType: string; url: string };

const seconds = (ms: number) => (ms / 1000).toLocaleString('en', { maximumFractionDigits: 1 });

/** What a client hears when the remote server could not be reached or broke off: the detail goes to the log only. */
export const UNREACHABLE_MSG = 'The image could not be loaded from that address';

const refused = (host: string) =>
  badRequest(`Images can only be loaded from public internet addresses; ${host} is not one`);

/**
 * IPv6 forms that carry an IPv4 address, other than the mapped `::ffff:a.b.c.d`. Each can lead a gateway (or the host's own
 * stack) to an IPv4 address nobody checked, so they are refused whatever they carry. Listed here rather than left to
 * ipaddr.js's ranges because it calls IPv4-compatible `::a.b.c.d` (what `http://[::127.0.0.1]/` parses to: `::7f00:1`)
 * plain unicast.
 */
const EMBEDDING_IPV4 = [
  '::/96', // IPv4-compatible (deprecated), also :: and ::1
  '::ffff:0:0:0/96', // IPv4-translated (RFC 6145)
  '64:ff9b::/96', // NAT64 (RFC 6052)
  '64:ff9b:1::/48', // local-use NAT64 (RFC 8215)
  '2002::/16', // 6to4 (RFC 3056)
  '2001::/32', // Teredo (RFC 4380)
].map((cidr) => ipaddr.IPv6.parseCIDR(cidr));

/**
 * An IPv6 address read by the URL parser first: ipaddr.js reads any dotted tail as mapped (`::127.0.0.1` would become
 * `::ffff:127.0.0.1`), while it is IPv4-compatible (`::7f00:1`), and glibc prints both forms dotted in DNS answers.
 */
function canonicalIPv6(address: string): ipaddr.IPv6 | undefined {
  try {
    return ipaddr.IPv6.parse(new URL(`http://[${address}]/`).hostname.slice(1, -1));
  } catch {
    return undefined;
  }
}

/**
 * True for an address on the public internet. Everything ipaddr.js does not call plain `unicast` is refused: loopback,
 * private, link-local (169.254.169.254, the cloud metadata address), unique-local (fd00:ec2::254), CGNAT, multicast,
 * reserved. Of the IPv6 forms that embed an IPv4 address only the mapped one (`::ffff:a.b.c.d`, how a dual-stack lookup
 * may answer) is accepted, and only when the embedded address is public; IPv4-compatible (`::7f00:1`), translated,
 * NAT64, 6to4 and Teredo are refused whatever they carry, since each can lead a gateway to an IPv4 address we did not check.
 * @example
 * isPublicAddress('8.8.8.8') // true
 * isPublicAddress('::ffff:127.0.0.1') // false
 * isPublicAddress('::7f00:1') // false
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = canonicalIPv6(address);
  if (!v6) return false;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  if (EMBEDDING_IPV4.some((range) => v6.match(range))) return false;
  return v6.range() === 'unicast';
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
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest('url: only http and https URLs can be loaded');
  return url;
}

/** One request to an address already checked; the socket connects to `address` whatever DNS says now. */
function requestOnce(
  url: URL,
  target: { address: string; family: number },
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  // agent: false — no pooled socket is shared between fetches; each one connects to the address just checked.
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'GET',
        agent: false,
        lookup,
        signal,
        headers: { accept: 'image/*', 'accept-encoding': 'identity', 'user-agent': 'Mise image loader' },
      },
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
  /** The plain refusal, the socket's own words logged; after the timer fired the outer catch makes it a 504 instead. */
  const unreachable = (error: unknown, url: URL) => {
    if (timedOut) return error;
    const { code, message } = error as { code?: string; message?: string };
    opts.log?.info({ host: url.host, code, reason: message }, 'pictures/fetch: remote image not loaded');
    return badRequest(UNREACHABLE_MSG);
  };
  try {
    let url = parseUrl(raw);
    for (let hop = 0; ; hop++) {
      const target = await resolveChecked(url, opts.allowHosts);
      if (timedOut) throw new Error('timed out');
      let res: IncomingMessage;
      try {
        res = await requestOnce(url, target, controller.signal);
      } catch (error) {
        throw unreachable(error, url);
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
        throw new HttpError(
          415,
          `The URL does not point to a JPEG, PNG, WebP or GIF image (it answered ${contentType || 'no content type'})`,
        );
      }
      let bytes: Buffer;
      try {
        bytes = await readCapped(res, opts.maxBytes);
      } catch (error) {
        throw error instanceof HttpError ? error : unreachable(error, url);
      }
      // A body cut short (the timer's abort, or the server closing early) is never passed on to be sniffed as an image.
      if (timedOut) throw new Error('timed out');
      if (!res.complete) throw unreachable(new Error('the answer ended before its body was complete'), url);
      return { bytes, contentType, url: url.toString() };
    }
  } catch (error) {
    if (timedOut && !(error instanceof HttpError))
      throw new HttpError(504, `The image took longer than ${seconds(opts.timeoutMs)} s to load`);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
