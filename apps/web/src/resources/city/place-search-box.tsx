import type { TGeoCity } from '@mise/contracts/common/geo';
import { GeoSearchBox, describeCity } from '../../components/resource/form/geo-search-box';
import { client } from '../../lib/client';

/**
 * The city form's place search, restricted to cities (part 1 §2). Picking a hit hands it to `onPick`,
 * which fills name, state, country, placeId and location.
 * @example
 * <PlaceSearchBox onPick={(hit) => setValue('name', hit.name)} />
 */
export function PlaceSearchBox({ onPick }: { onPick: (hit: TGeoCity) => void }) {
  return (
    <GeoSearchBox
      search={client.geo.cities}
      label="Search a city"
      hint="Fills name, state, country, place id and location"
      empty={{ tooShort: 'Type a city name', none: 'No cities found' }}
      describe={describeCity}
      onPick={onPick}
    />
  );
}
