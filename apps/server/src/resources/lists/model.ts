import { exploreListResource } from '@mise/contracts/resources/explore-list';
import { defineModel } from '../../crud/model';
import { lists } from '../../db/schema/lists';
import { listEstablishments } from '../../db/schema/relations';
import { cityModel } from '../destinations/model';
import { placeModel } from '../establishments/model';

export const exploreListModel = defineModel({
  idLists: { establishmentIds: 'establishments' },
  resource: exploreListResource,
  table: lists,
  id: lists.id,
  relations: {
    destination: { kind: 'belongsTo', model: () => cityModel, localKey: lists.destinationId },
    establishments: {
      kind: 'manyToMany',
      model: () => placeModel,
      through: listEstablishments,
      sourceKey: listEstablishments.listId,
      targetKey: listEstablishments.establishmentId,
      orderBy: listEstablishments.position,
    },
  },
});
