import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for these options, worked out once. Our options have no per-request part (no CSP nonces, no
 * directive functions), so every answer carries the same set; running helmet's middleware per request re-did that
 * work and Node's check of each header, about 5 % of the server's time on a console list.
 * @example
 * securityHeaders({ hsts: false }) // { 'content-security-policy': "default-src 'self';…", 'x-frame-options': 'SAMEORIGIN', … }
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => (failed = error));
  if (failed) throw failed;
  if (Object.keys(headers).length === 0)
    throw new Error('helmet set no header: its middleware no longer works as securityHeaders expects');
  return headers;
}

/**
 * Sends `securityHeaders(options)` with every answer, from a root hook so that 404s and errors carry them too, and
 * `overHttps` (HSTS) only on requests that came over https: a browser ignores it over http anyway, and an http-only
 * console inside an office network must stay reachable.
 */
export function addSecurityHeaders(
  app: FastifyInstance,
  options: Readonly<HelmetOptions>,
  overHttps: Readonly<Record<string, string>> = {},
) {
  const headers = securityHeaders(options);
  const secure = { ...headers, ...overHttps };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? secure : headers);
    done();
  });
}
