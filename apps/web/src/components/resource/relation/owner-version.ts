import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { cachedAreaItem, patchAreaItem } from '../detail/area-item-cache';

/**
 * A list is part of its owner (a city's places, dishes, order): every list write sends the owner's `updated` this editor
 * last saw, the server refuses it (409) when a colleague changed the owner since, and answers the owner's new `updated`.
 */

/** The `updated` an item or a write's answer carries, if any. */
const updatedOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'updated' in value ? value.updated : undefined;

/**
 * The owner's `updated` as this editor saw it: the item its area shows, as cached (area-item-cache.ts), read when the
 * write is sent; undefined when nothing is cached (the write then goes unchecked).
 * @example
 * client.city.updateEstablishments({ id, body: { establishmentIds, updated: ownerVersion(queryClient, 'destinations', id) } });
 */
export function ownerVersion(queryClient: QueryClient, modelPath: string, id: number): string | undefined {
  const updated = updatedOf(cachedAreaItem(queryClient, { modelPath, id }));
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
  const updated = updatedOf(answer);
  if (typeof updated !== 'string') return;
  patchAreaItem(queryClient, { modelPath, id }, { updated });
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
