import type { z } from 'zod';

/**
 * A value as it travels in JSON: a Date becomes its ISO string, recursively through arrays and objects; everything else
 * is kept. The web reads every answer in this form, so its record types are derived from the contracts, never restated.
 * @example
 * type TWireQuote = TWire<{ id: number; created: Date; tags: { at: Date }[] }>;
 * // { id: number; created: string; tags: { at: string }[] }
 */
export type TWire<T> = T extends Date
  ? string
  : T extends readonly (infer E)[]
    ? TWire<E>[]
    : T extends object
      ? { [K in keyof T]: TWire<T[K]> }
      : T;

/**
 * The wire form of a resource's record (its `record` schema's output, dates as ISO strings).
 * @example
 * type TQuote = TWireRecord<typeof quoteResource>; // { id: number; title: string; created: string; … }
 */
export type TWireRecord<TDef extends { record: z.ZodType }> = TWire<z.output<TDef['record']>>;
