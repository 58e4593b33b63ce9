import { cityResource } from '@mise/contracts/resources/city';
import { zodResolver } from '@hookform/resolvers/zod';
import { mapsSearchUrl } from '@mise/contracts/common/map';
import type { TGeoPlace } from '@mise/contracts/resources/place';
import Box from '@mui/material/Box';
import { useForm } from 'react-hook-form';
import { MapPreview } from '../../components/map/map-preview';
import { AreaFormDialog } from '../../components/resource/area/area-form';
import type { TAreaFormProps } from '../../components/resource/area/area-types';
import { FormReferenceSelect } from '../../components/resource/reference/form-reference-select';
import { FormMentionField } from '../../components/resource/form/form-mention-field';
import { FormTextField } from '../../components/resource/form/form-text-field';
import { GeoSearchBox, PLACE_SEARCH } from '../../components/resource/form/geo-search-box';
import { LandmarkNearbyList } from './landmark-nearby-list';
import {
  formLocation,
  landmarkBody,
  landmarkFormValues,
  type TLandmarkFormInput,
  type TLandmarkFormValues,
  ZLandmarkForm,
} from './landmark-form-schema';
import type { TLandmark } from './landmark-record';

/** Under the place search when the maps service is down: the fields are right there. */
export const LANDMARK_SEARCH_UNAVAILABLE =
  "Place search is unavailable; type the landmark's name, maps url and location by hand";

/**
 * 'Add Landmark' (part 2 §2, §5): City (required), a place search that fills name, maps url and location, Name
 * (required), the descriptions with mention autocomplete, and beside them the city's landmarks nearest the location.
 * Without a city SAVE only shows the messages.
 */
export function LandmarkForm({ item: landmark, onClose, save }: TAreaFormProps<TLandmark>) {
  const { control, handleSubmit, setValue, watch, formState } = useForm<
    TLandmarkFormInput,
    unknown,
    TLandmarkFormValues
  >({
    resolver: zodResolver(ZLandmarkForm),
    defaultValues: landmarkFormValues(landmark),
  });
  const [cityId, lat, lng] = watch(['destinationId', 'lat', 'lng']);
  const location = formLocation(lat, lng);
  const setLocation = (at: { lat: number; lng: number }) => {
    const opts = { shouldDirty: true, shouldValidate: true };
    setValue('lat', String(at.lat), opts);
    setValue('lng', String(at.lng), opts);
  };
  const fill = (hit: TGeoPlace) => {
    const opts = { shouldDirty: true, shouldValidate: true };
    setValue('name', hit.name, opts);
    setValue('mapsUrl', mapsSearchUrl(hit.location), opts);
    setLocation(hit.location);
  };
  const text = (name: 'name' | 'mapsUrl' | 'lat' | 'lng', label: string, required = false) => (
    <FormTextField
      control={control}
      name={name}
      id={`landmark-form-${name}`}
      label={label}
      required={required}
      fullWidth
    />
  );
  return (
    <AreaFormDialog
      dirty={formState.isDirty}
      formId="landmark-form"
      editing={Boolean(landmark)}
      save={save}
      onClose={onClose}
      onSubmit={handleSubmit((values) => save.mutate(landmarkBody(values)))}
    >
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 240px' } }}>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <FormReferenceSelect
            resource={cityResource}
            control={control}
            name="destinationId"
            id="landmark-form-city"
            label="City"
            required
            initialName={landmark?.destination?.name}
          />
          {/* Offline (no GEO_PROVIDER) a city's centre is the start: the map then shows it, and a click there places the landmark. */}
          <GeoSearchBox<TGeoPlace>
            {...PLACE_SEARCH}
            hint="Fills name, maps url and location"
            onPick={fill}
            onPickCity={(city) => setLocation(city.location)}
            unavailable={LANDMARK_SEARCH_UNAVAILABLE}
          />
          {text('name', 'Name', true)}
          {text('mapsUrl', 'Maps url')}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            {text('lat', 'Latitude')}
            {text('lng', 'Longitude')}
          </Box>
          <MapPreview location={location} onChange={setLocation} />
          <FormMentionField
            control={control}
            name="shortDescription"
            id="landmark-form-short-description"
            label="Short Description"
          />
          <FormMentionField
            control={control}
            name="description"
            id="landmark-form-description"
            label="Description"
            minRows={4}
          />
        </Box>
        <LandmarkNearbyList
          cityId={typeof cityId === 'number' ? cityId : null}
          location={location}
          excludeId={landmark?.id}
        />
      </Box>
    </AreaFormDialog>
  );
}
