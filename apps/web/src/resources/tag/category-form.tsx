import { zodResolver } from '@hookform/resolvers/zod';
import { ZTagCategoryCreate } from '@mise/contracts/resources/tag-category';
import Box from '@mui/material/Box';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '../../components/resource/feedback/toast';
import { KeywordEntry } from '../../components/keyword-entry/keyword-entry';
import { FormDialog } from '../../components/resource/form/form-dialog';
import { FormTextField } from '../../components/resource/form/form-text-field';
import { useSubmitGuard } from '../../components/resource/form/use-submit-guard';
import { client } from '../../lib/client';
import type { TCategory } from './tag-records';
import { useRefreshTags } from './use-tag-categories';

const ZCategoryForm = ZTagCategoryCreate.pick({ name: true });

/** Creates one category and gives its id. */
async function createCategory(name: string): Promise<number> {
  const created = await client.tagCategory.create({ body: { name } });
  // The answer is declared as a generic row (its fields unknown), or a list of them for a list sent; one was sent.
  return (created as { id: number }).id;
}

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
      const id = category ? category.id : await createCategory(name);
      if (category && name !== category.name) await client.tagCategory.patch({ id, body: { name } });
      if (keywords.length > 0)
        await client.tagCategory.newTags({ id, body: { tags: keywords.map((keyword) => ({ name: keyword })) } });
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
