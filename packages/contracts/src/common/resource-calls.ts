import { z } from 'zod';
import { defineCall } from './call';
import { zId } from './fields';
import { PICTURE_LIST_SEGMENTS, type TPictureListSegment, ZAddPictureBody, ZCaptionBody } from './media';
import { ZPictureList } from './picture';
import type { TResourceDef } from './resource';
import { typeOfModel } from '../registry';
import { type TResourceLookup, ZCountAnswer, ZMoveAnswer, ZUnrelateAnswer, resourceAnswers } from './answers';

/** `filter=` as LoopBack takes it: JSON text (the server parses and checks it against the resource). */
export const ZFilterQuery = z.looseObject({ filter: z.string().max(20_000).optional() });
/** `where=` as JSON text. */
export const ZWhereQuery = z.looseObject({ where: z.string().max(20_000).optional() });
export const ZIdParams = z.object({ id: zId });
export const ZRelationParams = z.object({ id: zId, relation: z.string().max(100) });
const ZOwnerGuard = z
  .unknown()
  .optional()
  .describe("The owner's `updated` the change was based on; 409 if it changed since");
/** The owner's `updated` a list write was based on (the server refuses a number). */
const ZListGuard = z.looseObject({ updated: ZOwnerGuard });
const ZBoolish = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** A resource's calls are grouped in /api/docs under the staff's name for it ('city'), as the registry keys it. */
const tagOf = (resource: TResourceDef) => typeOfModel(resource.model)?.name ?? resource.model;

/** Which picture lists a resource keeps: those whose column its record has. */
function pictureSegmentsOf(resource: TResourceDef): TPictureListSegment[] {
  const fields = resource.record.shape;
  return (Object.keys(PICTURE_LIST_SEGMENTS) as TPictureListSegment[]).filter(
    (segment) => PICTURE_LIST_SEGMENTS[segment] in fields,
  );
}

/** The picture-list calls of one list (`segment`) of a resource: add, caption, delete; each answers the list. */
function pictureCalls(resource: TResourceDef, segment: TPictureListSegment) {
  const base = `/${resource.path}/:id/${segment}`;
  const tag = tagOf(resource);
  const answer = ZPictureList.describe('The picture list after the change');
  const item = ZIdParams.extend({ pictureId: z.string().min(1).max(64) });
  return {
    add: defineCall({ method: 'POST', path: base, tag, params: ZIdParams, body: ZAddPictureBody, answer }),
    caption: defineCall({ method: 'PUT', path: `${base}/:pictureId`, tag, params: item, body: ZCaptionBody, answer }),
    remove: defineCall({ method: 'DELETE', path: `${base}/:pictureId`, tag, params: item, answer }),
  };
}

/** The add, caption and delete calls of one picture list. */
export type TPictureCalls = ReturnType<typeof pictureCalls>;

/** `POST {path}/{id}/{relation}` for each to-many relation declared `createdVia` (a city's landmarks), by relation. */
function relationCreateCalls(resource: TResourceDef, lookup: TResourceLookup) {
  const calls = Object.entries(resource.relations ?? {}).flatMap(([name, decl]) => {
    if ('derived' in decl || !decl.createdVia) return [];
    const target = lookup(decl.target);
    const create = target.create as z.ZodObject;
    const own = create.shape[decl.createdVia] as z.ZodType | undefined;
    const body = own ? create.extend({ [decl.createdVia]: own.optional() }) : create;
    const answer = resourceAnswers(target, lookup).row;
    const path = `/${resource.path}/:id/${name}`;
    return [
      [name, defineCall({ method: 'POST', path, tag: tagOf(resource), params: ZIdParams, body, answer })] as const,
    ];
  });
  return Object.fromEntries(calls);
}

/**
 * The generic calls of a resource, made from its declaration: list, count, item, create, patch, delete, publish (with
 * the trait), and with relations their list, count, unlink and reorder, creation through a relation, and the picture
 * lists. An area with its own version of a call declares it beside and spreads it over this.
 * @example
 * const calls = { ...resourceCalls(cityResource, lookup), details: defineCall({ … }) };
 */
export function resourceCalls<D extends TResourceDef>(resource: D, lookup: TResourceLookup) {
  const base = `/${resource.path}`;
  const tag = tagOf(resource);
  const answers = resourceAnswers(resource, lookup);
  const item = `${base}/:id`;
  const ZPatch = resource.update.extend({ updated: z.unknown().optional() });
  const ZPublish = z.looseObject({ publish: ZBoolish.optional() });
  const relationsOf = Object.values(resource.relations ?? {}).filter((decl) => !('derived' in decl));
  const calls = {
    list: defineCall({ method: 'GET', path: base, tag, query: ZFilterQuery, answer: answers.rows }),
    count: defineCall({ method: 'GET', path: `${base}/count`, tag, query: ZWhereQuery, answer: ZCountAnswer }),
    item: defineCall({ method: 'GET', path: item, tag, params: ZIdParams, query: ZFilterQuery, answer: answers.row }),
    create: defineCall({ method: 'POST', path: base, tag, body: resource.create, answer: answers.row }),
    patch: defineCall({ method: 'PATCH', path: item, tag, params: ZIdParams, body: ZPatch, answer: answers.row }),
    delete: defineCall({ method: 'DELETE', path: item, tag, params: ZIdParams, answer: ZCountAnswer }),
  };
  const publish = defineCall({
    method: 'POST',
    path: `${item}/publish`,
    tag,
    params: ZIdParams,
    query: ZPublish,
    body: ZPublish.optional().nullable(),
    answer: answers.row,
  });
  const relation = `${item}/:relation`;
  const relations = {
    related: defineCall({
      method: 'GET',
      path: relation,
      tag,
      params: ZRelationParams,
      query: ZFilterQuery,
      answer: answers.related,
    }),
    relatedCount: defineCall({
      method: 'GET',
      path: `${relation}/count`,
      tag,
      params: ZRelationParams,
      query: ZWhereQuery,
      answer: ZCountAnswer,
    }),
    unrelate: defineCall({
      method: 'DELETE',
      path: `${relation}/rel/:relatedId`,
      tag,
      params: ZRelationParams.extend({ relatedId: zId }),
      body: ZListGuard.optional().nullable(),
      answer: ZUnrelateAnswer,
    }),
    changeOrder: defineCall({
      method: 'PATCH',
      path: `${relation}/:itemId/change-order`,
      tag,
      params: ZRelationParams.extend({ itemId: zId }),
      body: z.strictObject({ order: z.coerce.number().int().min(1).max(100_000), updated: ZOwnerGuard }),
      answer: ZMoveAnswer,
    }),
  };
  const pictures = Object.fromEntries(
    pictureSegmentsOf(resource).map((segment) => [segment, pictureCalls(resource, segment)]),
  ) as Partial<Record<TPictureListSegment, TPictureCalls>>;
  return {
    ...calls,
    /** With the publish trait. */
    publish: resource.traits.publish ? publish : undefined,
    /** With any relation (derived includes are no relation). */
    relations: relationsOf.length > 0 ? relations : undefined,
    createThrough: relationCreateCalls(resource, lookup),
    pictures,
  };
}

export type TResourceCalls<D extends TResourceDef = TResourceDef> = ReturnType<typeof resourceCalls<D>>;
