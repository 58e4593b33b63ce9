import { isIP } from 'node:net';

/**
 * When X-Forwarded-For and X-Forwarded-Proto are believed (TRUST_PROXY): never (`false`), from the nearest `n` hops
 * (a hop count), or when the peer that sent them is one of these addresses, CIDR ranges or proxy-addr's named ranges.
 */
export type TTrustProxy = false | { hops: number } | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || isIP(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !bits || !/^\d{1,3}$/.test(bits)) return false;
  const version = isIP(address);
  return version !== 0 && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY. `true` is refused: it would believe a forwarded address sent by anyone, so throttling could be
 * dodged and the session cookie marked for https on a plain-http request.
 * @example
 * parseTrustProxy('') // { ok: true, value: false }
 * parseTrustProxy('1') // { ok: true, value: { hops: 1 } }
 * parseTrustProxy('10.0.0.5, 192.168.0.0/16') // { ok: true, value: ['10.0.0.5', '192.168.0.0/16'] }
 */
export function parseTrustProxy(text: string): { ok: true; value: TTrustProxy } | { ok: false; message: string } {
  const value = text.trim();
  if (value === '' || value === 'false' || value === '0') return { ok: true, value: false };
  if (/^\d+$/.test(value)) return { ok: true, value: { hops: Number(value) } };
  if (value === 'true') {
    return {
      ok: false,
      message:
        "'true' would believe any client's X-Forwarded-For; give the proxy's address or range (e.g. 10.0.0.5 or 10.0.0.0/8), or the number of proxies in front (e.g. 1)",
    };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    return {
      ok: false,
      message: `not an address, CIDR range, loopback, linklocal or uniquelocal: ${wrong.map((w) => JSON.stringify(w)).join(', ')}`,
    };
  }
  return { ok: true, value: entries };
}

/**
 * The form Fastify's `trustProxy` option takes. A hop count becomes a function because Fastify trusts no peer for a
 * bare number: the operator who sets `1` says every request reaches us through exactly one proxy.
 */
export function fastifyTrustProxy(trust: TTrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false || Array.isArray(trust)) return trust;
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}
