import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { markRoutesPublic } from './plugins/auth';

/** Whether a request target names the API, however it is spelt (absolute-form, percent-escapes, doubled slashes, case). */
function isApiPath(target: string, apiBase: string): boolean {
  let path = target.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split('?')[0];
  try {
    path = decodeURIComponent(path);
  } catch {
    // A broken escape names no page of the console either; treat it as the API's, which answers a plain 404.
    return true;
  }
  return `${path.replace(/\/{2,}/g, '/').toLowerCase()}/`.startsWith(`${apiBase.toLowerCase()}/`);
}

/**
 * The console's built files (public: the sign-in page is made of them), and the answer for every path no route
 * matches: the console's page for a GET outside the API (its router shows the screen or its 404), else a JSON 404.
 */
export async function webAppRoutes(web: FastifyInstance, opts: { webDist: string; apiBase: string }) {
  const hasWeb = existsSync(join(opts.webDist, 'index.html'));
  markRoutesPublic(web);
  if (hasWeb) {
    await web.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      preCompressed: true,
      // Hashed build assets never change under the same name; the page itself must always be revalidated.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  web.setNotFoundHandler(async (request, reply) => {
    const isApi = isApiPath(request.url, opts.apiBase);
    if (!isApi && request.method === 'GET' && hasWeb) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', opts.webDist);
    }
    // Which API paths exist is for staff to learn: without a session an unknown one answers like a known one.
    if (isApi) await web.authenticate(request);
    return reply.status(404).send({
      error: {
        statusCode: 404,
        name: 'NotFoundError',
        message: `No route ${request.method} ${request.url.split('?')[0]}`,
      },
    });
  });
}
