import { api } from '../../../lib/api-client';
import { CityPickerTab } from './city-picker-tab';
import { CITIES_PATH, CITY_RELATION_MSG } from './city-relation-messages';

/** The city's cuisines tab (part 1 §2 Cities): list, add through 'add cuisines', remove, drag reorder. */
export function CityCuisinesTab({ cityId }: { cityId: number }) {
  return (
    <CityPickerTab
      cityId={cityId}
      relation="cuisines"
      candidatesPath="cuisines"
      label="Cuisines"
      addLabel="Add cuisines"
      pickerTitle="add cuisines"
      saveIds={(newIds) => api.put('appmodels/relations', { firstModel: CITIES_PATH, secondModel: 'cuisines', id: cityId, newIds })}
      addMessages={{ success: CITY_RELATION_MSG.cuisinesAdded, failure: CITY_RELATION_MSG.cuisinesAddFailed }}
    />
  );
}
