import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../components/resource/feedback/toast';
import { client } from '../../lib/client';
import type { TPick, TTag } from './tag-records';
import { useRefreshTags } from './use-tag-categories';

/**
 * The side buttons' calls (part 2 §4, §7, §8): publish or unpublish the one picked tag; delete the ticked categories
 * (delete-multiple) and the picked tags from their categories (delete-bulk), both worded as a category delete.
 */
export function useTagActions({ onDeleted }: { onDeleted: () => void }) {
  const toast = useToast();
  const refresh = useRefreshTags();
  const publish = useMutation({
    mutationFn: (tag: TTag) => client.tag.changePublishStatus({ body: { ids: [tag.id], publish: !tag.isPublished } }),
    onSuccess: () => toast.success('Tag publish Successful'),
    onError: () => toast.error('Tag publish Unsuccessful'),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: async ({ categoryIds, picks }: { categoryIds: number[]; picks: TPick[] }) => {
      // Tags of a category deleted in the same go go with it: only the others are taken out one by one.
      const byCategory = new Map<number, number[]>();
      for (const { categoryId, tagId } of picks) {
        if (!categoryIds.includes(categoryId))
          byCategory.set(categoryId, [...(byCategory.get(categoryId) ?? []), tagId]);
      }
      if (byCategory.size > 0) {
        await client.tag.deleteBulk({
          body: [...byCategory].map(([tagCategoryId, tagIds]) => ({ tagCategoryId, tagIds })),
        });
      }
      if (categoryIds.length > 0) await client.tagCategory.deleteMultiple({ query: { ids: categoryIds } });
    },
    onSuccess: () => {
      toast.success('Tag Category Delete Successful');
      onDeleted();
    },
    onError: () => toast.error('Tag Category delete Unsucceful'),
    onSettled: refresh,
  });
  return { publish, remove };
}
