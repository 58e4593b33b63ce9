import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

export type TServerFieldError = { field: string; message: string };

/**
 * The fields a 4xx answer names in `error.details` (`[{path: '/placeId', message}]`), top-level fields only: what a
 * form can mark beside the field. Anything else (a network failure, a nested path) gives none.
 * @example
 * serverFieldErrors(new ApiError(409, …)) // [{ field: 'placeId', message: 'This place is already in Mise' }]
 */
export function serverFieldErrors(error: unknown): TServerFieldError[] {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return [];
  const details = (error.body as { error?: { details?: unknown } } | undefined)?.error?.details;
  if (!Array.isArray(details)) return [];
  return details.flatMap((detail: { path?: unknown; message?: unknown }) => {
    const field = typeof detail?.path === 'string' ? /^\/([A-Za-z_][A-Za-z0-9_]*)$/.exec(detail.path)?.[1] : undefined;
    return field && typeof detail.message === 'string' ? [{ field, message: detail.message }] : [];
  });
}

/**
 * Marks the fields a failed save's answer names, so the server's rule shows where the form's own would (part 2 §5:
 * a taken placeId on the place search). The toast still says it too.
 * @example
 * useServerFieldErrors(save.error, setError);
 */
export function useServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>) {
  useEffect(() => {
    for (const { field, message } of serverFieldErrors(error)) setError(field as Path<T>, { type: 'server', message });
  }, [error, setError]);
}
