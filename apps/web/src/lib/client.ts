import { calls, genericCallsOf } from '@mise/contracts/calls';
import type { TResourceDef } from '@mise/contracts/common/resource';
import type { TResourceCalls, TResourceCallsOf } from '@mise/contracts/common/resource-calls';
import { RESOURCES } from '@mise/contracts/resource-lookup';
import { type TCall, type TCallAnswer, callPath } from '@mise/contracts/common/call';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { type TQuery, apiRequest } from './api-client';

type TOut<S> = S extends z.ZodType ? z.output<S> : never;

/** A call's input: its path parameters by name, `query` (objects are sent as JSON, as `filter=` is) and `body`. */
export type TCallInput<C extends TCall> = (C['params'] extends z.ZodType ? TOut<C['params']> : unknown) &
  (C['query'] extends z.ZodType ? { query?: { [K in keyof TOut<C['query']>]?: TQuery[string] } } : unknown) &
  (C['body'] extends z.ZodType
    ? undefined extends z.input<C['body']>
      ? { body?: z.input<C['body']> }
      : { body: z.input<C['body']> }
    : unknown) & {
    signal?: AbortSignal;
    /** The write's `Idempotency-Key`: the same for a repeat of one user action; a fresh one when unset. */
    idempotencyKey?: string;
  };

/** The input may be left out when nothing in it is required. */
type TInputArgs<C extends TCall> = object extends TCallInput<C> ? [input?: TCallInput<C>] : [input: TCallInput<C>];

/** A call's query options: its key and the function that sends it (`useQuery(client.city.details.options({ id }))`). */
export type TCallOptions<C extends TCall> = {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<TCallAnswer<C>>;
};

/** A call made callable: `client.city.details({ id })`, with its query key and query options beside it. */
export type TCallFn<C extends TCall> = {
  (...input: TInputArgs<C>): Promise<TCallAnswer<C>>;
  /**
   * The call's query key (see keyOf); with part of the input, the prefix of every entry of the call that matches it.
   * @example
   * client.city.details.key({ id: 12 }) // ['destinations', 'detail', 12, 'GET /destinations/:id/details']
   */
  key(input?: Partial<TCallInput<C>>): QueryKey;
  /** `useQuery(client.city.details.options({ id }))` */
  options(...input: TInputArgs<C>): TCallOptions<C>;
  readonly call: C;
};

type TClient<T> = T extends TCall
  ? TCallFn<T>
  : T extends readonly (infer E)[]
    ? TClient<E>[]
    : T extends object
      ? { [K in keyof T]: TClient<T[K]> }
      : T;

const isCall = (value: unknown): value is TCall =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answer' in value;

const paramNames = (call: TCall) => (call.path.match(/:\w+/g) ?? []).map((name) => name.slice(1));

function paramsOf(call: TCall, input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(paramNames(call).map((name) => [name, input[name]]));
}

/**
 * The first segment of a path, lower-cased: the model whose changes refresh a call's answers
 * ('/Establishments/filter' → 'establishments', as `resourceKeys('establishments')` names it).
 */
export const keyRoot = (path: string): string => path.replace(/^\/+/, '').split('/')[0].toLowerCase();

/** An id as keys hold it: numeric text as a number, so '12' from the URL and 12 from a row name one entry. */
export const keyId = (id: unknown): unknown => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id);

/**
 * The query key of a call, from the call and its input, from the widest to the narrowest: the model (`keyRoot`), then for
 * a path with `:id` 'detail' and the id, then the call itself ('GET /destinations/:id/details'), its other parameters
 * and its query. So invalidating `[model]` refreshes every call of the model, and `[model, 'detail', id]` one item with
 * all its tabs. Without an id a path with `:id` stops at `[model, 'detail']`, every item's prefix.
 * @example
 * keyOf(relatedCall, { id: '12', relation: 'cuisines', query: { filter } })
 * // ['destinations', 'detail', 12, 'GET /destinations/:id/:relation', { relation: 'cuisines' }, { filter }]
 */
function keyOf(call: TCall, input: Record<string, unknown> = {}): QueryKey {
  const names = paramNames(call);
  const root = keyRoot(call.path);
  if (names.includes('id') && input.id === undefined) return [root, 'detail'];
  const detail = names.includes('id') ? ['detail', keyId(input.id)] : [];
  const others = names.filter((name) => name !== 'id' && input[name] !== undefined);
  const params = Object.fromEntries(others.map((name) => [name, keyId(input[name])]));
  return [
    root,
    ...detail,
    `${call.method} ${call.path}`,
    ...(others.length > 0 ? [params] : []),
    ...(input.query !== undefined ? [input.query] : []),
  ];
}

function callable<C extends TCall>(call: C): TCallFn<C> {
  const send = async (...args: TInputArgs<C>): Promise<TCallAnswer<C>> => {
    const values = (args[0] ?? {}) as Record<string, unknown>;
    const answer = await apiRequest(call.method, callPath(call, paramsOf(call, values)), {
      query: values.query as TQuery | undefined,
      body: values.body,
      signal: values.signal as AbortSignal | undefined,
      idempotencyKey: values.idempotencyKey as string | undefined,
    });
    // The one place an answer gets its type: the call's declared answer, which the server is held to (its answers are
    // checked against the same schema under test, and the fake API checks every answer the page tests receive).
    return answer as TCallAnswer<C>;
  };
  const key = (input?: Partial<TCallInput<C>>) => keyOf(call, input as Record<string, unknown> | undefined);
  return Object.assign(send, {
    key,
    options: (...args: TInputArgs<C>): TCallOptions<C> => ({
      queryKey: key(args[0]),
      queryFn: ({ signal }) => send(...([{ ...args[0], signal }] as TInputArgs<C>)),
    }),
    call,
  });
}

function clientOf<T>(table: T): TClient<T> {
  if (isCall(table)) return callable(table) as TClient<T>;
  if (Array.isArray(table)) return table.map((item: unknown) => clientOf(item)) as TClient<T>;
  if (typeof table === 'object' && table !== null)
    return Object.fromEntries(Object.entries(table).map(([name, value]) => [name, clientOf(value)])) as TClient<T>;
  return table as TClient<T>;
}

/**
 * The console's one way to call the API, made from the contracts' table of calls: paths, inputs and answers are typed
 * by the call's declaration, and every query's key is the key of the call it runs (`options`, `key`). The cache holds
 * the call's answer as it came: a query that reshapes it does so in `select`, so two queries of one call share it.
 * @example
 * const city = await client.city.details({ id: 12 });
 * useQuery(client.city.list.options({ query: { filter: { order: 'name ASC', limit: 20 } } }));
 */
export const client = clientOf(calls);

const byResource = new WeakMap<TResourceDef, TClient<TResourceCalls>>();

/**
 * The generic calls of a resource, for the kit, which serves every area from its declaration: list, count, item,
 * create, patch, delete, publish, relations and picture lists, typed by the declaration (`TResourceCallsOf<D>`).
 * @example
 * const rows = await resourceClient(area.resource).list({ query: { filter }, signal });
 */
export function resourceClient<D extends TResourceDef>(resource: D): TClient<TResourceCallsOf<D>> {
  const made = byResource.get(resource) ?? clientOf(genericCallsOf(resource));
  byResource.set(resource, made);
  // The table of calls keeps each resource's calls as `resourceCalls(resource)` made them, so typed by its declaration;
  // the cache, shared by all resources, cannot say which.
  return made as TClient<TResourceCallsOf<D>>;
}

/** The resource with this wire model name ('Establishment') or path ('establishments'). */
export function resourceNamed(name: string): TResourceDef {
  const lower = name.toLowerCase();
  const found = Object.values(RESOURCES).find((r) => r.model.toLowerCase() === lower || r.path.toLowerCase() === lower);
  if (!found) throw new Error(`No resource is called "${name}"`);
  return found;
}

/** The generic calls of the resource with this wire model name ('Establishment') or path ('establishments'). */
export function resourceClientFor(name: string): TClient<TResourceCalls> {
  return resourceClient(resourceNamed(name));
}

/** The relation calls of the resource at `path`; a resource without relations has none to call. */
export function relationClientFor(path: string) {
  const { relations } = resourceClientFor(path);
  if (!relations) throw new Error(`${path} has no relations`);
  return relations;
}
