import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { resourceKeys } from '../area/query-keys';

/**
 * A list is part of its owner (a city's places, dishes, order): every list write sends the owner's `updated` this editor
 * last saw, the server refuses it (409) when a colleague changed the owner since, and answers the owner's new `updated`.
 */

/** What a list write answers, at least: the owner's new `updated` (ISO text). */
type TVersioned = { updated?: unknown };

/**
 * The owner's `updated` as this editor saw it: the area's cached item (`resourceKeys(path).detail(id)`), read when the write
 * is sent; undefined when nothing is cached (the write then goes unchecked).
 * @example
 * client.city.updateEstablishments({ id, body: { establishmentIds, updated: ownerVersion(queryClient, 'destinations', id) } });
 */
export function ownerVersion(queryClient: QueryClient, modelPath: string, id: number): string | undefined {
  const updated = queryClient.getQueryData<TVersioned>(resourceKeys(modelPath).detail(id))?.updated;
  if (typeof updated === 'string') return updated;
  return updated instanceof Date ? updated.toISOString() : undefined;
}

/**
 * Writes the owner's new `updated` from a list write's answer into the cached item at once, so this editor's next change
 * (another drag, the Edit form) is not taken for a colleague's.
 * @example
 * onSuccess: (answer) => applyOwnerVersion(queryClient, { modelPath: 'destinations', id: cityId }, answer)
 */
export function applyOwnerVersion(
  queryClient: QueryClient,
  { modelPath, id }: { modelPath: string; id: number },
  answer: unknown,
): void {
  const updated = (answer as TVersioned | null | undefined)?.updated;
  if (typeof updated !== 'string') return;
  queryClient.setQueryData<TVersioned>(resourceKeys(modelPath).detail(id), (item) =>
    item && typeof item === 'object' ? { ...item, updated } : item,
  );
}

/**
 * The toast text of a failed list write: the server's message when a colleague changed the owner (409; the tab's
 * refetch then shows their change), else the tab's own failure text.
 * @example
 * onError: (error) => toast.error(listWriteFailure(error, 'reorder failed'))
 */
export function listWriteFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 409 ? error.message : fallback;
}
