import type { TTrashItem, ZTrashQuery } from '@mise/contracts/common/trash-calls';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { client } from '../../../lib/client';
import { invalidateSummary } from '../../../lib/summary';
import { useToast } from '../../../components/resource/feedback/toast';
import { useUndoToast } from '../../../components/resource/feedback/use-undo-toast';

export type TTrashFilters = Omit<z.input<typeof ZTrashQuery>, 'before' | 'limit'>;
type TRef = Pick<TTrashItem, 'type' | 'id'>;
/** A restore refused because records it needs are trashed too (a place's city): what to ask staff. */
export type TParentsAsk = { items: TRef[]; message: string };

const PAGE_SIZE = 20;

/** The trash page by page, newest first, under the filters staff chose. */
export function useTrashPages(filters: TTrashFilters) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  return useInfiniteQuery({
    queryKey: client.trash.list.key({ query }),
    queryFn: ({ pageParam, signal }) =>
      client.trash.list({ query: { ...query, limit: PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) }, signal }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** The staff who trashed something, for the 'Deleted by' filter. */
export const useTrashActors = () => useQuery(client.trash.actors.options());

/**
 * Restoring from the trash: one or many records in one operation, toasted with Undo. When a record's city is trashed
 * too, the server's 409 becomes a question (`parentsAsk`); `confirmParents` restores both.
 */
export function useTrashRestore(onRestored: (items: TRef[]) => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const undoToast = useUndoToast();
  const [parentsAsk, setParentsAsk] = useState<TParentsAsk | null>(null);
  const mutation = useMutation({
    mutationFn: ({ items, withParents }: { items: TRef[]; withParents?: boolean }) =>
      client.trash.restore({ body: { items, withParents } }),
    onSuccess: (answer, { items }) => {
      setParentsAsk(null);
      undoToast(answer.restored === 1 ? 'Restored' : `${answer.restored} restored`, answer);
      onRestored(items);
    },
    onError: (error, { items }) => {
      if (error instanceof ApiError && error.status === 409) setParentsAsk({ items, message: error.message });
      else toast.error(errorMessage(error, 'Could not restore'));
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries(), invalidateSummary(queryClient)]),
  });
  return {
    restore: (items: TRef[]) => mutation.mutate({ items }),
    parentsAsk,
    confirmParents: () => parentsAsk && mutation.mutate({ items: parentsAsk.items, withParents: true }),
    dismissParents: () => setParentsAsk(null),
    isPending: mutation.isPending,
  };
}
