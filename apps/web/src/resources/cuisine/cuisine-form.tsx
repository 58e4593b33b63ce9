import { zodResolver } from '@hookform/resolvers/zod';
import type { TWireRecord } from '@mise/contracts/common/wire';
import { ZCuisineCreate, type cuisineResource } from '@mise/contracts/resources/cuisine';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AreaFormDialog } from '../../components/resource/area/area-form';
import type { TAreaFormProps } from '../../components/resource/area/area-types';
import { DescriptionFields } from '../../components/resource/form/description-fields';
import { FormTextField } from '../../components/resource/form/form-text-field';

/** Name (required: 'this field is required', part 2 §5) and the two descriptions. */
const ZCuisineForm = ZCuisineCreate.pick({ name: true, shortDescription: true, description: true });

/** Add / edit a cuisine (part 2 §2 "Cuisines"). */
export function CuisineForm({ item: cuisine, onClose, save }: TAreaFormProps<TWireRecord<typeof cuisineResource>>) {
  const { control, handleSubmit, formState } = useForm<
    z.input<typeof ZCuisineForm>,
    unknown,
    z.output<typeof ZCuisineForm>
  >({
    resolver: zodResolver(ZCuisineForm),
    defaultValues: {
      name: cuisine?.name ?? '',
      shortDescription: cuisine?.shortDescription ?? '',
      description: cuisine?.description ?? '',
    },
  });
  return (
    <AreaFormDialog
      dirty={formState.isDirty}
      formId="cuisine-form"
      editing={Boolean(cuisine)}
      save={save}
      onClose={onClose}
      onSubmit={handleSubmit((body) => save.mutate(body))}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <FormTextField control={control} name="name" id="cuisine-form-name" label="Name" required fullWidth />
        <DescriptionFields control={control} idPrefix="cuisine-form" />
      </Box>
    </AreaFormDialog>
  );
}
