import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type TJsonSchema = Record<string, unknown>;
type TWrite = (data: unknown) => string;

const isObject = (value: unknown): value is TJsonSchema => typeof value === 'object' && value !== null;

/** A zod schema (route schemas may also be plain JSON Schema). */
export const isZod = (schema: unknown): schema is z.ZodType =>
  isObject(schema) && typeof (schema as { safeParse?: unknown }).safeParse === 'function';

/** The branches of an `anyOf`, nested ones flattened. */
const branchesOf = (schema: TJsonSchema): unknown[] =>
  Array.isArray(schema.anyOf)
    ? schema.anyOf.flatMap((b: unknown) => (isObject(b) && Array.isArray(b.anyOf) ? branchesOf(b) : [b]))
    : [];

/**
 * An `anyOf` the writer need not choose among, as one `type`: `[{type: T, …}, {type: 'null'}]` becomes `type: [T,
 * 'null']`, and text of several formats (a date or a date-time, or null) `type: ['string', 'null']`. For `anyOf` the
 * writer validates the value against each branch (ajv) on every answer: a place's included city cost 0.3 ms a request.
 */
function anyOfAsType(schema: TJsonSchema): void {
  const branches = branchesOf(schema);
  if (branches.length < 2 || !branches.every(isObject)) return;
  const typed = branches as TJsonSchema[];
  const nullable = typed.some((b) => b.type === 'null');
  const others = typed.filter((b) => b.type !== 'null');
  const types = new Set(others.map((b) => b.type));
  if (types.size !== 1 || typeof others[0]?.type !== 'string') return;
  const [type] = types as Set<string>;
  // One shape of object or list, or any number of texts (their formats and patterns do not change how they are written).
  if (type !== 'string' && others.length !== 1) return;
  delete schema.anyOf;
  Object.assign(schema, type === 'string' ? {} : others[0], { type: nullable ? [type, 'null'] : type });
}

/**
 * What the serializer may not do on its own: drop what a schema leaves unlisted. Every object keeps whatever else it
 * holds (included relations, `counts`, what `present` adds), written as JSON.stringify would.
 */
function keepEverything(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(keepEverything);
  if (!isObject(node)) return;
  anyOfAsType(node);
  const isObjectType = node.type === 'object' || (Array.isArray(node.type) && node.type.includes('object'));
  if (isObjectType && (node.additionalProperties === false || node.additionalProperties === undefined)) {
    node.additionalProperties = true;
  }
  Object.values(node).forEach(keepEverything);
}

/** The answer's JSON Schema as written on the wire: dates as date-time text. */
export function wireSchemaOf(answer: z.ZodType): TJsonSchema {
  const schema = z.toJSONSchema(answer, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
    },
  }) as TJsonSchema;
  keepEverything(schema);
  return schema;
}

/** Whether a schema still holds a choice the writer would make by validating the value against each branch. */
const hasChoice = (node: unknown): boolean =>
  Array.isArray(node)
    ? node.some(hasChoice)
    : isObject(node) && ('anyOf' in node || Object.values(node).some(hasChoice));

/** The writer of one answer schema: compiled, or JSON.stringify for a real union (a relation's list, row or null). */
function writerOf(answer: z.ZodType): TWrite {
  const schema = wireSchemaOf(answer);
  return hasChoice(schema) ? (data) => JSON.stringify(data) : (fastJson(schema) as TWrite);
}

/**
 * Writes a declared answer through fast-json-stringify compiled from its schema (the declared fields without reflection,
 * the rest as JSON.stringify would). An answer that is a real union (`GET {model}/{id}/{relation}`: a list, a row or
 * null, of one of several models) is written by JSON.stringify: the compiled writer would validate it against each
 * branch. Compiled on the first answer, so start-up does not pay for the 300 routes.
 * @example
 * compiledAnswer(calls.place.list.answer)([{ id: 1, name: 'Tasca' }]) // '[{"id":1,"name":"Tasca"}]'
 */
export function compiledAnswer(answer: z.ZodType): TWrite {
  let write: TWrite | undefined;
  return (data) => (write ??= writerOf(answer))(data);
}
