import { eatineraryResource } from '@mise/contracts/resources/eatinerary';
import { defineModel } from '../../crud/model';
import { eatineraries } from '../../db/schema/eatinerary';
import { checkSectionPlaces, presentSections } from './sections';

export const eatineraryModel = defineModel({
  resource: eatineraryResource,
  table: eatineraries,
  id: eatineraries.id,
  relations: {
    destination: { kind: 'belongsTo', target: 'Destination', localKey: eatineraries.destinationId },
  },
  prepare: checkSectionPlaces,
  present: presentSections,
});
