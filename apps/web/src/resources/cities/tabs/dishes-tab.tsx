import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { api } from '../../../lib/api-client';
import { CityPickerTab } from './city-picker-tab';
import { CITIES_PATH, CITY_RELATION_MSG } from './city-relation-messages';
import { useCityIconic } from './use-city-iconic';

/** The city's dishes tab (part 1 §2 Cities): list, add through 'add dishes', remove, drag reorder, iconic flag. */
export function CityDishesTab({ cityId }: { cityId: number }) {
  const iconic = useCityIconic(cityId);
  return (
    <CityPickerTab
      cityId={cityId}
      relation="foodDrinks"
      candidatesPath="foodDrinks"
      label="Dishes"
      addLabel="Add dishes"
      pickerTitle="add dishes"
      saveIds={(newIds) => api.put('appmodels/relations', { firstModel: CITIES_PATH, secondModel: 'foodDrinks', id: cityId, newIds })}
      addMessages={{ success: CITY_RELATION_MSG.dishesAdded, failure: CITY_RELATION_MSG.dishesAddFailed }}
      renderActions={(dish) => (
        <FormControlLabel
          label="Make this dish Iconic"
          slotProps={{ typography: { variant: 'body2' } }}
          control={
            <Checkbox
              size="small"
              checked={iconic.isIconic(dish.id)}
              disabled={!iconic.isReady || iconic.isSaving}
              onChange={(event) => iconic.toggle(dish.id, event.target.checked)}
            />
          }
        />
      )}
    />
  );
}
