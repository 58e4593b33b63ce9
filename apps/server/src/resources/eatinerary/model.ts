import { eatineraryResource } from '@mise/contracts/resources/eatinerary';
import { defineModel } from '../../crud/model';
import { eateries } from '../../db/schema/eatinerary';
import { checkSectionPlaces, presentSections } from './sections';

export const eatineraryModel = defineModel({
  resource: eatineraryResource,
  table: eateries,
  id: eateries.id,
  relations: {
    destination: { kind: 'belongsTo', target: 'Destination', localKey: eateries.destinationId },
  },
  prepare: checkSectionPlaces,
  present: presentSections,
});
