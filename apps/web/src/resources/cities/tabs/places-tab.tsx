import { api } from '../../../lib/api-client';
import { CityPickerTab } from './city-picker-tab';
import { CITIES_PATH, CITY_RELATION_MSG } from './city-relation-messages';

/**
 * The city's places tab (part 1 §2 Cities): list, add through 'add places', remove, drag reorder.
 * A place belongs to one city, so removing it clears its destinationId (§4) rather than deleting a join row.
 */
export function CityPlacesTab({ cityId }: { cityId: number }) {
  return (
    <CityPickerTab
      cityId={cityId}
      relation="establishments"
      candidatesPath="establishments"
      label="Places"
      addLabel="Add places"
      pickerTitle="add places"
      saveIds={(establishmentIds) => api.put(`${CITIES_PATH}/${cityId}/update-establishments`, { establishmentIds })}
      addMessages={{ success: CITY_RELATION_MSG.placesAdded, failure: CITY_RELATION_MSG.placesAddFailed }}
      remove={(place) => api.patch(`establishments/${place.id}`, { destinationId: null })}
      removeMessages={{ success: CITY_RELATION_MSG.placeDeleted, failure: CITY_RELATION_MSG.placeDeleteFailed }}
    />
  );
}
