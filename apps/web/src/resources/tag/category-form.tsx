import { zodResolver } from '@hookform/resolvers/zod';
import { ZTagCategoryCreate } from '@mise/contracts/resources/tag-category';
import Box from '@mui/material/Box';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '../../app/shell/toast';
import { KeywordEntry } from '../../components/keyword-entry/keyword-entry';
import { FormDialog } from '../../components/resource/form-dialog';
import { FormTextField } from '../../components/resource/form-text-field';
import { useSubmitGuard } from '../../components/resource/use-submit-guard';
import { api } from '../../lib/api-client';
import type { TCategory } from './tag-records';
import { CATEGORIES_PATH, useRefreshTags } from './use-tag-categories';

const ZCategoryForm = ZTagCategoryCreate.pick({ name: true });

/**
 * Add / edit a tag category (part 2 §2, §5): the name ('This field cannot be empty') and new tags typed as keywords;
 * the category's tags are shown and never added twice. The add says added and the edit says edited (the old console
 * swapped them; see decisions).
 */
export function CategoryForm({ category, onClose }: { category?: TCategory; onClose: () => void }) {
  const toast = useToast();
  const refresh = useRefreshTags();
  const [keywords, setKeywords] = useState<string[]>([]);
  const { control, handleSubmit, formState } = useForm<
    z.input<typeof ZCategoryForm>,
    unknown,
    z.output<typeof ZCategoryForm>
  >({
    resolver: zodResolver(ZCategoryForm),
    defaultValues: { name: category?.name ?? '' },
  });
  const save = useMutation({
    mutationFn: async ({ name }: { name: string }) => {
      const id = category ? category.id : (await api.post<{ id: number }>(CATEGORIES_PATH, { name })).id;
      if (category && name !== category.name) await api.patch(`${CATEGORIES_PATH}/${id}`, { name });
      if (keywords.length > 0)
        await api.post(`${CATEGORIES_PATH}/${id}/new-tags`, { tags: keywords.map((keyword) => ({ name: keyword })) });
    },
    onSuccess: () => {
      toast.success(category ? 'TAG Edited Successfully' : 'TAGS Added Successfully');
      onClose();
    },
    onError: () => toast.error('TAGS Add /Edit Unsuccessful'),
    onSettled: refresh,
  });
  // SAVE is held from the first click until the save ends: one click or two, one record.
  const guard = useSubmitGuard();
  return (
    <FormDialog
      dirty={formState.isDirty}
      open
      title={category ? 'Edit Category' : 'Add Category'}
      onClose={onClose}
      formId="tag-category-form"
      saving={save.isPending || guard.busy}
    >
      <Box
        component="form"
        id="tag-category-form"
        noValidate
        onSubmit={guard.wrap(handleSubmit((body) => save.mutateAsync(body).catch(() => undefined)))}
        sx={{ display: 'grid', gap: 2 }}
      >
        <FormTextField control={control} name="name" id="tag-category-name" label="Name" required fullWidth />
        <KeywordEntry
          id="tag-category-tags"
          label="Tags"
          value={keywords}
          present={category?.tags.map((tag) => tag.name)}
          onChange={setKeywords}
        />
      </Box>
    </FormDialog>
  );
}
