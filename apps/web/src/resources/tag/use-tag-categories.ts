import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/resource/feedback/toast';
import { useUndoToast } from '../../components/resource/feedback/use-undo-toast';
import { resourceKeys } from '../../components/resource/area/query-keys';
import { client } from '../../lib/client';
import { type TCategory, categoriesFilter } from './tag-records';

export const CATEGORIES_PATH = 'tagCategories';
/** Every tag-category list (this page's and the place tag picker's) refreshes after a change here. */
export const categoryKeys = resourceKeys(CATEGORIES_PATH);
const tagKeys = resourceKeys('tags');

/** Refreshes categories and tags everywhere (the place tag picker reads the same lists). */
export function useRefreshTags() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      queryClient.invalidateQueries({ queryKey: tagKeys.all }),
    ]);
}

/**
 * The categories with their tags, and their drag reorder: the list moves at once, PATCH change-order stores it
 * (1-based), and a refusal puts the earlier order back (part 2 §4) with 'Reorder unsuccessful'.
 */
export function useTagCategories(search: string, filter: string) {
  const toast = useToast();
  const undoToast = useUndoToast();
  const refresh = useRefreshTags();
  const filterQuery = categoriesFilter(search, filter);
  const list = useQuery({
    ...client.tagCategory.list.options({ query: { filter: filterQuery } }),
    // The list's rows are declared as generic rows; this filter includes each category's tags.
    select: (rows) => rows as TCategory[],
  });
  // The order shown while a move is saved or after it failed; null shows the server's.
  const [moved, setMoved] = useState<TCategory[] | null>(null);
  const reorder = useMutation({
    mutationFn: ({ id, order }: { id: number; order: number }) =>
      client.tagCategory.changeOrder({ body: { id, order } }),
    onSuccess: async (answer) => {
      undoToast('Reorder Successful', answer);
      await refresh();
    },
    onError: () => toast.error('Reorder unsuccessful'),
    onSettled: () => setMoved(null),
  });
  const categories = moved ?? list.data ?? [];
  const move = (from: number, to: number) => {
    const next = [...categories];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    setMoved(next);
    // The page drags only the whole list (no search), so the index is the 1-based position among all categories.
    reorder.mutate({ id: item.id, order: to + 1 });
  };
  return { list, categories, move, moving: reorder.isPending };
}
