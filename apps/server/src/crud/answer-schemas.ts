import { z } from 'zod';
import type { TModel } from './model';
import { relationTarget } from './registry';

/**
 * Routes whose response schemas document the answer without shaping it. Fastify would otherwise compile them into a
 * serializer that drops what they do not list (included relations, `counts`, what `present` adds) and parses every row
 * of every page through zod; this answers exactly as a route without a response schema does (JSON.stringify), and
 * /api/docs still shows the shapes.
 */
export const documentedOnly = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/** A schema for the documentation only: typed loosely, so a handler's answer is not checked against it at compile time. */
const doc = (schema: z.ZodType): z.ZodType => schema;

export const ZCountAnswer = doc(z.object({ count: z.number().int() }));
// A Date in the handler, ISO date-time text on the wire (the document shows the wire form).
const ZOwnerUpdated = z.date().describe("The owner's new `updated`: send it with the owner's next change");
export const ZOrderAnswer = doc(
  z.object({ ids: z.array(z.number().int()).describe('The related ids in their new order'), updated: ZOwnerUpdated }),
);
export const ZUnrelateAnswer = doc(z.object({ count: z.number().int(), updated: ZOwnerUpdated }));

/**
 * The answer shapes by name: the OpenAPI document lists each once under components and refers to it ($ref), so a
 * model related from ten others is described once (app.ts hands this registry to the swagger transforms).
 */
export const answerRegistry = z.registry<{ id: string; description?: string }>();

const rowSchemas = new WeakMap<TModel, z.ZodObject>();

/** A model's row as answered: every record field (a `fields` filter may leave some out), plus whatever present() adds. */
function rowOf(model: TModel): z.ZodObject {
  const known = rowSchemas.get(model);
  if (known) return known;
  const row = model.resource.record.partial().loose();
  answerRegistry.add(row, {
    id: `${model.resource.model}Row`,
    description: `A ${model.resource.model} row; fields a \`fields\` filter left out are missing`,
  });
  rowSchemas.set(model, row);
  return row;
}

const ZCounts = z.record(z.string(), z.number().int()).describe('With includeCount: the size of each to-many relation');

/** The answer shapes of one model's generic routes, built once per model (the OpenAPI document reads them). */
export type TAnswerSchemas = { row: z.ZodType; rows: z.ZodType; related: z.ZodType };

const cache = new WeakMap<TModel, TAnswerSchemas>();

/**
 * The answer shapes of a model's generic routes: a row with its included relations (each the target's row, one or a
 * list) and counts; a page of them; and what `GET /:id/:relation` answers.
 * @example
 * answerSchemas(cityModel).rows // z.array(city row with establishments?, landmarks?, destinationPack?, counts? …)
 */
export function answerSchemas(model: TModel): TAnswerSchemas {
  const known = cache.get(model);
  if (known) return known;
  const included = Object.fromEntries(
    Object.entries(model.relations ?? {}).map(([name, relation]) => {
      const target = rowOf(relationTarget(relation));
      const value = relation.kind === 'belongsTo' ? target.nullable() : z.array(target);
      return [
        name,
        value
          .optional()
          .describe(
            `With include: the ${relationTarget(relation).resource.model} ${relation.kind === 'belongsTo' ? 'row (or null)' : 'rows'}`,
          ),
      ];
    }),
  );
  const derived = Object.fromEntries(
    Object.entries(model.derivedIncludes ?? {}).map(([name, include]) => [
      name,
      include.schema.optional().describe(`With include: ${name}`),
    ]),
  );
  const row = rowOf(model).extend({ ...included, ...derived, counts: ZCounts.optional() });
  answerRegistry.add(row, {
    id: `${model.resource.model}Answer`,
    description: `A ${model.resource.model} row with what include and includeCount asked for`,
  });
  const targets = [...new Set(Object.values(model.relations ?? {}).map((relation) => relationTarget(relation)))];
  const relatedRow = targets.length === 1 ? rowOf(targets[0]) : z.union(targets.map(rowOf));
  const schemas = {
    row: doc(row),
    rows: doc(z.array(row)),
    related: doc(
      targets.length === 0
        ? z.null()
        : z
            .union([z.array(relatedRow), relatedRow, z.null()])
            .describe('A list for a to-many relation; one row or null for a belongsTo one'),
    ),
  };
  cache.set(model, schemas);
  return schemas;
}
