import { destinationPackResource } from '@mise/contracts/resources/destination-pack';
import { defineModel } from '../../crud/model';
import { destinationPacks } from '../../db/schema/destination-packs';
import { destinations } from '../../db/schema/destinations';
import { cityModel } from '../destinations/model';

export const destinationPackModel = defineModel({
  resource: destinationPackResource,
  table: destinationPacks,
  id: destinationPacks.id,
  relations: {
    destinations: { kind: 'hasMany', model: () => cityModel, foreignKey: destinations.destinationPackId },
  },
});
