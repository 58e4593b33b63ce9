import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { prettyLogStream, type TLogFormat } from './log-format';

export const REDACTED = '[REDACTED]';

/** Query parameters that carry a credential (`?access_token=`: refused as a way in, still kept out of logs); matched however the name is spelt. */
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

/** Where the log goes (stdout unless `stream` is given; tests read it) and in which form (`json` unless told). */
export type TLogTarget = { stream?: NodeJS.WritableStream; format?: TLogFormat };

/**
 * Fastify's logger settings: tokens in the `Authorization` and `Cookie` headers and in `?access_token=` never reach
 * a log line. The `pretty` form is the same records, redacted the same way, written as short lines.
 */
export function loggerOptions(
  level: string,
  { stream, format = 'json' }: TLogTarget = {},
): FastifyServerOptions['logger'] {
  // Colours only on the real stdout, and only where it takes them (a terminal; NO_COLOR and FORCE_COLOR count).
  const destination =
    format === 'json' ? stream : stream ? prettyLogStream(stream, false) : prettyLogStream(process.stdout);
  return {
    level,
    ...(destination ? { stream: destination } : {}),
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
