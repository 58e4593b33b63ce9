import { cityResource } from '@mise/contracts/resources/city';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { FormReferenceSelect } from '../../components/resource/reference/form-reference-select';
import { FormMentionField } from '../../components/resource/form/form-mention-field';
import { AreaFormDialog } from '../../components/resource/area/area-form';
import type { TAreaFormProps } from '../../components/resource/area/area-types';
import type { TEatinerary } from './eatinerary-record';
import {
  EMPTY_SECTION,
  eatineraryBody,
  eatineraryFormValues,
  type TEatineraryFormInput,
  type TEatineraryFormValues,
  ZEatineraryForm,
} from './eatinerary-form-schema';
import { SectionFields } from './section-fields';
import { FormTextField } from '../../components/resource/form/form-text-field';

/** Add Eatinery / Edit Eatinery (part 1 §2, §5): City, name, a mention-enabled description and repeatable sections. */
export function EatineraryForm({ item, onClose, save }: TAreaFormProps<TEatinerary>) {
  const { control, handleSubmit, watch, getValues, setValue, formState } = useForm<
    TEatineraryFormInput,
    unknown,
    TEatineraryFormValues
  >({
    resolver: zodResolver(ZEatineraryForm),
    defaultValues: eatineraryFormValues(item),
  });
  const sections = useFieldArray({ control, name: 'sections' });
  const [placesCleared, setPlacesCleared] = useState(false);
  const cityId = watch('destinationId');

  /** Places belong to the city: choosing another city empties the chosen places (and says so). */
  const changeCity = (id: number | null) => {
    const current = getValues('sections');
    if (id !== getValues('destinationId') && current.some((s) => s.places.length > 0)) {
      current.forEach((_s, index) => setValue(`sections.${index}.places`, []));
      setPlacesCleared(true);
    }
  };

  return (
    <AreaFormDialog
      dirty={formState.isDirty}
      formId="eatinerary-form"
      editing={Boolean(item)}
      title="Eatinery"
      save={save}
      onClose={onClose}
      onSubmit={handleSubmit((values) => save.mutate(eatineraryBody(values)))}
    >
      <FormReferenceSelect
        resource={cityResource}
        control={control}
        name="destinationId"
        id="eatinerary-form-city"
        label="City"
        required
        initialName={item?.destination?.name}
        onChoose={changeCity}
      />
      {placesCleared && (
        <Alert severity="info" onClose={() => setPlacesCleared(false)}>
          The chosen places were cleared: places must be in the chosen city.
        </Alert>
      )}
      <FormTextField control={control} name="name" id="eatinerary-form-name" label="Name of eatinerary" required />
      <FormMentionField control={control} name="description" id="eatinerary-form-description" label="Description" />
      {sections.fields.map((section, index) => (
        <SectionFields
          key={section.id}
          control={control}
          index={index}
          cityId={typeof cityId === 'number' ? cityId : null}
          onDelete={index > 0 ? () => sections.remove(index) : undefined}
        />
      ))}
      <Box>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          onClick={() => sections.append({ ...EMPTY_SECTION, places: [] })}
        >
          Add Section
        </Button>
      </Box>
    </AreaFormDialog>
  );
}
