import { destinationPackResource } from '@mise/contracts/resources/destination-pack';
import { defineModel } from '../../crud/model';
import { destinationPacks } from '../../db/schema/destination-pack';
import { cities } from '../../db/schema/city';

export const destinationPackModel = defineModel({
  resource: destinationPackResource,
  table: destinationPacks,
  id: destinationPacks.id,
  relations: {
    destinations: { kind: 'hasMany', target: 'Destination', foreignKey: cities.destinationPackId },
  },
});
