import { MSG } from '@mise/contracts/common/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../app/shell/toast';
import { api } from '../../lib/api-client';
import { invalidateSummary } from '../../lib/summary';
import { resourceKeys } from './query-keys';

/**
 * POST `{path}/{id}/publish {publish}`; toasts 'Published!' / 'Unpublished!' / 'Failed!' (part 1 §8) and
 * refreshes the model's queries and the menu totals.
 * @example
 * const publish = usePublishToggle('destinations', city.id);
 * publish.toggle(!city.isPublished);
 */
export function usePublishToggle(path: string, id: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (publish: boolean) => api.post<Record<string, unknown>>(`${path}/${id}/publish`, { publish }),
    onSuccess: async (_data, publish) => {
      toast.success(publish ? MSG.published : MSG.unpublished);
      await Promise.all([queryClient.invalidateQueries({ queryKey: resourceKeys(path).all }), invalidateSummary(queryClient)]);
    },
    onError: () => toast.error(MSG.failed),
  });
  return { toggle: (publish: boolean) => mutation.mutate(publish), isPending: mutation.isPending };
}
