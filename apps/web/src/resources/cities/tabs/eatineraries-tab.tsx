import { RelationTab } from '../../../components/resource/relation-tab';
import { CITIES_PATH, eatineraryDetailsPath } from './city-relation-messages';

/**
 * The city's eatineraries tab (part 1 §2): eateries in a draggable order; a click opens the eatinerary.
 * The order is stored with change-order on 'eateries' (the city PATCH does not take an `eateries` list).
 * No remove: an eatinerary must have a city (its form requires one).
 */
export function CityEatinerariesTab({ cityId }: { cityId: number }) {
  return (
    <RelationTab modelPath={CITIES_PATH} id={cityId} relation="eateries" label="Eatineraries" reorderable itemHref={(item) => eatineraryDetailsPath(item.id)} />
  );
}
