/**
 * The one way the web app talks to the API: base '/api', JSON in and out, the session cookie sent
 * automatically (the access token lives only in an HttpOnly cookie; the app never reads it).
 * Any 401 answer calls the handler registered with `onUnauthorized` (the session provider clears the
 * signed-in user and goes to '/').
 */

export const API_BASE = '/api';

type TErrorBody = { error?: { statusCode?: number; name?: string; message?: string; details?: unknown } };

/** A non-2xx answer (or a network failure, status 0). `message` is the server's `error.message`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

type TUnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: TUnauthorizedHandler | undefined;

/**
 * Registers what happens when any call answers 401; returns a function that removes it.
 * @example
 * useEffect(() => onUnauthorized(() => { setUser(null); navigate('/'); }), [navigate]);
 */
export function onUnauthorized(handler: TUnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
}

/**
 * Runs the registered 401 handler for a call made outside apiRequest (e.g. an XMLHttpRequest upload).
 * @example
 * if (xhr.status === 401) notifyUnauthorized(new ApiError(401, 'Unauthorized'));
 */
export function notifyUnauthorized(error: ApiError): void {
  unauthorizedHandler?.(error);
}

/** Query values; objects and arrays are sent as JSON (LoopBack `filter=` / `where=`). */
export type TQuery = Record<string, string | number | boolean | object | null | undefined>;

export type TRequestOptions = {
  query?: TQuery;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/**
 * Builds '/api/<path>?<query>' with objects JSON-encoded.
 * @example
 * apiUrl('destinations', { filter: { order: 'name ASC', limit: 20 } })
 * // '/api/destinations?filter=%7B%22order%22%3A%22name%20ASC%22%2C%22limit%22%3A20%7D'
 */
export function apiUrl(path: string, query?: TQuery): string {
  const clean = path.replace(/^\/+/, '');
  let url = `${API_BASE}/${clean}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    const text = params.toString();
    if (text) url += (url.includes('?') ? '&' : '?') + text;
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * Sends one request and resolves with the parsed JSON answer (undefined for 204).
 * Rejects with ApiError carrying the status and the server's `error.message`.
 * @example
 * const user = await apiRequest<TMe>('GET', 'users/me');
 */
export async function apiRequest<T>(method: string, path: string, options: TRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, cause instanceof Error ? cause.message : 'Network error');
  }

  const data = await readBody(response);
  if (!response.ok) {
    const message = (data as TErrorBody | undefined)?.error?.message || response.statusText || `HTTP ${response.status}`;
    const error = new ApiError(response.status, message, data);
    if (response.status === 401) unauthorizedHandler?.(error);
    throw error;
  }
  return data as T;
}

/** Shorthands over apiRequest. */
export const api = {
  get: <T>(path: string, query?: TQuery, signal?: AbortSignal) => apiRequest<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown, query?: TQuery) => apiRequest<T>('POST', path, { body, query }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, { body }),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>('DELETE', path, { body }),
};

/** The message to show for a failed action: the server's message, or the error's own. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
