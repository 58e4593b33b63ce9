import type { TCall, TServedAnswer } from '@mise/contracts/common/call';
import { ZErrorAnswer } from '@mise/contracts/common/error-answer';
import type { z } from 'zod';
import { FakeError, type TStoreInput, storeAnswer } from './fake-store-answer';
import { STORE_CALLS, type TFakeData, type TFakeRow, type TFakeStoreName } from './fake-store';
import { NAMES, routeOf } from './fake-routes';
import { sampleOf } from './fake-values';

export { FakeError } from './fake-store-answer';
export type { TFakeData, TFakeRow, TFakeStoreName } from './fake-store';

/** One request the console sent, as the fake understood it. */
export type TFakeRequest = {
  method: string;
  /** Under /api, as sent ('/destinations/12/details'). */
  path: string;
  /** The path's parameters as sent ('12' for `:id`). */
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body as sent, or undefined. */
  body: unknown;
  call: TCall;
  /** The call's place in the table ('calls.city.details'). */
  name: string;
};

/** A test's answer to a call, in the server's form (dates as Date); a FakeError answers with that error. */
export type TFakeAnswer = (request: TFakeRequest) => unknown;

export type TFakeApiOptions = {
  /** The rows of each store, in the server's form; the fake keeps its own copies. */
  data?: TFakeData;
  /** Answers for calls the store does not serve (or to override it), keyed by the call: `[[calls.app.summary, () => …]]`. */
  answers?: Iterable<readonly [TCall, TFakeAnswer]>;
};

export type TFakeApi = {
  /** The `fetch` to stub: `vi.stubGlobal('fetch', api.fetch)`. */
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  requests: TFakeRequest[];
  requestsTo: (call: TCall) => TFakeRequest[];
  /** The store's rows now (after the writes the console made). */
  rows: (store: TFakeStoreName) => TFakeRow[];
  /** What the fake could not serve honestly: an unknown route, an answer off its schema, a call it cannot sample. */
  problems: string[];
  /** Throws with every problem met, so a test that swallowed one in the UI still fails. */
  verify: () => void;
};

const ERROR_NAMES: Record<number, string> = {
  400: 'BadRequestError',
  404: 'NotFoundError',
  501: 'NotImplementedError',
};

function json(status: number, value: unknown): Response {
  return new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
}

function errorResponse(error: FakeError): Response {
  const body = {
    error: { statusCode: error.status, name: ERROR_NAMES[error.status] ?? 'Error', message: error.message },
  };
  ZErrorAnswer.parse(body);
  return json(error.status, body);
}

/** Checks one part of the input with the call's schema, as the server does before the handler runs. */
function checked(schema: z.ZodType | undefined, value: unknown, part: string): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  return new FakeError(400, `${part}.${issue.path.join('.')}: ${issue.message}`);
}

function inputOf(call: TCall, request: TFakeRequest): TStoreInput | FakeError {
  const parts = {
    params: checked(call.params, request.params, 'params'),
    query: checked(call.query, request.query, 'querystring'),
    body: checked(call.body, request.body, 'body'),
  };
  const refused = Object.values(parts).find((part) => part instanceof FakeError);
  if (refused) return refused;
  return {
    params: (parts.params ?? {}) as Record<string, unknown>,
    query: (parts.query ?? {}) as Record<string, unknown>,
    body: parts.body,
  };
}

function bodyOf(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string' || init.body === '') return undefined;
  return JSON.parse(init.body);
}

/**
 * A fake of the API made from the contracts' table of calls, for page tests: each request is matched to its declared
 * call, its input checked by the call's schemas (400 with the API's error shape when refused, as on the server), and
 * answered from the test's `answers`, else from an in-memory store of rows for the generic calls (list with limit and
 * skip, count, item, related, create, patch, delete, publish), else with the smallest value the answer's schema takes.
 * Every answer is checked against the call's answer schema before it is written, so the fake cannot drift from the
 * contracts; an unknown route, an answer off its schema or one it cannot make is a `problem` (`verify` throws).
 * @example
 * const api = fakeApi({ data: { quote: [{ id: 1, title: 'Eat well' }] } });
 * vi.stubGlobal('fetch', api.fetch);
 */
export function fakeApi(options: TFakeApiOptions = {}): TFakeApi {
  const stores = new Map<TFakeStoreName, TFakeRow[]>();
  for (const [store, rows] of Object.entries(options.data ?? {}) as [TFakeStoreName, TFakeRow[]][])
    stores.set(
      store,
      rows.map((row) => ({ ...row })),
    );
  const rowsOf = (store: TFakeStoreName) => stores.get(store) ?? stores.set(store, []).get(store) ?? [];
  const answers = new Map(options.answers ?? []);
  const requests: TFakeRequest[] = [];
  const problems: string[] = [];
  // Said at once as well: the console may swallow the failed answer, and the test then fails on what it waits for.
  const note = (message: string) => {
    problems.push(message);
    console.error(message);
  };
  const problem = (message: string) => {
    note(message);
    return new FakeError(501, message);
  };

  function answerOf(request: TFakeRequest): unknown {
    const { call } = request;
    const own = answers.get(call);
    const input = inputOf(call, request);
    if (input instanceof FakeError) return input;
    if (own) return own(request);
    const store = STORE_CALLS.get(call);
    if (store) return storeAnswer(store, rowsOf(store.store), input);
    const sample = sampleOf(call.answer);
    return call.answer.safeParse(sample).success
      ? sample
      : problem(
          `fake-api: cannot make an answer for ${request.name} (${call.method} ${call.path}); pass one in answers`,
        );
  }

  /** The answer written as the server writes it, after the check against the call's answer schema. */
  function respond(request: TFakeRequest, value: unknown): Response {
    if (value instanceof FakeError) {
      if (value.status === 501 && !problems.includes(value.message)) note(value.message);
      return errorResponse(value);
    }
    const { call } = request;
    const result = call.answer.safeParse(value);
    if (!result.success) {
      const issue = result.error.issues[0];
      const message = `fake-api: the answer to ${request.name} is off its schema at ${issue.path.join('.')}: ${issue.message}`;
      note(message);
      throw new Error(message);
    }
    if (call.status === 204) return new Response(null, { status: 204 });
    if (call.raw && typeof value === 'string') return new Response(value, { headers: { 'content-type': 'text/csv' } });
    // A shaped answer is written through its schema, which drops what it does not name (session-calls.ts).
    return json(call.status ?? 200, call.shaped ? result.data : value);
  }

  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    if (init?.signal?.aborted) throw new DOMException('The request was aborted', 'AbortError');
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api(?=\/)/, '');
    const route = url.pathname.startsWith('/api/') ? routeOf(method, path) : undefined;
    if (!route) {
      const message = `fake-api: no declared call answers ${method} ${url.pathname}`;
      note(message);
      return errorResponse(new FakeError(404, message));
    }
    const request: TFakeRequest = {
      method,
      path,
      params: route.params,
      query: Object.fromEntries(url.searchParams),
      body: bodyOf(init),
      call: route.call,
      name: NAMES.get(route.call) ?? `${method} ${route.call.path}`,
    };
    requests.push(request);
    return respond(request, answerOf(request));
  }

  return {
    fetch,
    requests,
    requestsTo: (call) => requests.filter((request) => request.call === call),
    rows: rowsOf,
    problems,
    verify: () => {
      if (problems.length > 0)
        throw new Error(`The fake API met ${problems.length} problem(s):\n${problems.join('\n')}`);
    },
  };
}

/**
 * One typed entry of `answers`: the answer is checked at compile time against what the call's handler returns.
 * @example
 * fakeApi({ answers: [fakeAnswer(calls.app.summary, () => ({ Destination: { total: 3, published: 2 } }))] });
 */
export function fakeAnswer<C extends TCall>(
  call: C,
  answer: (request: TFakeRequest) => TServedAnswer<C> | FakeError,
): readonly [TCall, TFakeAnswer] {
  return [call, answer];
}
