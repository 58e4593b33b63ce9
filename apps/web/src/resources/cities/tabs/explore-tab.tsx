import { RelationTab } from '../../../components/resource/relation-tab';
import { CITIES_PATH } from './city-relation-messages';

/**
 * The city's explore tab: list and remove. Explore lists keep no order within a city (the server has no
 * order column for them), so there are no drag handles; no picker, as for landmarks.
 */
export function CityExploreTab({ cityId }: { cityId: number }) {
  return <RelationTab modelPath={CITIES_PATH} id={cityId} relation="lists" label="Explore lists" removable />;
}
