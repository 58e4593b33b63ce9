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
  // The hero video's URL is answered by the section's entries calls (`videoUrl`) and written only by the upload.
  hidden: ['videoUrl'],
  prepare: prepareSectionEntry,
});
