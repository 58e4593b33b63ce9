import { exploreListResource } from '@mise/contracts/resources/explore-list';
import { defineModel } from '../../crud/model';
import { exploreLists } from '../../db/schema/explore-list';
import { exploreListPlaces } from '../../db/schema/relations';

export const exploreListModel = defineModel({
  idLists: { establishmentIds: 'establishments' },
  resource: exploreListResource,
  table: exploreLists,
  id: exploreLists.id,
  relations: {
    destination: { kind: 'belongsTo', target: 'Destination', localKey: exploreLists.destinationId },
    establishments: {
      kind: 'manyToMany',
      target: 'Establishment',
      through: exploreListPlaces,
      sourceKey: exploreListPlaces.listId,
      targetKey: exploreListPlaces.establishmentId,
      orderBy: exploreListPlaces.position,
    },
  },
});
