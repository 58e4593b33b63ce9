import { calls, genericCallsOf } from '@mise/contracts/calls';
import type { TResourceDef } from '@mise/contracts/common/resource';
import type { TResourceCalls } from '@mise/contracts/common/resource-calls';
import { RESOURCES } from '@mise/contracts/resource-lookup';
import { type TCall, type TCallAnswer, callPath } from '@mise/contracts/common/call';
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

/** A call made callable: `client.city.details({ id })`, with its query key and query options beside it. */
export type TCallFn<C extends TCall> = {
  (...input: TInputArgs<C>): Promise<TCallAnswer<C>>;
  /** The call's query key: the same call with the same parameters and query shares one cache entry. */
  key(input?: Partial<TCallInput<C>>): readonly unknown[];
  /** `useQuery(client.city.details.options({ id }))` */
  options(...input: TInputArgs<C>): {
    queryKey: readonly unknown[];
    queryFn: (context: { signal: AbortSignal }) => Promise<TCallAnswer<C>>;
  };
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

function paramsOf(call: TCall, input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries((call.path.match(/:\w+/g) ?? []).map((name) => [name.slice(1), input[name.slice(1)]]));
}

/** The query key of a call: its path pattern, then its parameters and query (what makes two answers differ). */
function keyOf(call: TCall, input: Record<string, unknown> = {}): readonly unknown[] {
  const params = paramsOf(call, input);
  const named = Object.values(params).some((v) => v !== undefined);
  return [call.path, ...(named ? [params] : []), ...(input.query !== undefined ? [input.query] : [])];
}

function callable<C extends TCall>(call: C): TCallFn<C> {
  const send = (...args: TInputArgs<C>) => {
    const values = (args[0] ?? {}) as Record<string, unknown>;
    return apiRequest<TCallAnswer<C>>(call.method, callPath(call, paramsOf(call, values)), {
      query: values.query as TQuery | undefined,
      body: values.body,
      signal: values.signal as AbortSignal | undefined,
      idempotencyKey: values.idempotencyKey as string | undefined,
    });
  };
  const key = (input?: Partial<TCallInput<C>>) => keyOf(call, input as Record<string, unknown> | undefined);
  return Object.assign(send, {
    key,
    options: (...args: TInputArgs<C>) => ({
      queryKey: key(args[0]),
      queryFn: ({ signal }: { signal: AbortSignal }) => send(...([{ ...args[0], signal }] as TInputArgs<C>)),
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
 * by the call's declaration.
 * @example
 * const city = await client.city.details({ id: 12 });
 * useQuery(client.city.list.options({ query: { filter: { order: 'name ASC', limit: 20 } } }));
 */
export const client = clientOf(calls);

const byResource = new WeakMap<TResourceDef, TClient<TResourceCalls>>();

/**
 * The generic calls of a resource, for the kit, which serves every area from its declaration: list, count, item,
 * create, patch, delete, publish, relations and picture lists.
 * @example
 * const rows = await resourceClient(area.resource).list({ query: { filter }, signal });
 */
export function resourceClient(resource: TResourceDef): TClient<TResourceCalls> {
  const known = byResource.get(resource);
  if (known) return known;
  const made = clientOf(genericCallsOf(resource));
  byResource.set(resource, made);
  return made;
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
