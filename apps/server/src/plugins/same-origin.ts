import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin a browser says the request came from: Origin, else Referer's; null when neither is sent. */
function claimedOrigin(request: FastifyRequest): string | null {
  const claimed = request.headers.origin ?? request.headers.referer;
  return claimed ? claimed.trim() : null;
}

/** host[:port] of an origin or URL, or null for 'null' and anything unreadable. */
function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * A change authenticated by the session cookie must come from our own pages. SameSite=Strict already keeps the cookie
 * off other sites' requests in current browsers; this is the second line for older ones and for sibling subdomains.
 * Requests with neither Origin nor Referer are not browser form posts (scripts, curl) and pass.
 * Our origin is the host this request reached (the Host header, or X-Forwarded-Host from a proxy `TRUST_PROXY` trusts).
 * The scheme is not compared: a TLS proxy that is not trusted makes every request look like http.
 */
export function refuseForeignOrigin(request: FastifyRequest) {
  if (SAFE_METHODS.has(request.method)) return;
  const claimed = claimedOrigin(request);
  if (claimed === null) return;
  if (hostOf(claimed) !== request.host.toLowerCase()) {
    throw new HttpError(
      403,
      `This change came from another site (${hostOf(claimed) ?? 'unknown'}); Mise accepts changes only from its own pages`,
    );
  }
}

/**
 * A request must name its host once. Node keeps the first of two `Host` headers and drops the other, so a proxy or
 * cache in front that reads the last one would see another host than the same-origin check does; such a request is
 * ambiguous by construction and is answered 400 (RFC 9112 §3.2: more than one Host field is a bad request).
 */
export function refuseAmbiguousHost(request: FastifyRequest) {
  const raw = request.raw.rawHeaders;
  let hosts = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i].length === 4 && raw[i].toLowerCase() === 'host') hosts++;
  if (hosts > 1) throw new HttpError(400, 'The request names its host more than once; send a single Host header');
}
