import { exploreListResource } from '@mise/contracts/resources/explore-list';
import { defineModel } from '../../crud/model';
import { lists } from '../../db/schema/explore-list';
import { listEstablishments } from '../../db/schema/relations';

export const exploreListModel = defineModel({
  idLists: { establishmentIds: 'establishments' },
  resource: exploreListResource,
  table: lists,
  id: lists.id,
  relations: {
    destination: { kind: 'belongsTo', target: 'Destination', localKey: lists.destinationId },
    establishments: {
      kind: 'manyToMany',
      target: 'Establishment',
      through: listEstablishments,
      sourceKey: listEstablishments.listId,
      targetKey: listEstablishments.establishmentId,
      orderBy: listEstablishments.position,
    },
  },
});
