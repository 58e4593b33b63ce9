import { z } from 'zod';
import type { TRelationDecl, TResourceDef } from './resource';

/**
 * The answer shapes by name: the OpenAPI document lists each once under components and refers to it ($ref), so a model
 * related from ten others is described once (the server hands this registry to its swagger transforms).
 */
export const answerRegistry = z.registry<{ id: string; description?: string }>();

export const ZCountAnswer = z.object({ count: z.number().int() });
// A Date in the handler, ISO date-time text on the wire (the document shows the wire form).
// Absent when the owner keeps no `updated`.
const ZOwnerUpdated = z
  .date()
  .optional()
  .describe("The owner's new `updated`: send it with the owner's next change (absent when it keeps none)");
export const ZOrderAnswer = z.object({
  ids: z.array(z.number().int()).describe('The related ids in their new order'),
  updated: ZOwnerUpdated,
});
/** What moving one related item answers: the item and the owner's new `updated` (the others keep their positions). */
export const ZMoveAnswer = z.object({
  id: z.number().int().describe('The moved item'),
  updated: ZOwnerUpdated,
});
export const ZUnrelateAnswer = z.object({ count: z.number().int(), updated: ZOwnerUpdated });

/** Finds a resource by its wire model name ('Establishment'); the table of calls knows them all. */
export type TResourceLookup = (model: string) => TResourceDef;

const rowSchemas = new WeakMap<TResourceDef, z.ZodObject>();

/** A resource's row as answered: every record field (a `fields` filter may leave some out), plus what the server adds. */
function rowOf(resource: TResourceDef): z.ZodObject {
  const known = rowSchemas.get(resource);
  if (known) return known;
  // Every field may be left out by a `fields` filter but the id, which every answered row carries.
  const partial = resource.record.partial();
  const id = resource.record.shape.id as z.ZodType | undefined;
  const row = (id ? partial.extend({ id }) : partial).loose();
  answerRegistry.add(row, {
    id: `${resource.model}Row`,
    description: `A ${resource.model} row; fields a \`fields\` filter left out are missing`,
  });
  rowSchemas.set(resource, row);
  return row;
}

const ZCounts = z.record(z.string(), z.number().int()).describe('With includeCount: the size of each to-many relation');

/**
 * A row of a resource as its generic calls answer it: its id, any of its record's fields (a `fields` filter may leave
 * some out), and what includes add.
 */
export type TAnswerRow<D extends TResourceDef = TResourceDef> = { id: number } & Partial<z.output<D['record']>> &
  Record<string, unknown>;

/**
 * The answer shapes of one resource's generic calls. Their output (what a client reads) is typed by the resource; their
 * input (what a handler returns) is any row, since the server's rows are typed by the table, not the contract — under
 * test every answer is checked against the schema itself.
 */
export type TResourceAnswers<D extends TResourceDef = TResourceDef> = {
  row: z.ZodType<TAnswerRow<D>, Record<string, unknown>>;
  rows: z.ZodType<TAnswerRow<D>[], Record<string, unknown>[]>;
  related: z.ZodType<TAnswerRow | TAnswerRow[] | null, Record<string, unknown> | Record<string, unknown>[] | null>;
};

const cache = new WeakMap<TResourceDef, TResourceAnswers>();

function includedShape(decl: TRelationDecl, lookup: TResourceLookup): z.ZodType {
  if ('derived' in decl) return decl.derived.optional();
  const target = rowOf(lookup(decl.target));
  const value = decl.many ? z.array(target) : target.nullable();
  return value.optional().describe(`With include: the ${decl.target} ${decl.many ? 'rows' : 'row (or null)'}`);
}

/**
 * The answer shapes of a resource's generic calls: a row with its included relations (each the target's row, one or a
 * list) and counts; a page of them; and what `GET /:id/:relation` answers.
 * @example
 * resourceAnswers(cityResource, lookup).rows // z.array(city row with establishments?, landmarks?, counts? …)
 */
export function resourceAnswers<D extends TResourceDef>(resource: D, lookup: TResourceLookup): TResourceAnswers<D> {
  const known = cache.get(resource);
  if (known) return known as TResourceAnswers<D>;
  const relations = Object.entries(resource.relations ?? {});
  const included = Object.fromEntries(relations.map(([name, decl]) => [name, includedShape(decl, lookup)]));
  const row = rowOf(resource).extend({ ...included, counts: ZCounts.optional() });
  answerRegistry.add(row, {
    id: `${resource.model}Answer`,
    description: `A ${resource.model} row with what include and includeCount asked for`,
  });
  const targets = [...new Set(relations.flatMap(([, decl]) => ('derived' in decl ? [] : [lookup(decl.target)])))].map(
    rowOf,
  );
  const relatedRow = targets.length === 1 ? targets[0] : z.union(targets);
  // Typed by the resource for what clients read (see TResourceAnswers); the schemas themselves are the rows' shapes.
  const answers = {
    row,
    rows: z.array(row),
    related:
      targets.length === 0
        ? z.null()
        : z
            .union([z.array(relatedRow), relatedRow, z.null()])
            .describe('A list for a to-many relation; one row or null for a belongsTo one'),
  } as unknown as TResourceAnswers<D>;
  cache.set(resource, answers);
  return answers;
}
