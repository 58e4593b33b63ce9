import { cityResource } from '@mise/contracts/resources/city';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZExploreListCreate } from '@mise/contracts/resources/explore-list';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AreaFormDialog } from '../../components/resource/area/area-form';
import type { TAreaFormProps } from '../../components/resource/area/area-types';
import { DescriptionFields } from '../../components/resource/form/description-fields';
import { FormReferenceSelect } from '../../components/resource/reference/form-reference-select';
import { FormTextField } from '../../components/resource/form/form-text-field';
import type { TExploreList } from './explore-list-record';

/** City and name required ('This is required', part 2 §5), and the two descriptions. */
const ZExploreListForm = ZExploreListCreate.pick({
  destinationId: true,
  name: true,
  shortDescription: true,
  description: true,
});

/** Add / edit an explore list (part 2 §2 "Explore lists"). */
export function ExploreListForm({ item: list, onClose, save }: TAreaFormProps<TExploreList>) {
  const { control, handleSubmit, formState } = useForm<
    z.input<typeof ZExploreListForm>,
    unknown,
    z.output<typeof ZExploreListForm>
  >({
    resolver: zodResolver(ZExploreListForm),
    defaultValues: {
      destinationId: list?.destinationId ?? undefined,
      name: list?.name ?? '',
      shortDescription: list?.shortDescription ?? '',
      description: list?.description ?? '',
    },
  });
  return (
    <AreaFormDialog
      dirty={formState.isDirty}
      formId="explore-list-form"
      editing={Boolean(list)}
      save={save}
      onClose={onClose}
      onSubmit={handleSubmit((body) => save.mutate(body))}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <FormReferenceSelect
          resource={cityResource}
          control={control}
          name="destinationId"
          id="explore-list-form-city"
          label="City"
          required
          initialName={list?.destination?.name}
        />
        <FormTextField control={control} name="name" id="explore-list-form-name" label="Name" required fullWidth />
        <DescriptionFields control={control} idPrefix="explore-list-form" />
      </Box>
    </AreaFormDialog>
  );
}
