import { cityResource } from '@mise/contracts/resources/city';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { TAreaTabProps } from '../../../components/resource/area/area-types';
import { RelationPickerTab } from '../../../components/resource/relation/relation-picker-tab';
import type { TCityDetails } from '../city-record';
import { useCityIconic } from './use-city-iconic';

/** The city's dishes tab (part 1 §2 Cities): list, add through 'add dishes', remove, drag reorder, iconic flag. */
export function CityDishesTab({ id, item: city }: TAreaTabProps<TCityDetails>) {
  const iconic = useCityIconic(city);
  return (
    <RelationPickerTab
      modelPath={cityResource.path}
      id={id}
      relation="foodDrinks"
      label="Dishes"
      addMessages={{ success: 'Dishes Added Successfully', failure: 'Dishes Add Unsuccessful' }}
      renderActions={(dish) => (
        <FormControlLabel
          label="Make this dish Iconic"
          slotProps={{ typography: { variant: 'body2' } }}
          control={
            <Checkbox
              size="small"
              checked={iconic.isIconic(dish.id)}
              disabled={iconic.isSaving}
              onChange={(event) => iconic.toggle(dish.id, event.target.checked)}
            />
          }
        />
      )}
    />
  );
}
