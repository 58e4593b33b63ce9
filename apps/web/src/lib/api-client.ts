/**
 * The one way the web app talks to the API: base '/api', JSON in and out, the session cookie sent
 * automatically (the access token lives only in an HttpOnly cookie; the app never reads it).
 * Any 401 answer calls the handler registered with `onSessionSignal('unauthorized', …)` (the session provider clears
 * the signed-in user and goes to '/'); a 403 holding the console at two-factor set-up calls the 'two-factor-setup' one.
 */

import { OPERATION_HEADER } from '@mise/contracts/common/change-calls';
import type { TErrorAnswer } from '@mise/contracts/common/error-answer';
import { newIdempotencyKey } from './idempotency-key';

export const API_BASE = '/api';

/** What a failed answer may hold: the API's error answer, or anything a proxy in between sent. */
type TErrorBody = { error?: Partial<TErrorAnswer['error']> };

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

/**
 * Answers that concern the whole session rather than one call: signed out (401), or held at two-factor set-up because
 * REQUIRE_2FA is on and this staff member has no second factor (403 with `details.twoFactorSetup`).
 */
export type TSessionSignal = 'unauthorized' | 'two-factor-setup';
type TSessionHandler = (error: ApiError) => void;
const sessionHandlers = new Map<TSessionSignal, TSessionHandler>();

function sessionSignalOf(error: ApiError): TSessionSignal | undefined {
  if (error.status === 401) return 'unauthorized';
  const details = (error.body as TErrorBody | undefined)?.error?.details as { twoFactorSetup?: unknown } | undefined;
  return error.status === 403 && details?.twoFactorSetup === true ? 'two-factor-setup' : undefined;
}

/**
 * Registers what happens when any call answers with a session signal; returns a function that removes it.
 * @example
 * useEffect(() => onSessionSignal('unauthorized', () => { setUser(null); navigate('/'); }), [navigate]);
 */
export function onSessionSignal(signal: TSessionSignal, handler: TSessionHandler): () => void {
  sessionHandlers.set(signal, handler);
  return () => {
    if (sessionHandlers.get(signal) === handler) sessionHandlers.delete(signal);
  };
}

/**
 * Runs the handler a failed answer calls for, if any; apiRequest does it for every call, others (an XMLHttpRequest
 * upload) call it themselves.
 * @example
 * if (xhr.status >= 400) notifySession(new ApiError(xhr.status, message, body));
 */
export function notifySession(error: ApiError): void {
  const signal = sessionSignalOf(error);
  if (signal) sessionHandlers.get(signal)?.(error);
}

/** Query values; objects and arrays are sent as JSON (LoopBack `filter=` / `where=`). */
export type TQuery = Record<string, string | number | boolean | object | null | undefined>;

export type TRequestOptions = {
  query?: TQuery;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The write's `Idempotency-Key`: the same for a repeat of one user action (see actionKeys); a fresh one when unset. */
  idempotencyKey?: string;
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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
 * Sends one request and resolves with the parsed JSON answer (undefined for 204), unknown: the client made from the
 * contracts (client.ts) gives it the call's declared type. Rejects with ApiError carrying the status and the server's
 * `error.message`.
 * @example
 * const answer = await apiRequest('GET', 'users/me'); // unknown
 */
export async function apiRequest(method: string, path: string, options: TRequestOptions = {}): Promise<unknown> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  // Every write carries a key, so the server runs it once however often it arrives. Not multipart uploads: their body
  // is read after the server's check, which refuses a key on them.
  if (WRITES.has(method.toUpperCase()) && !(options.body instanceof FormData))
    headers['Idempotency-Key'] = options.idempotencyKey ?? newIdempotencyKey();
  // The change ledger records where a write came from (server plugins/ledger.ts).
  if (WRITES.has(method.toUpperCase())) headers['X-Mise-Source'] = 'console';

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
  const operation = response.headers.get(OPERATION_HEADER);
  if (operation && typeof data === 'object' && data !== null) operations.set(data, operation);
  if (!response.ok) {
    const message =
      (data as TErrorBody | undefined)?.error?.message || response.statusText || `HTTP ${response.status}`;
    const error = new ApiError(response.status, message, data);
    notifySession(error);
    throw error;
  }
  return data;
}

/** The change ledger's operation each write's answer recorded (the server's X-Mise-Operation header). */
const operations = new WeakMap<object, string>();

/**
 * The operation a write's answer recorded, which Undo reverts; undefined for a read, or a repeat the server replayed.
 * @example
 * const answer = await client.city.delete({ id }); operationOf(answer) // '5d0c…'
 */
export function operationOf(answer: unknown): string | undefined {
  return typeof answer === 'object' && answer !== null ? operations.get(answer) : undefined;
}

/**
 * Hands a write's operation on to a value made from its answer (a picture list read out of the row), so Undo still
 * finds it.
 * @example
 * return passOperation(row, row.pictures);
 */
export function passOperation<T>(answer: unknown, made: T): T {
  const operation = operationOf(answer);
  if (operation && typeof made === 'object' && made !== null) operations.set(made, operation);
  return made;
}

/** The message to show for a failed action: the server's message, or the error's own. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
