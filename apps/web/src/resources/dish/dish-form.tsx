import { cityResource } from '@mise/contracts/resources/city';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_DISH_TYPE, DISH_TYPES, ZDishCreate } from '@mise/contracts/resources/dish';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AreaFormDialog } from '../../components/resource/area/area-form';
import type { TAreaFormProps } from '../../components/resource/area/area-types';
import { ReferenceMultiSelect } from '../../components/resource/reference/reference-multi-select';
import { DescriptionFields } from '../../components/resource/form/description-fields';
import { FormTextField } from '../../components/resource/form/form-text-field';
import type { TReferenceOption } from '../../components/resource/reference/use-reference-options';
import type { TDish } from './dish-record';

/** Name (required: 'this field is required', part 2 §5), type, the cities it belongs to and the two descriptions. */
const ZDishForm = ZDishCreate.pick({
  name: true,
  type: true,
  destinationIds: true,
  shortDescription: true,
  description: true,
});

const TYPE_LABELS: Record<(typeof DISH_TYPES)[number], string> = { food: 'Food', drink: 'Drink' };

/** Add / edit a dish (part 2 §2 "Dishes"): the cities offered are the published ones only. */
export function DishForm({ item: dish, onClose, save }: TAreaFormProps<TDish>) {
  const [cities, setCities] = useState<TReferenceOption[]>(dish?.destinations ?? []);
  const { control, handleSubmit, formState } = useForm<z.input<typeof ZDishForm>, unknown, z.output<typeof ZDishForm>>({
    resolver: zodResolver(ZDishForm),
    defaultValues: {
      name: dish?.name ?? '',
      type: dish?.type ?? DEFAULT_DISH_TYPE,
      destinationIds: cities.map((c) => c.id),
      shortDescription: dish?.shortDescription ?? '',
      description: dish?.description ?? '',
    },
  });
  return (
    <AreaFormDialog
      dirty={formState.isDirty}
      formId="dish-form"
      editing={Boolean(dish)}
      save={save}
      onClose={onClose}
      onSubmit={handleSubmit((body) => save.mutate(body))}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <FormTextField control={control} name="name" id="dish-form-name" label="Name" required fullWidth />
        <FormTextField control={control} name="type" id="dish-form-type" label="Type" select fullWidth>
          {DISH_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </FormTextField>
        <Controller
          control={control}
          name="destinationIds"
          render={({ field }) => (
            <ReferenceMultiSelect
              resource={cityResource}
              id="dish-form-cities"
              label="Cities"
              placeholder="Published cities"
              where={{ isPublished: true }}
              value={cities}
              onChange={(next) => {
                setCities(next);
                field.onChange(next.map((c) => c.id));
              }}
            />
          )}
        />
        <DescriptionFields control={control} idPrefix="dish-form" />
      </Box>
    </AreaFormDialog>
  );
}
