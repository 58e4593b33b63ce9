import { homeSectionEntityResource } from '@mise/contracts/resources/home-section';
import { defineModel } from '../../crud/model';
import { homeSectionEntities } from '../../db/schema/home-section';
import { prepareSectionEntry } from './prepare';

/** `subject` points into the table subjectType names, so it is resolved by the home-section routes. */
export const homeSectionEntityModel = defineModel({
  resource: homeSectionEntityResource,
  table: homeSectionEntities,
  id: homeSectionEntities.id,
  relations: {
    homeSection: { kind: 'belongsTo', target: 'HomeSection', localKey: homeSectionEntities.homeSectionId },
    destination: { kind: 'belongsTo', target: 'Destination', localKey: homeSectionEntities.destinationId },
  },
  prepare: prepareSectionEntry,
});
