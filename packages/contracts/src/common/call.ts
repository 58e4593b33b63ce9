import type { z } from 'zod';
import type { TWire } from './wire';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, declared once: the server registers its route from it (`serve`), the web calls it through the client
 * made from it, and /api/docs shows it. Schemas are zod; `answer` is the success answer, dates as `Date` on the server
 * and ISO text on the wire (`TCallAnswer`).
 */
export type TCall = {
  method: THttpMethod;
  /** Under `/api`, in Fastify's form: '/destinations/:id/details'. */
  path: string;
  /** The OpenAPI tag: the model's wire name or the group of calls ('appmodels', 'Pictures'). */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer. */
  answer: z.ZodType;
  /** The success status (200 unless said). */
  status?: 200 | 204;
  /** The answer is bytes or text the handler sends itself (an image, a CSV stream); `answer` documents it. */
  raw?: true;
  /** The answer is written through its schema, which drops any field it does not name (sign-in and account answers). */
  shaped?: true;
};

/**
 * Declares one call.
 * @example
 * export const cityDetails = defineCall({ method: 'GET', path: '/destinations/:id/details', tag: 'Destination',
 *   params: ZIdParams, answer: ZCityDetails });
 */
export function defineCall<const C extends TCall>(call: C): C {
  return call;
}

type TOut<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler returns for the call: the answer before it is written as JSON (dates as Date). */
export type TServedAnswer<C extends TCall> = z.input<C['answer']>;
/** What a client receives: the answer as JSON carries it (dates as ISO text). */
export type TCallAnswer<C extends TCall> = TWire<z.output<C['answer']>>;
/** The path parameters as the server reads them (coerced). */
export type TCallParams<C extends TCall> = TOut<C['params']>;
export type TCallQuery<C extends TCall> = TOut<C['query']>;
export type TCallBody<C extends TCall> = TOut<C['body']>;

/**
 * The path with its parameters filled in, each encoded.
 * @example
 * callPath({ path: '/destinations/:id/details' }, { id: 12 }) // '/destinations/12/details'
 */
export function callPath(call: Pick<TCall, 'path'>, params: Record<string, unknown> = {}): string {
  return call.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${call.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
