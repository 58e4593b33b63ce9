import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { TAreaTabProps } from '../../../components/resource/area-types';
import { RelationPickerTab } from '../../../components/resource/relation-picker-tab';
import { RelationTab } from '../../../components/resource/relation-tab';
import { api } from '../../../lib/api-client';
import type { TCityDetails } from '../city-record';
import { useCityIconic } from './use-city-iconic';

/** The city's API path. */
const CITIES = 'destinations';

type TTab = TAreaTabProps<unknown>;

/**
 * The city's places tab (part 1 §2 Cities): list, add through 'add places', remove, drag reorder.
 * A place belongs to one city, so removing it clears its destinationId (§4) rather than deleting a join row.
 */
export function CityPlacesTab({ id }: TTab) {
  return (
    <RelationPickerTab
      modelPath={CITIES}
      id={id}
      relation="establishments"
      label="Places"
      saveIds={(establishmentIds) => api.put(`${CITIES}/${id}/update-establishments`, { establishmentIds })}
      addMessages={{ success: 'Places Added Successfully', failure: 'Places Add Unsuccessful' }}
      remove={(place) => api.patch(`establishments/${place.id}`, { destinationId: null })}
      removeMessages={{ success: 'Place Deleted', failure: 'Place Delete Unsuccessful' }}
    />
  );
}

/** The city's dishes tab (part 1 §2 Cities): list, add through 'add dishes', remove, drag reorder, iconic flag. */
export function CityDishesTab({ id, item: city }: TAreaTabProps<TCityDetails>) {
  const iconic = useCityIconic(city);
  return (
    <RelationPickerTab
      modelPath={CITIES}
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

/** The city's cuisines tab (part 1 §2 Cities): list, add through 'add cuisines', remove, drag reorder. */
export function CityCuisinesTab({ id }: TTab) {
  return (
    <RelationPickerTab
      modelPath={CITIES}
      id={id}
      relation="cuisines"
      label="Cuisines"
      addMessages={{ success: 'Cuisines Added Successfully', failure: 'Cuisine Add Unsuccessful' }}
    />
  );
}

/**
 * The city's landmarks tab: list, remove, drag reorder. The spec names no landmark picker for cities
 * (a landmark's city is set on the landmark), so there is no add button here.
 */
export function CityLandmarksTab({ id }: TTab) {
  return <RelationTab modelPath={CITIES} id={id} relation="landmarks" label="Landmarks" reorderable removable />;
}

/**
 * The city's explore tab: list and remove. Explore lists keep no order within a city (the server has no
 * order column for them), so there are no drag handles; no picker, as for landmarks.
 */
export function CityExploreTab({ id }: TTab) {
  return <RelationTab modelPath={CITIES} id={id} relation="lists" label="Explore lists" removable />;
}

/**
 * The city's eatineraries tab (part 1 §2): eateries in a draggable order; a click opens the eatinerary.
 * The order is stored with change-order on 'eateries' (the city PATCH does not take an `eateries` list).
 * No remove: an eatinerary must have a city (its form requires one).
 */
export function CityEatinerariesTab({ id }: TTab) {
  return (
    <RelationTab
      modelPath={CITIES}
      id={id}
      relation="eateries"
      label="Eatineraries"
      reorderable
      itemHref={(item) => `/dashboard/eatineraries/${item.id}/details`}
    />
  );
}
