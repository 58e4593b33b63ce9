import { RelationTab } from '../../../components/resource/relation-tab';
import { CITIES_PATH } from './city-relation-messages';

/**
 * The city's landmarks tab: list, remove, drag reorder. The spec names no landmark picker for cities
 * (a landmark's city is set on the landmark), so there is no add button here.
 */
export function CityLandmarksTab({ cityId }: { cityId: number }) {
  return <RelationTab modelPath={CITIES_PATH} id={cityId} relation="landmarks" label="Landmarks" reorderable removable />;
}
