import type { z } from 'zod';
import type { TModel } from '../crud/model';
import { uniqueConflict } from '../db/unique-conflict';
import { HttpError, badRequest } from '../lib/http-error';

/**
 * The new values a restore gives a record's unique fields, checked by the type's own update schema (an e-mail must be
 * an e-mail): a record brought back with a value a live record took meanwhile would break the unique rule.
 * @example
 * restoreValues(userModel, { email: ' Ann@Example.org ' }) // { email: 'ann@example.org' } (as the schema reads it)
 */
export function restoreValues(model: TModel, values: Record<string, unknown> | undefined, at: string) {
  if (!values || Object.keys(values).length === 0) return undefined;
  const update = model.resource.update as z.ZodObject;
  const parsed = update.partial().strict().safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`${at}/${issue?.path.join('/') ?? ''}: ${issue?.message ?? 'not a value this field takes'}`);
  }
  return parsed.data as Record<string, unknown>;
}

/**
 * A record being restored, for the 409 that asks for a new value: `index` is its place in `items`, or '-' for a parent
 * brought back with `withParents` that the request did not name (JSON Pointer's "after the last": add it to `items`
 * with its `values`).
 */
export type TRestoring = { type: string; id: number; name: string; index: number | '-' };

/**
 * The 409 of a restore whose record clashes with a live one on a unique field (its e-mail, its code): it names the
 * record and the field, so the console can ask for a new value and send it back in `items[index].values`. Undefined for
 * any other error.
 */
export function restoreClash(error: unknown, record: TRestoring): HttpError | undefined {
  const cause = (error as { cause?: unknown })?.cause;
  const db = (cause && typeof cause === 'object' && 'code' in cause ? cause : error) as {
    code?: string;
    table?: string;
    detail?: string;
  };
  if (db?.code !== '23505') return undefined;
  const { message, fields } = uniqueConflict(db);
  const [field] = fields;
  const { type, id, name, index } = record;
  return new HttpError(
    409,
    `"${name}" cannot come back as it was: ${message.charAt(0).toLowerCase()}${message.slice(1)}${field ? `; give it a new ${field}` : ''}`,
    [{ type, id, name, field, path: `/items/${index}/values/${field ?? ''}`, message }],
  );
}
