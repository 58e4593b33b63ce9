import { eatineraryResource } from '@mise/contracts/resources/eatinerary';
import { defineModel } from '../../crud/model';
import { eateries } from '../../db/schema/eateries';
import { cityModel } from '../destinations/model';

export const eatineraryModel = defineModel({
  resource: eatineraryResource,
  table: eateries,
  id: eateries.id,
  relations: {
    destination: { kind: 'belongsTo', model: () => cityModel, localKey: eateries.destinationId },
  },
});
