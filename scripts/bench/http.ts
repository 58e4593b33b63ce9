import http from 'node:http';

/**
 * A lean HTTP/1.1 client on node:http with keep-alive sockets (a load generator on the same two cores as the
 * server should cost as little as possible; fetch adds noticeably more per request).
 * Sockets are never the bottleneck: a console page sends its list and count at once, each browser on its own
 * connections (up to 6 per host), so 10 editors have 20 requests in flight; an agent capped below that would make
 * requests wait for a socket inside the load generator and time that wait as the server's.
 */
export class HttpClient {
  private readonly agent: http.Agent;
  headers: Record<string, string> = {};

  constructor(
    readonly base: string,
    maxSockets = 64,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  /** Sends a request and reads the whole answer; rejects unless the status is 2xx. */
  async request(method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
    const { status, chunks } = await this.send(method, path, { body, keep: true });
    const text = Buffer.concat(chunks as Buffer[]).toString('utf8');
    if (status < 200 || status >= 300) throw new Error(`${method} ${path} answered ${status}: ${text.slice(0, 300)}`);
    return { status, text };
  }

  get(path: string) {
    return this.request('GET', path);
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<T> {
    return JSON.parse((await this.request(method, path, body)).text) as T;
  }

  /** Streams an answer without keeping it, calling `onChunk` with each piece; resolves with the byte count. */
  async stream(path: string, onChunk: (chunk: Buffer) => void): Promise<{ status: number; bytes: number }> {
    let bytes = 0;
    const { status } = await this.send('GET', path, {
      keep: false,
      onChunk: (chunk) => {
        bytes += chunk.length;
        onChunk(chunk);
      },
    });
    if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
    return { status, bytes };
  }

  close() {
    this.agent.destroy();
  }

  private send(
    method: string,
    path: string,
    { body, keep, onChunk }: { body?: unknown; keep: boolean; onChunk?: (chunk: Buffer) => void },
  ): Promise<{ status: number; chunks: Buffer[] }> {
    const url = new URL(path, this.base);
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent: this.agent,
          method,
          hostname: url.hostname,
          port: url.port,
          path: url.pathname + url.search,
          headers: {
            ...this.headers,
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => {
            if (keep) chunks.push(chunk);
            onChunk?.(chunk);
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, chunks }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      if (payload) req.write(payload);
      req.end();
    });
  }
}

/** `path?filter=<json>` with the filter URL-encoded, as the console sends it. */
export const withFilter = (path: string, filter: unknown) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
export const withWhere = (path: string, where: unknown) => `${path}?where=${encodeURIComponent(JSON.stringify(where))}`;
