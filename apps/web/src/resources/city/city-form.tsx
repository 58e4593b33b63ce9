import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { AreaFormDialog } from '../../components/resource/area/area-form';
import type { TAreaFormProps } from '../../components/resource/area/area-types';
import { FormTextField } from '../../components/resource/form/form-text-field';
import { errorMessage } from '../../lib/api-client';
import { client } from '../../lib/client';
import { useNamedValues } from '../../lib/app-data';
import { cityFormValues, type TCityBody, type TCityFormInput, ZCityForm } from './city-form-schema';
import type { TCity } from './city-record';
import { PlaceSearchBox } from './place-search-box';

type TTextName = Exclude<keyof TCityFormInput, 'destinationPackId'>;

/** The full-width fields, one line or several. */
const WIDE = { className: 'wide' } as const;
const WIDE_LONG = { className: 'wide', multiline: true, minRows: 3 } as const;

/**
 * Packs for the form's select: GET packs/get-packs (all packs by name). Its path is not the packs' own, so the packs
 * area refreshes it after its writes (`alsoInvalidate`).
 * @example
 * const { data: packs = [] } = usePackChoices();
 */
function usePackChoices() {
  return useQuery({ ...client.destinationPack.getPacks.options(), staleTime: 60_000 });
}

/**
 * Add City / Edit City (part 1 §2, §5): a place search that fills the place fields, continent from
 * the continentName setting, the text fields of §7 and the destination pack.
 */
export function CityForm({ item: city, onClose, save }: TAreaFormProps<TCity>) {
  const continents = useNamedValues('continentName') ?? [];
  const packs = usePackChoices();
  const { control, handleSubmit, setValue, formState } = useForm<TCityFormInput, unknown, TCityBody>({
    resolver: zodResolver(ZCityForm),
    defaultValues: cityFormValues(city),
  });
  const fill = { shouldDirty: true, shouldValidate: true } as const;
  const text = (name: TTextName, label: string, props?: Omit<TextFieldProps, 'name'>) => (
    <FormTextField control={control} name={name} id={`city-${name}`} label={label} fullWidth {...props} />
  );

  return (
    <AreaFormDialog
      dirty={formState.isDirty}
      formId="city-form"
      editing={Boolean(city)}
      save={save}
      onClose={onClose}
      onSubmit={handleSubmit((body) => save.mutate(body))}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr', '& > .wide': { gridColumn: '1 / -1' } }}>
        <Box className="wide">
          <PlaceSearchBox
            onPick={(hit) => {
              setValue('name', hit.name, fill);
              setValue('state', hit.state ?? '', fill);
              setValue('country', hit.country ?? '', fill);
              setValue('placeId', hit.placeId, fill);
              setValue('lat', String(hit.location.lat), fill);
              setValue('lng', String(hit.location.lng), fill);
            }}
          />
        </Box>
        {text('name', 'Name', { required: true })}
        <FormTextField
          control={control}
          name="continent"
          id="city-continent"
          select
          label="Continent"
          required
          fullWidth
        >
          {continents.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.name}
            </MenuItem>
          ))}
        </FormTextField>
        {text('state', 'State')}
        {text('country', 'Country')}
        {text('placeId', 'Place id')}
        <Box sx={{ display: 'flex', gap: 2 }}>
          {text('lat', 'Latitude')}
          {text('lng', 'Longitude')}
        </Box>
        <Controller
          control={control}
          name="destinationPackId"
          render={({ field }) => (
            <TextField
              select
              id="city-pack"
              label="Destination pack"
              fullWidth
              className="wide"
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
              onBlur={field.onBlur}
              error={Boolean(packs.error)}
              helperText={packs.error ? errorMessage(packs.error) : undefined}
            >
              <MenuItem value="">
                <em>None</em>
              </MenuItem>
              {(packs.data ?? []).map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {text('byline', 'Byline', WIDE)}
        {text('shortDescription', 'Short description', WIDE_LONG)}
        {text('description', 'Description', WIDE_LONG)}
        {text('beforeYouGo', 'Before you go', WIDE_LONG)}
        {text('whatsInside', "What's inside", WIDE_LONG)}
      </Box>
    </AreaFormDialog>
  );
}
