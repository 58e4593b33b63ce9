import { useMutation } from '@tanstack/react-query';
import { useToast } from '../../components/resource/feedback/toast';
import { useUndoToast } from '../../components/resource/feedback/use-undo-toast';
import { client } from '../../lib/client';
import type { TPick, TTag } from './tag-records';
import { useRefreshTags } from './use-tag-categories';

/**
 * The side buttons' calls (part 2 §4, §7, §8): publish or unpublish the one picked tag; delete the ticked categories
 * (delete-multiple) and the picked tags from their categories (delete-bulk), both worded as a category delete.
 */
export function useTagActions({ onDeleted }: { onDeleted: () => void }) {
  const toast = useToast();
  const undoToast = useUndoToast();
  const refresh = useRefreshTags();
  const publish = useMutation({
    mutationFn: (tag: TTag) => client.tag.changePublishStatus({ body: { ids: [tag.id], publish: !tag.isPublished } }),
    onSuccess: (answer) => undoToast('Tag publish Successful', answer),
    onError: () => toast.error('Tag publish Unsuccessful'),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: async ({ categoryIds, picks }: { categoryIds: number[]; picks: TPick[] }) => {
      // Tags of a category deleted in the same go go with it: only the others are taken out one by one.
      const byCategory = new Map<number, number[]>();
      const answers: unknown[] = [];
      for (const { categoryId, tagId } of picks) {
        if (!categoryIds.includes(categoryId))
          byCategory.set(categoryId, [...(byCategory.get(categoryId) ?? []), tagId]);
      }
      if (byCategory.size > 0) {
        answers.push(
          await client.tag.deleteBulk({
            body: [...byCategory].map(([tagCategoryId, tagIds]) => ({ tagCategoryId, tagIds })),
          }),
        );
      }
      if (categoryIds.length > 0)
        answers.push(await client.tagCategory.deleteMultiple({ query: { ids: categoryIds } }));
      return answers;
    },
    onSuccess: (answers) => {
      undoToast('Tag Category Delete Successful', ...answers);
      onDeleted();
    },
    onError: () => toast.error('Tag Category delete Unsucceful'),
    onSettled: refresh,
  });
  return { publish, remove };
}
