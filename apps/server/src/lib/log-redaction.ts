import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[REDACTED]';

/** Query parameters that carry a credential (`?access_token=` for download links); matched however the name is spelt. */
const SECRET_PARAMS = new Set(['access_token']);

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * The URL with the value of every credential parameter replaced, whatever its spelling (the query parser decodes
 * `acc%65ss_token` to `access_token` and would accept it).
 * @example
 * redactUrl('/api/appmodels/generate-csv?modelName=Quote&access_token=abc') // '/api/appmodels/generate-csv?modelName=Quote&access_token=[REDACTED]'
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return SECRET_PARAMS.has(decodeName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}

/** Header paths pino blanks wherever a request, reply or headers object is logged. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'request.headers.authorization',
  'request.headers.cookie',
];

/**
 * Fastify's logger settings: tokens in the `Authorization` and `Cookie` headers and in `?access_token=` never reach
 * a log line. `stream` sends the lines elsewhere than stdout (tests read them).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      // Fastify's own request summary, with the URL's credentials blanked (and nothing else of whatever is logged as `req`).
      req: (request: Partial<FastifyRequest>) => ({
        method: request.method,
        url: typeof request.url === 'string' ? redactUrl(request.url) : undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
