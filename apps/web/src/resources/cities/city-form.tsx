import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../components/resource/form-dialog';
import { FormTextField } from '../../components/resource/form-text-field';
import { errorMessage } from '../../lib/api-client';
import { useSetting } from '../../lib/app-data';
import { type TCityRow, usePackChoices } from './api';
import { cityFormValues, type TCityBody, type TCityFormInput, ZCityForm } from './city-form-schema';
import { PlaceSearchBox } from './place-search-box';
import { useCitySave } from './use-city-save';

type TContinent = { name: string; value: string };
type TTextName = Exclude<keyof TCityFormInput, 'destinationPackId'>;

function TextInput({
  control,
  name,
  label,
  multiline,
  required,
}: {
  control: Control<TCityFormInput, unknown, TCityBody>;
  name: TTextName;
  label: string;
  multiline?: boolean;
  required?: boolean;
}) {
  return (
    <FormTextField
      control={control}
      name={name}
      id={`city-${name}`}
      label={label}
      required={required}
      fullWidth
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
    />
  );
}

/**
 * Add City / Edit City (part 1 §2, §5): a place search that fills the place fields, continent from
 * the continentName setting, the text fields of §7 and the destination pack.
 */
export function CityForm({ city, onClose }: { city?: TCityRow; onClose: () => void }) {
  const continents = useSetting<TContinent[]>('continentName') ?? [];
  const packs = usePackChoices();
  const save = useCitySave(city, onClose);
  const { control, handleSubmit, setValue } = useForm<TCityFormInput, unknown, TCityBody>({
    resolver: zodResolver(ZCityForm),
    defaultValues: cityFormValues(city),
  });
  const formId = 'city-form';
  const fill = { shouldDirty: true, shouldValidate: true } as const;

  return (
    <FormDialog open title={city ? 'Edit City' : 'Add City'} onClose={onClose} formId={formId} saving={save.isPending}>
      <Box
        component="form"
        id={formId}
        noValidate
        onSubmit={handleSubmit((body) => save.mutate(body))}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr', '& > .wide': { gridColumn: '1 / -1' } }}
      >
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
        <TextInput control={control} name="name" label="Name" required />
        <Controller
          control={control}
          name="continent"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              id="city-continent"
              label="Continent"
              required
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
            >
              {continents.map((c) => (
                <MenuItem key={c.value} value={c.value}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextInput control={control} name="state" label="State" />
        <TextInput control={control} name="country" label="Country" />
        <TextInput control={control} name="placeId" label="Place id" />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextInput control={control} name="lat" label="Latitude" />
          <TextInput control={control} name="lng" label="Longitude" />
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
        <Box className="wide">
          <TextInput control={control} name="byline" label="Byline" />
        </Box>
        <Box className="wide">
          <TextInput control={control} name="shortDescription" label="Short description" multiline />
        </Box>
        <Box className="wide">
          <TextInput control={control} name="description" label="Description" multiline />
        </Box>
        <Box className="wide">
          <TextInput control={control} name="beforeYouGo" label="Before you go" multiline />
        </Box>
        <Box className="wide">
          <TextInput control={control} name="whatsInside" label="What's inside" multiline />
        </Box>
        {save.error && (
          <Alert severity="error" className="wide">
            {errorMessage(save.error)}
          </Alert>
        )}
      </Box>
    </FormDialog>
  );
}
