import type { FastifyInstance } from 'fastify';
import { genericCallsOf } from '@mise/contracts/calls';
import { badRequest } from '../lib/http-error';
import { itemInOneRead } from './item-statement';
import { type TFilter, parseFilter, parseWhere } from './filter';
import { answeredFromTag, versionsReadFor } from './list-etag';
import { countRows, listRows, nearStart } from './list';
import { recordHistory } from './history';
import { modelFields } from './fields';
import { planSearch } from './search-plan';
import { planMatching } from './matching';
import type { TModel } from './model';
import { expectedUpdated } from './owner-version';
import { relationTarget } from './registry';
import { decorateRows, joinedIncludes, relatedRows, requireRelation, withIncludeKeys } from './relation-query';
import { registerRelationCreates } from './relation-create';
import { requireById } from './write';
import { rowNotFound } from './rows';
import { serviceOf } from './write-service';
import { ownedCounts } from './owned';
import { serve } from './serve';
import { inArray, sql } from 'drizzle-orm';

/**
 * Registers the LoopBack-style REST routes of one content type under its path.
 * @example
 * app.register(async (api) => registerModelRoutes(api, cityModel), { prefix: '/api' })
 */
export function registerModelRoutes(app: FastifyInstance, model: TModel) {
  const { resource } = model;
  const service = serviceOf(app.db, model);
  const calls = genericCallsOf(resource);
  const actor = (req: { staff: { id: number } | null }) => req.staff;
  // The model's own answer shape, if it has one (eatinerary sections answered with place names).
  const present = async (rows: Record<string, unknown>[]) => (model.present ? model.present(app.db, rows) : rows);
  const presentOne = async (row: Record<string, unknown>) => (await present([row]))[0];
  // The filter as the tag check read it (keyed by the request's query), so the list does not parse it again.
  const parsedFilters = new WeakMap<object, TFilter>();
  const listFilter = (query: { filter?: string }) => {
    const known = parsedFilters.get(query);
    if (known) return known;
    const parsed = withIncludeKeys(model, parseFilter(query.filter));
    parsedFilters.set(query, parsed);
    return parsed;
  };
  const listAnswer = async (req: { query: { filter?: string } }) => {
    const parsed = listFilter(req.query);
    const search = await planSearch({ db: app.db, versions: versionsReadFor(req) }, modelFields(model), parsed.where);
    const filter = { ...parsed, where: search.where };
    // A page near the start reads its rows' belongsTo includes in its own statement; the rest are added after it.
    const { joins, rest } = nearStart(filter) ? joinedIncludes(model, filter) : { joins: [], rest: filter };
    const rows = await listRows(app.db, { model, filter, joins, extra: search.extra, firstOrder: search.order });
    return present(await decorateRows(app.db, { model, rows, filter: rest }));
  };
  serve(app, calls.list, {
    route: {
      // A repeated list whose tables have not changed since answers 304 without running it (list-etag.ts).
      preHandler: async (request, reply) => {
        // The query schema has run: `filter` is the text the call declares.
        const filter = listFilter(request.query as { filter?: string });
        await answeredFromTag(app.database, { request, reply, model, filter });
      },
    },
    handler: async (req) => listAnswer(req),
  });

  serve(app, calls.count, {
    // The console asks for the count beside every list page: the same tag rule (list-etag.ts).
    route: {
      preHandler: async (request, reply) =>
        void (await answeredFromTag(app.database, { request, reply, model, filter: {} })),
    },
    handler: async (req) => ({
      count: await (
        await planMatching({ db: app.db, versions: versionsReadFor(req) }, model, parseWhere(req.query.where))
      ).count(),
    }),
  });

  serve(app, calls.owned, async (req) => {
    await requireById(app.db, model, req.params.id);
    return ownedCounts(app.db, { model, id: req.params.id });
  });

  serve(app, calls.history, async (req) =>
    recordHistory(app.db, {
      model,
      id: req.params.id,
      before: req.query.before,
      limit: req.query.limit,
      field: req.query.field,
    }),
  );

  /** An item whose includes one statement cannot read (a scope's `where`, nested includes): the row and its includes in waves. */
  const itemInWaves = async (id: number, filter: TFilter) => {
    const read = requireById(app.db, model, id);
    // The includes that need only the id are read beside the row (one round trip); a 404 of the row wins over them.
    const decorating = decorateRows(app.db, {
      model,
      rows: read.then((row) => [row]),
      ids: [id],
      filter: { include: filter.include, includeCount: filter.includeCount },
    });
    const [, rows] = await Promise.all([read, decorating]);
    return rows;
  };

  serve(app, calls.item, async (req) => {
    const filter = parseFilter(req.query.filter);
    const whole = await itemInOneRead(app.db, { model, id: req.params.id, filter });
    if (whole === null) throw rowNotFound(model, req.params.id);
    const decoratedRows = whole ? [whole] : await itemInWaves(req.params.id, filter);
    const [decorated] = await present(decoratedRows);
    if (!filter.fields) return decorated;
    return Object.fromEntries(
      Object.entries(decorated).filter(
        ([k]) =>
          filter.fields?.includes(k) || k === 'id' || k === 'counts' || filter.include?.some((i) => i.relation === k),
      ),
    );
  });

  // An area's routes.ts may answer the create itself (tag categories also take a list); it was registered first.
  if (!app.hasRoute({ method: 'POST', url: `${app.prefix}${calls.create.path}` })) {
    serve(app, calls.create, async (req) => {
      const row = await service.create({ values: req.body as Record<string, unknown>, actor: actor(req) });
      return presentOne(row);
    });
  }

  serve(app, calls.patch, async (req) => {
    const { updated: _ignored, ...values } = req.body as Record<string, unknown>;
    const expected = expectedUpdated(req.body as Record<string, unknown>, req.headers['if-match']);
    if (Object.keys(values).length === 0) throw badRequest('Nothing to change: the body names no field');
    return presentOne(await service.patch({ id: req.params.id, values, actor: actor(req), expectedUpdated: expected }));
  });

  // An area may answer the delete itself, registered first (home sections remove a hero entry's video file after it).
  if (!app.hasRoute({ method: 'DELETE', url: `${app.prefix}${calls.delete.path}` })) {
    serve(app, calls.delete, async (req) =>
      service.remove({ id: req.params.id, actor: actor(req), withOwned: req.query.withOwned === true }),
    );
  }

  if (calls.publish) {
    serve(app, calls.publish, async (req) => {
      const publish = req.body?.publish ?? req.query.publish;
      if (publish === undefined) throw badRequest('publish: say true or false, in the body or the query');
      return presentOne(await service.publish({ id: req.params.id, publish, actor: actor(req) }));
    });
  }

  const { relations } = calls;
  if (!relations) return;
  registerRelationCreates(app, { model, calls: calls.createThrough });

  serve(app, relations.related, async (req) => {
    const [, relation] = requireRelation(model, req.params.relation);
    await requireById(app.db, model, req.params.id);
    const filter = parseFilter(req.query.filter);
    const rows = (
      await relatedRows(app.db, { relation, parentIds: [req.params.id], scope: filter, path: 'filter' })
    ).map(({ __parent, ...rest }) => rest);
    const target = relationTarget(relation);
    const decorated = await decorateRows(app.db, {
      model: target,
      rows,
      filter: { include: filter.include, includeCount: filter.includeCount },
    });
    return relation.kind === 'belongsTo' ? (decorated[0] ?? null) : decorated;
  });

  serve(app, relations.relatedCount, async (req) => {
    const [name, relation] = requireRelation(model, req.params.relation);
    if (relation.kind === 'belongsTo') throw badRequest(`${name} links to one item; there is nothing to count`);
    await requireById(app.db, model, req.params.id);
    const target = relationTarget(relation);
    const where = parseWhere(req.query.where);
    const ids =
      relation.kind === 'hasMany'
        ? undefined
        : sql`${target.id} in (select ${relation.targetKey} from ${relation.through} where ${relation.sourceKey} = ${req.params.id})`;
    const link = relation.kind === 'hasMany' ? inArray(relation.foreignKey, [req.params.id]) : ids;
    return { count: await countRows(app.db, { model: target, where, extra: link }) };
  });

  serve(app, relations.unrelate, async (req) => {
    const [name, relation] = requireRelation(model, req.params.relation);
    const { id: parentId, relatedId } = req.params;
    const expected = expectedUpdated(req.body, req.headers['if-match']);
    return service.unrelate({
      name,
      relation,
      parentId,
      relatedId,
      actor: actor(req),
      expectedUpdated: expected,
    });
  });

  serve(app, relations.changeOrder, async (req) => {
    const [name, relation] = requireRelation(model, req.params.relation);
    const { id: parentId, itemId } = req.params;
    const expected = expectedUpdated(req.body, req.headers['if-match']);
    return service.reorder({
      name,
      relation,
      parentId,
      itemId,
      order: req.body.order,
      actor: actor(req),
      expectedUpdated: expected,
    });
  });
}
