import { cityResource } from '@mise/contracts/resources/city';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TGeoCity } from '@mise/contracts/common/geo';
import { GUIDE_RATING, PLACE_DUPLICATE_MESSAGE, PRICE_RANGE, type TGeoPlace } from '@mise/contracts/resources/place';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Rating from '@mui/material/Rating';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { type Control, Controller, useForm } from 'react-hook-form';
import { AreaFormDialog } from '../../components/resource/area/area-form';
import type { TAreaFormProps } from '../../components/resource/area/area-types';
import { FormReferenceSelect } from '../../components/resource/reference/form-reference-select';
import { FormTextField } from '../../components/resource/form/form-text-field';
import { MapPreview } from '../../components/map/map-preview';
import { GeoSearchBox, PLACE_SEARCH } from '../../components/resource/form/geo-search-box';
import { useServerFieldErrors } from '../../components/resource/form/use-server-field-errors';
import { useProductName, useNamedValues } from '../../lib/app-data';
import { client } from '../../lib/client';
import { PlaceHoursFields } from './place-hours-fields';
import { PlaceRatingsFields, PlaceSocialFields } from './place-pair-fields';
import { PlaceTakenWarning } from './place-taken-warning';
import {
  formDays,
  placeBody,
  placeFormValues,
  type TPlaceFormInput,
  type TPlaceFormValues,
  ZPlaceForm,
} from './place-form-schema';
import type { TPlace } from './place-record';

const RANGE = Array.from({ length: PRICE_RANGE.max - PRICE_RANGE.min + 1 }, (_, i) => PRICE_RANGE.min + i);

/** A titled section of the form (part 2 §2 lists them). */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" aria-labelledby={id} sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography id={id} variant="h6" component="legend" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** 'Create New Place' / 'Update {place name}' (part 2 §2): basics, address, rating, external ratings, social media, open days. */
export function PlaceForm({ item: place, onClose, save }: TAreaFormProps<TPlace>) {
  const { control, handleSubmit, setValue, setError, clearErrors, formState } = useForm<
    TPlaceFormInput,
    unknown,
    TPlaceFormValues
  >({
    resolver: zodResolver(ZPlaceForm),
    defaultValues: placeFormValues(place),
  });
  // A taken placeId: said on the search box as soon as the place is picked, and again if SAVE meets the server's 409.
  useServerFieldErrors(save.error, setError);
  const product = useProductName();
  // The place a pick turned out to be already in the guide, which the warning offers to open.
  const [takenId, setTakenId] = useState<number | null>(null);
  const warnTaken = (id: number) => {
    setError('placeId', { type: 'taken', message: PLACE_DUPLICATE_MESSAGE.replace('{product}', product) });
    setTakenId(id);
  };
  const warnIfTaken = async (placeId: string) => {
    const taken = await client.place
      .list({ query: { filter: { where: { placeId }, fields: ['id'], limit: 1 } } })
      .catch(() => []);
    const id = taken[0]?.id;
    if (typeof id === 'number') warnTaken(id);
  };
  // A new place starts from the place search; its fields show once a place is picked or 'CREATE NEW' is pressed.
  const [entering, setEntering] = useState(Boolean(place));
  // Offline search (no GEO_PROVIDER): a city gives the address its city and the map its location.
  const fillCity = (city: TGeoCity) => {
    const opts = { shouldDirty: true, shouldValidate: false };
    clearErrors('placeId');
    setTakenId(null);
    setValue('city', city.name, opts);
    setValue('location', city.location, opts);
    setEntering(true);
  };
  const fill = (hit: TGeoPlace) => {
    const opts = { shouldDirty: true, shouldValidate: false };
    clearErrors('placeId');
    setTakenId(null);
    setValue('placeId', hit.placeId, opts);
    void warnIfTaken(hit.placeId);
    setValue('name', hit.name, opts);
    setValue('location', hit.location, opts);
    for (const [field, value] of [
      ['address', hit.address],
      ['addressLine1', hit.addressLine1],
      ['city', hit.city],
      ['locality', hit.locality],
      ['zipcode', hit.zipcode],
      ['website', hit.website],
      ['phone', hit.phone],
    ] as const) {
      if (value) setValue(field, value, opts);
    }
    if (hit.openingDays) setValue('days', formDays(hit.openingDays), opts);
    setEntering(true);
  };
  return (
    <AreaFormDialog
      dirty={formState.isDirty}
      formId="place-form"
      editing={Boolean(place)}
      heading={place ? `Update ${place.name}` : 'Create New Place'}
      save={save}
      onClose={onClose}
      // SAVE before a place is picked or entered shows the fields with their messages.
      onSubmit={handleSubmit(
        (values) => save.mutate(placeBody(values)),
        () => setEntering(true),
      )}
    >
      {!place && (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <GeoSearchBox<TGeoPlace>
            {...PLACE_SEARCH}
            hint="Fills name, address, location, website, phone and opening hours"
            onPick={fill}
            onPickCity={fillCity}
            onPickGuidePlace={(own) => warnTaken(own.id)}
            error={
              formState.errors.placeId?.message && (
                <PlaceTakenWarning message={formState.errors.placeId.message} placeId={takenId} onOpen={onClose} />
              )
            }
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2">Couldn't see what you're looking for?</Typography>
            <Button variant="outlined" size="small" onClick={() => setEntering(true)}>
              CREATE NEW
            </Button>
          </Box>
        </Box>
      )}
      {entering && <PlaceFormSections control={control} place={place} />}
    </AreaFormDialog>
  );
}

/** The form's sections (part 2 §2), once the place is being entered. */
function PlaceFormSections({
  control,
  place,
}: {
  control: Control<TPlaceFormInput, unknown, TPlaceFormValues>;
  place: TPlace | undefined;
}) {
  const placeTypes = useNamedValues('establishmentPlaceType') ?? [];
  const text = (
    name: keyof TPlaceFormInput & string,
    label: string,
    extra: { required?: boolean; multiline?: boolean } = {},
  ) => (
    <FormTextField
      control={control}
      name={name}
      id={`place-form-${name}`}
      label={label}
      fullWidth
      minRows={extra.multiline ? 3 : undefined}
      {...extra}
    />
  );
  return (
    <>
      <FormSection id="place-section-basics" title="Basics">
        {text('name', 'Name', { required: true })}
        {text('phone', 'Contact number')}
        {text('reservationLink', 'Reservation link')}
        <Controller
          control={control}
          name="takeoutAndDelivery"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value ?? false} onChange={(e) => field.onChange(e.target.checked)} />}
              label="Takeout and delivery"
            />
          )}
        />
        {text('website', 'Website')}
        {text('place_email', 'Email')}
        {text('instagramLink', 'Instagram link')}
        {text('shortDescription', 'Short description', { multiline: true })}
        {text('description', 'Description', { multiline: true })}
        <Controller
          control={control}
          name="types"
          render={({ field }) => (
            <FormGroup row role="group" aria-label="Place types">
              {placeTypes.map((type) => {
                const chosen = field.value ?? [];
                return (
                  <FormControlLabel
                    key={type.value}
                    label={type.name}
                    control={
                      <Checkbox
                        checked={chosen.includes(type.value)}
                        onChange={(e) =>
                          field.onChange(
                            e.target.checked ? [...chosen, type.value] : chosen.filter((v) => v !== type.value),
                          )
                        }
                      />
                    }
                  />
                );
              })}
            </FormGroup>
          )}
        />
        <Controller
          control={control}
          name="range"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-label="Price range"
              value={field.value ?? null}
              onChange={(_e, value: number | null) => field.onChange(value)}
            >
              {RANGE.map((n) => (
                <ToggleButton key={n} value={n} aria-label={`Price range ${n}`}>
                  {'$'.repeat(n)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        />
      </FormSection>
      <FormSection id="place-section-address" title="Address">
        {text('address', 'Full address', { required: true, multiline: true })}
        {text('localeAddress', 'Local-language address')}
        {text('addressLine1', 'Line 1')}
        {text('city', 'City', { required: true })}
        {text('locality', 'Locality')}
        {text('zipcode', 'Zipcode')}
        <FormReferenceSelect
          resource={cityResource}
          control={control}
          name="destinationId"
          id="place-form-destination"
          label="Choose city"
          required
          initialName={place?.destination?.name}
        />
        <Controller
          control={control}
          name="location"
          render={({ field }) => <MapPreview location={field.value ?? null} onChange={field.onChange} />}
        />
      </FormSection>
      <FormSection id="place-section-rating" title="Rating">
        <Controller
          control={control}
          name="guideRating"
          render={({ field }) => (
            <Rating
              name="guideRating"
              max={GUIDE_RATING.max}
              value={field.value ?? null}
              onChange={(_e, value) => field.onChange(value)}
              aria-label="Rating"
            />
          )}
        />
      </FormSection>
      <FormSection id="place-section-external-ratings" title="External ratings">
        <PlaceRatingsFields control={control} />
      </FormSection>
      <FormSection id="place-section-social" title="Social media urls">
        <PlaceSocialFields control={control} />
      </FormSection>
      <FormSection id="place-section-hours" title="Open days">
        <PlaceHoursFields control={control} />
      </FormSection>
    </>
  );
}
