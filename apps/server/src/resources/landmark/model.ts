import { landmarkResource } from '@mise/contracts/resources/landmark';
import { defineModel } from '../../crud/model';
import { landmarks } from '../../db/schema/landmark';

export const landmarkModel = defineModel({
  resource: landmarkResource,
  table: landmarks,
  id: landmarks.id,
  relations: {
    destination: { kind: 'belongsTo', target: 'Destination', localKey: landmarks.destinationId },
  },
});
