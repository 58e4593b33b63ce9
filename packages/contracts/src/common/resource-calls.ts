import { z } from 'zod';
import { defineCall } from './call';
import { zId } from './fields';
import { PICTURE_LIST_SEGMENTS, type TPictureListSegment, ZAddPictureBody, ZCaptionBody } from './media';
import { ZPictureList } from './picture';
import { ZHistoryPage, ZHistoryQuery } from './history';
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
/** A delete's options: `withOwned` trashes the records it owns with it, as one operation (a city's places). */
export const ZDeleteQuery = z.looseObject({
  withOwned: ZBoolish.optional().describe(
    'Also move the records it owns to the trash (a city: its places, landmarks, explore lists, eatineraries)',
  ),
});
/** How many live records of each owned type a record has (registry names: 'place'), the types with none left out. */
export const ZOwnedAnswer = z.array(z.object({ type: z.string(), count: z.number().int() }));

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

/** A part a resource's calls have when `Has` is true, lack when false; for an unnamed resource (boolean) either. */
type TPresent<Has extends boolean, T> = Has extends true ? T : undefined;

/**
 * Whether D has the publish trait. The trait is not kept in D's type (`TResourceTraits`), but its field is: a resource
 * has the trait exactly when its record has `isPublished` (resource-calls.test.ts holds the two together). Distributive
 * (as THasRelations), so that a union of resources (`calls.ts` builds the table from one) answers member by member.
 */
type THasPublish<D extends TResourceDef> = D extends TResourceDef
  ? string extends keyof z.output<D['record']>
    ? boolean
    : 'isPublished' extends keyof z.output<D['record']>
      ? true
      : false
  : never;

type TRelationsOf<D extends TResourceDef> = NonNullable<D['relations']>;
/** The relations of D that are links to rows (derived includes are no relation). */
type TLinkNames<D extends TResourceDef> = {
  [K in keyof TRelationsOf<D>]: TRelationsOf<D>[K] extends { derived: unknown } ? never : K;
}[keyof TRelationsOf<D>];
/** Whether D declares a relation: `Record<string, never>` is a declaration without any; a string-keyed one is unnamed. */
type THasRelations<D extends TResourceDef> = D extends TResourceDef
  ? string extends keyof TRelationsOf<D>
    ? [TRelationsOf<D>[string]] extends [never]
      ? false
      : boolean
    : [TLinkNames<D>] extends [never]
      ? false
      : true
  : never;

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
    delete: defineCall({
      method: 'DELETE',
      path: item,
      tag,
      params: ZIdParams,
      query: ZDeleteQuery,
      answer: ZCountAnswer,
    }),
    /** What deleting the record could trash with it (`ownedOf`): live records of each owned type. */
    owned: defineCall({ method: 'GET', path: `${item}/owned`, tag, params: ZIdParams, answer: ZOwnedAnswer }),
    /** The record's history from the change ledger, newest first (issue 32). */
    history: defineCall({
      method: 'GET',
      path: `${item}/history`,
      tag,
      params: ZIdParams,
      query: ZHistoryQuery,
      answer: ZHistoryPage,
    }),
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
  // Typed by the declaration (see THasPublish, THasRelations): the runtime reads the same declaration.
  return {
    ...calls,
    /** With the publish trait. */
    publish: (resource.traits.publish ? publish : undefined) as TPresent<THasPublish<D>, typeof publish>,
    /** With any relation (derived includes are no relation). */
    relations: (relationsOf.length > 0 ? relations : undefined) as TPresent<THasRelations<D>, typeof relations>,
    createThrough: relationCreateCalls(resource, lookup),
    pictures,
  };
}

/** The generic calls of D, typed by its declaration; for a D still generic (the web kit's hooks) use this one. */
export type TResourceCallsOf<D extends TResourceDef> = ReturnType<typeof resourceCalls<D>>;

/**
 * The generic calls of D (of any resource, unnamed). Distributive, so that one resource's calls are compared with the
 * generic ones member by member: as two instantiations of one alias TypeScript would judge them by their type arguments,
 * whose variance it cannot measure through the conditional parts (publish, relations), and would refuse
 * `genericCallsOf`'s answer. For a generic D it stays unresolved: `TResourceCallsOf<D>` then.
 */
export type TResourceCalls<D extends TResourceDef = TResourceDef> = D extends TResourceDef
  ? TResourceCallsOf<D>
  : never;
