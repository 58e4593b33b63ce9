import { zodResolver } from '@hookform/resolvers/zod';
import { ZTagCreate } from '@mise/contracts/resources/tag';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useToast } from '../../components/resource/feedback/toast';
import { FormDialog } from '../../components/resource/form/form-dialog';
import { FormTextField } from '../../components/resource/form/form-text-field';
import { useSubmitGuard } from '../../components/resource/form/use-submit-guard';
import { client } from '../../lib/client';
import type { TCategory, TTag } from './tag-records';
import { useRefreshTags } from './use-tag-categories';

const ZTagForm = ZTagCreate.required({ applyOnFilters: true, showToUsers: true });
type TTagForm = z.output<typeof ZTagForm>;

/** Add a tag to a category (POST new-tags, so the keyword rules hold) or edit one (PATCH tags/{id}), part 2 §2, §7. */
export function TagForm({ category, tag, onClose }: { category: TCategory; tag?: TTag; onClose: () => void }) {
  const toast = useToast();
  const refresh = useRefreshTags();
  const { control, handleSubmit, formState } = useForm<z.input<typeof ZTagForm>, unknown, TTagForm>({
    resolver: zodResolver(ZTagForm),
    defaultValues: {
      name: tag?.name ?? '',
      showToUsers: tag?.showToUsers ?? false,
      applyOnFilters: tag?.applyOnFilters ?? false,
    },
  });
  const save = useMutation({
    mutationFn: (body: TTagForm): Promise<unknown> =>
      tag
        ? client.tag.patch({ id: tag.id, body: { id: tag.id, ...body } })
        : client.tagCategory.newTags({ id: category.id, body: { tags: [body] } }),
    onSuccess: () => {
      toast.success(tag ? 'Tag Edit Successful' : 'Tag Add Successful');
      onClose();
    },
    onError: () => toast.error(tag ? 'Tag Edit Unsuccessful' : 'Tag Add Unsuccessful'),
    onSettled: refresh,
  });
  const flag = (name: 'showToUsers' | 'applyOnFilters', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
        />
      )}
    />
  );
  // SAVE is held from the first click until the save ends: one click or two, one record.
  const guard = useSubmitGuard();
  return (
    <FormDialog
      dirty={formState.isDirty}
      open
      title={tag ? 'Edit Tag' : `Add Tag to ${category.name}`}
      onClose={onClose}
      formId="tag-form"
      saving={save.isPending || guard.busy}
    >
      <Box
        component="form"
        id="tag-form"
        noValidate
        onSubmit={guard.wrap(handleSubmit((body) => save.mutateAsync(body).catch(() => undefined)))}
        sx={{ display: 'grid', gap: 1 }}
      >
        <FormTextField control={control} name="name" id="tag-name" label="Name" required fullWidth />
        {flag('showToUsers', 'Show To Users')}
        {flag('applyOnFilters', 'Appears on filters')}
      </Box>
    </FormDialog>
  );
}
