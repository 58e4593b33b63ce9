import { landmarkResource } from '@mise/contracts/resources/landmark';
import { defineModel } from '../../crud/model';
import { landmarks } from '../../db/schema/landmarks';
import { cityModel } from '../destinations/model';

export const landmarkModel = defineModel({
  resource: landmarkResource,
  table: landmarks,
  id: landmarks.id,
  relations: {
    destination: { kind: 'belongsTo', model: () => cityModel, localKey: landmarks.destinationId },
  },
});
