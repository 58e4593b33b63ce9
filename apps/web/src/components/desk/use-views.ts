import type { TCallAnswer } from '@mise/contracts/common/call';
import type { TViewCreate, TViewUpdate, viewCalls } from '@mise/contracts/common/view-calls';
import { CONTENT_TYPES, type TContentTypeName } from '@mise/contracts/registry';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { client } from '../../lib/client';
import { actionKeys } from '../../lib/idempotency-key';
import { useToast } from '../resource/feedback/toast';

export type TViewAnswer = TCallAnswer<typeof viewCalls.create>;

/** How often the pinned views' counts are asked again: the menu's badges follow a change within a few seconds. */
export const VIEW_COUNTS_MS = 5_000;

/** The list's address of a view: its saved state, and `view` naming it so the list says which view it shows. */
export function viewHref(view: Pick<TViewAnswer, 'id' | 'type' | 'query'>): string {
  const slug = (CONTENT_TYPES[view.type as TContentTypeName] as { menu?: { slug: string } } | undefined)?.menu?.slug;
  const params = new URLSearchParams({ ...view.query, view: String(view.id) });
  return `/dashboard/${slug ?? ''}?${params.toString()}`;
}

/** The views the staff member sees (their own and the shared ones), of one type or all. */
export function useViews(type?: string) {
  return useQuery(client.view.list.options({ query: type ? { type: type as never } : {} }));
}

/** Each pinned view's live count, by view id, asked again every few seconds while a screen shows them (`enabled`). */
export function useViewCounts(enabled = true) {
  const counts = useQuery({ ...client.view.counts.options(), enabled, refetchInterval: VIEW_COUNTS_MS });
  return useMemo(() => new Map((counts.data?.items ?? []).map((c) => [c.id, c.count])), [counts.data]);
}

async function refreshViews(queryClient: ReturnType<typeof useQueryClient>) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: client.view.list.key() }),
    queryClient.invalidateQueries({ queryKey: client.view.counts.key() }),
  ]);
}

/** Saves a list's state as a view; a double click saves one (the same Idempotency-Key for the same body). */
export function useSaveView() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const keys = useMemo(() => actionKeys(), []);
  return useMutation({
    mutationFn: (body: TViewCreate) => client.view.create({ body, idempotencyKey: keys.for('POST', 'views', body) }),
    onSuccess: async (view) => {
      toast.success(`View saved: ${view.name}`);
      await refreshViews(queryClient);
    },
  });
}

/** Changes a view (name, sharing, pinning), guarded by the `updated` it was read with. */
export function useUpdateView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TViewUpdate }) => client.view.update({ id, body }),
    onSettled: () => refreshViews(queryClient),
  });
}

/** Deletes a view. */
export function useDeleteView() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (id: number) => client.view.delete({ id }),
    onSuccess: async () => {
      toast.success('View deleted');
      await refreshViews(queryClient);
    },
  });
}
