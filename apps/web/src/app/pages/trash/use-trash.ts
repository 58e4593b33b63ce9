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
type TRef = Pick<TTrashItem, 'type' | 'id'> & { values?: Record<string, string | null> };
/** A restore refused because records it needs are trashed too (a place's city): what to ask staff. */
export type TParentsAsk = { items: TRef[]; message: string };
/** A restore refused because a live record took one of its unique values (an e-mail, a code): the field to ask anew. */
export type TValueAsk = {
  items: TRef[];
  index: number;
  field: string;
  name: string;
  message: string;
  withParents?: boolean;
};

/**
 * The clash a restore's 409 names (`details[0].field` and the item's index in its path), if it is one. A parent the
 * restore brought back unasked (`withParents`) is named at `/items/-/values/…`: it joins the items, with its new value.
 */
function valueAskOf(error: ApiError, items: TRef[]): TValueAsk | undefined {
  const [detail] = ((error.body as { error?: { details?: unknown[] } })?.error?.details ?? []) as {
    field?: string;
    path?: string;
    name?: string;
    type?: TRef['type'];
    id?: number;
  }[];
  const at = /^\/items\/(\d+|-)\/values\//.exec(detail?.path ?? '')?.[1];
  if (!detail?.field || at === undefined) return undefined;
  const asked = at === '-' && detail.type && detail.id ? [...items, { type: detail.type, id: detail.id }] : items;
  const index = at === '-' ? items.length : Number(at);
  if (!asked[index]) return undefined;
  return { items: asked, index, field: detail.field, name: detail.name ?? '', message: error.message };
}

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
 * too, the server's 409 becomes a question (`parentsAsk`); `confirmParents` restores both. When a live record took
 * one of its unique values meanwhile (an e-mail), the 409 asks for a new one (`valueAsk`, `confirmValue`).
 */
export function useTrashRestore(onRestored: (items: TRef[]) => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const undoToast = useUndoToast();
  const [parentsAsk, setParentsAsk] = useState<TParentsAsk | null>(null);
  const [valueAsk, setValueAsk] = useState<TValueAsk | null>(null);
  const mutation = useMutation({
    mutationFn: ({ items, withParents }: { items: TRef[]; withParents?: boolean }) =>
      client.trash.restore({ body: { items, withParents } }),
    onSuccess: (answer, { items }) => {
      setParentsAsk(null);
      setValueAsk(null);
      // Restored already (by a colleague, or a second click on a stale page): nothing to undo, and no '0 restored'.
      if (answer.restored === 0)
        toast.success(items.length === 1 ? 'Already restored' : 'Already restored, all of them');
      else undoToast(answer.restored === 1 ? 'Restored' : `${answer.restored} restored`, answer);
      onRestored(items);
    },
    onError: (error, { items, withParents }) => {
      const clash = error instanceof ApiError && error.status === 409 ? valueAskOf(error, items) : undefined;
      // Asked after the parents' question, the answer to it stands.
      if (clash) setValueAsk({ ...clash, withParents });
      else if (error instanceof ApiError && error.status === 409) setParentsAsk({ items, message: error.message });
      else toast.error(errorMessage(error, 'Could not restore'));
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries(), invalidateSummary(queryClient)]),
  });
  return {
    restore: (items: TRef[]) => mutation.mutate({ items }),
    parentsAsk,
    confirmParents: () => parentsAsk && mutation.mutate({ items: parentsAsk.items, withParents: true }),
    dismissParents: () => setParentsAsk(null),
    valueAsk,
    /** Restores again with the new value staff gave the clashing field. */
    confirmValue: (value: string) => {
      if (!valueAsk) return;
      const { items, index, field, withParents } = valueAsk;
      const next = items.map((item, i) =>
        i === index ? { ...item, values: { ...item.values, [field]: value } } : item,
      );
      mutation.mutate({ items: next, withParents });
    },
    dismissValue: () => setValueAsk(null),
    isPending: mutation.isPending,
  };
}

/** How many records the trash holds, and how many days they stay before the daily purge deletes them for good. */
export const useTrashSummary = () => useQuery(client.trash.summary.options());
