import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import { compiledAnswer, isZod } from './compiled-answer';
import type { TCall, TCallBody, TCallParams, TCallQuery, TServedAnswer } from '@mise/contracts/common/call';

/** The request a call's handler gets: params, query and body as its schemas output them. */
export type TServeRequest<C extends TCall> = FastifyRequest<{
  Params: TCallParams<C>;
  Querystring: TCallQuery<C>;
  Body: TCallBody<C>;
}>;

/** A handler answers what the call declares; a `raw` call (bytes, a stream) may answer through `reply` instead. */
type THandler<C extends TCall> = (
  req: TServeRequest<C>,
  reply: FastifyReply,
) => Promise<C['raw'] extends true ? TServedAnswer<C> | FastifyReply : TServedAnswer<C>>;

/**
 * Route options beside the call's own: a larger body limit, a check before the body is read, one before the handler
 * (a list's 304), route config; `hidden`
 * keeps the route out of /api/docs (health checks).
 */
type TRouteExtras = Pick<RouteShorthandOptions, 'bodyLimit' | 'onRequest' | 'preHandler' | 'config'> & {
  hidden?: true;
};

type TServing<C extends TCall> = THandler<C> | { handler: THandler<C>; route: TRouteExtras };

/** The call a route was registered for (route-walk checks every route has one). */
declare module 'fastify' {
  interface FastifyContextConfig {
    call?: TCall;
  }
}

/**
 * A declared answer is written by fast-json-stringify compiled from its schema; the compiled writer keeps what the schema
 * does not list (included relations, `counts`, what `present` adds). Error answers stay JSON (one builder writes them
 * all; a writer that refused one would turn a 4xx into a 500).
 */
const compiled: Pick<RouteShorthandOptions, 'serializerCompiler'> = {
  serializerCompiler: ({ schema, httpStatus }) =>
    (httpStatus ?? '200').startsWith('2') && isZod(schema)
      ? compiledAnswer(schema)
      : (data: unknown) => JSON.stringify(data),
};

function schemaOf(call: TCall, hidden: boolean): FastifySchema {
  const schema: FastifySchema = { tags: [call.tag], response: { [call.status ?? 200]: call.answer } };
  if (hidden) schema.hide = true;
  if (call.params) schema.params = call.params;
  if (call.query) schema.querystring = call.query;
  if (call.body) schema.body = call.body;
  return schema;
}

/**
 * Registers the route of a declared call: its method, path and schemas come from the contract, and the handler's answer
 * is typed by it. Answers are written by a serializer compiled from the declaration (`compiled`, or zod's own for a
 * `shaped` call), and the test app checks each against it.
 * @example
 * serve(app, calls.city.details, async (req) => cityDetails(app.db, req.params.id));
 */
export function serve<C extends TCall>(app: FastifyInstance, call: C, serving: TServing<C>): void {
  const { handler, route } = typeof serving === 'function' ? { handler: serving, route: {} as TRouteExtras } : serving;
  const { hidden, ...options } = route;
  app.route({
    ...(call.shaped ? {} : compiled),
    ...options,
    method: call.method,
    url: call.path,
    schema: schemaOf(call, hidden === true),
    config: { ...options.config, call },
    // Fastify's own generics cannot follow a call chosen at run time; TServeRequest states what the schemas give.
    handler: handler as unknown as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
