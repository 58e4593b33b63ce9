import { z } from 'zod';

/** Deep enough for every answer in the contracts; deeper means a recursive schema, which gets no sample. */
const MAX_DEPTH = 12;
/** Strings tried in turn, the first the schema accepts kept (an empty one, then one a `min(1)`, email or URL takes). */
const STRINGS = ['', 'x', 'x@example.com', 'https://example.com/x'];
const NUMBERS = [0, 1];

/** Any zod schema: the parts of a schema (`shape`, `options`, `element`) are typed as the core type. */
type TSchema = z.core.$ZodType;

const accepts = (schema: TSchema, value: unknown) => z.safeParse(schema, value).success;
const firstValid = (schema: TSchema, values: readonly unknown[]) => values.find((value) => accepts(schema, value));

/** A key the object may leave out (an `unknown` one is still required: it takes null). */
const mayOmit = (field: TSchema) =>
  field instanceof z.ZodOptional ||
  field instanceof z.ZodExactOptional ||
  field instanceof z.ZodDefault ||
  field instanceof z.ZodPrefault;

/** What an object's sample holds: its required keys only. */
function objectSample(schema: z.ZodObject, depth: number): Record<string, unknown> {
  const entries = Object.entries(schema.shape).flatMap(([key, field]: [string, TSchema]) =>
    mayOmit(field) ? [] : [[key, sampleAt(field, depth + 1)] as const],
  );
  return Object.fromEntries(entries);
}

/** An empty list, or one item when the list must hold some (an upload answers exactly one file). */
const arraySample = (schema: z.ZodArray, depth: number) =>
  accepts(schema, []) ? [] : [sampleAt(schema.element, depth + 1)];

/** The first option whose own sample it accepts. */
function unionSample(options: readonly TSchema[], depth: number): unknown {
  for (const option of options) {
    const value = sampleAt(option, depth + 1);
    if (accepts(option, value)) return value;
  }
  return undefined;
}

/** Schemas that wrap one other: their sample is the inner one's. */
function innerOf(schema: TSchema): TSchema | undefined {
  if (
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodReadonly ||
    schema instanceof z.ZodCatch ||
    schema instanceof z.ZodNonOptional
  )
    return schema.unwrap();
  if (schema instanceof z.ZodLazy) return schema.unwrap();
  // A handler hands the pipe's input side (a Date before it is written as text).
  if (schema instanceof z.ZodPipe) return schema.in;
  return undefined;
}

function scalarSample(schema: TSchema): unknown {
  if (schema instanceof z.ZodString) return firstValid(schema, STRINGS);
  if (schema instanceof z.ZodNumber) return firstValid(schema, NUMBERS);
  if (schema instanceof z.ZodBoolean) return false;
  if (schema instanceof z.ZodDate) return new Date(0);
  if (schema instanceof z.ZodLiteral) return [...schema.values][0];
  if (schema instanceof z.ZodEnum) return schema.options[0];
  if (schema instanceof z.ZodNull || schema instanceof z.ZodAny || schema instanceof z.ZodUnknown) return null;
  return undefined;
}

function sampleAt(schema: TSchema, depth: number): unknown {
  if (depth > MAX_DEPTH) return undefined;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodExactOptional) return undefined;
  if (schema instanceof z.ZodNullable) return null;
  const inner = innerOf(schema);
  if (inner) return sampleAt(inner, depth + 1);
  if (schema instanceof z.ZodObject) return objectSample(schema, depth);
  if (schema instanceof z.ZodArray) return arraySample(schema, depth);
  if (schema instanceof z.ZodRecord) return {};
  if (schema instanceof z.ZodTuple) return schema.def.items.map((item) => sampleAt(item, depth + 1));
  if (schema instanceof z.ZodUnion) return unionSample(schema.options, depth);
  if (schema instanceof z.ZodIntersection) {
    const left = sampleAt(schema.def.left, depth + 1);
    const right = sampleAt(schema.def.right, depth + 1);
    return typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : undefined;
  }
  return scalarSample(schema);
}

/**
 * The smallest honest value of a schema, in the server's form (dates as Date): empty lists and records, required keys
 * only, null where allowed, the first enum value. Undefined when it cannot make one; the caller checks the result with
 * the schema itself, so a sample is never trusted unchecked.
 * @example
 * sampleOf(z.object({ count: z.number().int(), note: z.string().optional() })) // { count: 0 }
 */
export function sampleOf(schema: TSchema): unknown {
  return sampleAt(schema, 0);
}

/**
 * A whole record for a seed or an answer: the schema's smallest value with the test's fields over it, checked against
 * the schema so a seed cannot hold what the API would never answer.
 * @example
 * sampleRecord(ZQuote, { id: 1, title: 'Eat well' }) // { id: 1, title: 'Eat well', isPublished: false, created: Date(0), … }
 */
export function sampleRecord<S extends z.ZodObject>(schema: S, fields: Partial<z.input<S>>): z.input<S> {
  const value: unknown = { ...(sampleOf(schema) as object), ...fields };
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`sampleRecord: ${z.prettifyError(result.error)}`);
  return value as z.input<S>;
}
