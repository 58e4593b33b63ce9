import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type TJsonSchema = Record<string, unknown>;
type TWrite = (data: unknown) => string;

const isObject = (value: unknown): value is TJsonSchema => typeof value === 'object' && value !== null;

/** A zod schema (route schemas may also be plain JSON Schema). */
export const isZod = (schema: unknown): schema is z.ZodType =>
  isObject(schema) && typeof (schema as { safeParse?: unknown }).safeParse === 'function';

/** `anyOf [{type: T}, {type: 'null'}]` as `type: [T, 'null']`: the serializer writes it without trying each branch. */
function nullableAsType(schema: TJsonSchema): void {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return;
  const nullIndex = branches.findIndex((b) => isObject(b) && b.type === 'null' && Object.keys(b).length === 1);
  const other = branches[1 - nullIndex] as unknown;
  if (nullIndex < 0 || !isObject(other) || typeof other.type !== 'string') return;
  if (other.type === 'object' || other.type === 'array') return;
  delete schema.anyOf;
  Object.assign(schema, other, { type: [other.type, 'null'] });
}

/**
 * What the serializer may not do on its own: drop what a schema leaves unlisted. Every object keeps whatever else it
 * holds (included relations, `counts`, what `present` adds), written as JSON.stringify would.
 */
function keepEverything(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(keepEverything);
  if (!isObject(node)) return;
  if (node.type === 'object' && (node.additionalProperties === false || node.additionalProperties === undefined)) {
    node.additionalProperties = true;
  }
  nullableAsType(node);
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

/**
 * Writes a declared answer through fast-json-stringify compiled from its schema (the declared fields without reflection,
 * the rest as JSON.stringify would). Compiled on the first answer, so start-up does not pay for the 300 routes.
 * @example
 * compiledAnswer(calls.place.list.answer)([{ id: 1, name: 'Tasca' }]) // '[{"id":1,"name":"Tasca"}]'
 */
export function compiledAnswer(answer: z.ZodType): TWrite {
  let write: TWrite | undefined;
  return (data) => (write ??= fastJson(wireSchemaOf(answer)) as TWrite)(data);
}
