import { ApiError } from '../../../lib/api-client';

/** A refused proof's message per field (`details: [{path: '/currentPassword', message}]`), and what names no field. */
export type TProofErrors = { fields: Record<string, string>; other?: string };

/**
 * Splits a failed call's answer into messages for the form's fields (shown next to each) and one for the form.
 * @example
 * proofErrors(error).fields.currentPassword // 'That password is not right'
 */
export function proofErrors(error: unknown): TProofErrors {
  const details =
    error instanceof ApiError
      ? (error.body as { error?: { details?: unknown } } | undefined)?.error?.details
      : undefined;
  const fields: Record<string, string> = {};
  if (Array.isArray(details)) {
    for (const entry of details as { path?: unknown; message?: unknown }[]) {
      if (typeof entry.path === 'string' && typeof entry.message === 'string')
        fields[entry.path.replace(/^\//, '')] = entry.message;
    }
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { fields, other: error instanceof Error && error.message ? error.message : 'Something went wrong' };
}
