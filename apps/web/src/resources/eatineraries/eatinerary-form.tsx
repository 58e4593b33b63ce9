import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { MentionTextField } from '../../components/mentions/mention-text-field';
import { CitySelect } from '../../components/resource/city-select';
import { FormDialog } from '../../components/resource/form-dialog';
import { errorMessage } from '../../lib/api-client';
import type { TEatinerary } from './api';
import {
  EMPTY_SECTION,
  eatineraryBody,
  eatineraryFormValues,
  type TEatineraryFormInput,
  type TEatineraryFormValues,
  ZEatineraryForm,
} from './eatinerary-form-schema';
import { SectionFields } from './section-fields';
import { useEatinerarySave } from './use-eatinerary-save';
import { FormTextField } from '../../components/resource/form-text-field';

/** Add Eatinery / Edit Eatinery (part 1 §2, §5): City, name, a mention-enabled description and repeatable sections. */
export function EatineraryForm({ item, onClose }: { item?: TEatinerary; onClose: () => void }) {
  const save = useEatinerarySave(item, onClose);
  const { control, handleSubmit, watch, getValues, setValue } = useForm<TEatineraryFormInput, unknown, TEatineraryFormValues>({
    resolver: zodResolver(ZEatineraryForm),
    defaultValues: eatineraryFormValues(item),
  });
  const sections = useFieldArray({ control, name: 'sections' });
  const [placesCleared, setPlacesCleared] = useState(false);
  const cityId = watch('destinationId');
  const formId = 'eatinerary-form';

  /** Places belong to the city: choosing another city empties the chosen places (and says so). */
  const changeCity = (id: number | null) => {
    const current = getValues('sections');
    if (id !== getValues('destinationId') && current.some((s) => s.places.length > 0)) {
      current.forEach((_s, index) => setValue(`sections.${index}.places`, []));
      setPlacesCleared(true);
    }
  };

  return (
    <FormDialog open title={item ? 'Edit Eatinery' : 'Add Eatinery'} onClose={onClose} formId={formId} saving={save.isPending}>
      <Box component="form" id={formId} noValidate onSubmit={handleSubmit((values) => save.mutate(eatineraryBody(values)))} sx={{ display: 'grid', gap: 2 }}>
        <Controller
          control={control}
          name="destinationId"
          render={({ field, fieldState }) => (
            <CitySelect
              id="eatinerary-form-city"
              label="City"
              required
              value={typeof field.value === 'number' ? { id: field.value, name: getValues('destinationName') } : null}
              onChange={(city) => {
                changeCity(city?.id ?? null);
                setValue('destinationName', city?.name ?? '');
                field.onChange(city ? city.id : null);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
        {placesCleared && (
          <Alert severity="info" onClose={() => setPlacesCleared(false)}>
            The chosen places were cleared: places must be in the chosen city.
          </Alert>
        )}
        <FormTextField control={control} name="name" id="eatinerary-form-name" label="Name of eatinerary" required />
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <MentionTextField
              id="eatinerary-form-description"
              label="Description"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            />
          )}
        />
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
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => sections.append({ ...EMPTY_SECTION, places: [] })}>
            Add Section
          </Button>
        </Box>
        {save.error && <Alert severity="error">{errorMessage(save.error)}</Alert>}
      </Box>
    </FormDialog>
  );
}
