import type { calls } from '@mise/contracts/calls';
import type { TCallAnswer } from '@mise/contracts/common/call';
import type { TSummaryKey } from '@mise/contracts/common/resource';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { client } from './client';

export type TSummaryCount = TCallAnswer<typeof calls.app.summary>[string];
/** The answer by summary key; a key the server leaves out is missing (the contract keys it by any string). */
export type TSummary = Partial<Record<TSummaryKey, TSummaryCount>>;

/** The menu totals are "live": refetched every 30 s and when the window regains focus. */
export const SUMMARY_REFETCH_MS = 30_000;

/** GET /api/appmodels/summary as query options, under its call's key. */
export const summaryQueryOptions = queryOptions({
  ...client.app.summary.options(),
  select: (summary): TSummary => summary,
  staleTime: 0,
  refetchOnWindowFocus: true,
  refetchInterval: SUMMARY_REFETCH_MS,
});

/** The summary counts per content type. */
export function useSummary() {
  return useQuery(summaryQueryOptions);
}

/**
 * Call after any write that adds, deletes or (un)publishes an item so the tiles and menu totals follow.
 * @example
 * const queryClient = useQueryClient();
 * await client.city.publish?.({ id, body: { publish: true } });
 * await invalidateSummary(queryClient);
 */
export function invalidateSummary(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: client.app.summary.key() });
}

/** unpublished = total − published (never below zero). */
export function unpublishedOf(count: TSummaryCount | undefined): number {
  if (!count) return 0;
  return Math.max(0, count.total - count.published);
}
