import { homeSectionResource } from '@mise/contracts/resources/home-section';
import { defineModel } from '../../crud/model';
import { homeSectionEntities, homeSections } from '../../db/schema/home-section';

/** `sectionEntity` is the relation name the spec's change-order path uses. */
export const homeSectionModel = defineModel({
  resource: homeSectionResource,
  table: homeSections,
  id: homeSections.id,
  relations: {
    sectionEntity: {
      kind: 'hasMany',
      target: 'HomeSectionEntity',
      foreignKey: homeSectionEntities.homeSectionId,
      orderBy: homeSectionEntities.order,
      // The spec gives the dragged entry its 1-based position (part 2 §7).
      densePositions: true,
    },
  },
});
