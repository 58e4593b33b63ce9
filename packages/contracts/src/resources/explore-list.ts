import { z } from 'zod';
import { defineResource } from '../common/resource';
import { MSG } from '../common/messages';
import { zEditorial, zEditorialInput, zPictures, zPublishable, zShortText, zText, zTimestamps } from '../common/fields';
import { ZPictureList } from '../common/picture';
import { zIdList, zRequired, zRequiredRef } from './part2-fields';

/** Explore list (model List), part 2 §3. Its places are ordered (list_establishments.position). */
export const ZExploreList = z.object({
  ...zTimestamps,
  name: z.string(),
  destinationId: z.number().int().nullable(),
  shortDescription: z.string().nullable(),
  description: z.string().nullable(),
  slug: z.string().nullable(),
  ...zPublishable,
  ...zEditorial,
  deleted: z.boolean(),
  ...zPictures,
});
export type TExploreList = z.infer<typeof ZExploreList>;

const listFields = {
  destinationId: zRequiredRef(MSG.isRequired),
  name: zRequired(MSG.isRequired),
  shortDescription: zText.nullable().optional(),
  description: zText.nullable().optional(),
  slug: zShortText.nullable().optional(),
  ...zEditorialInput,
  _pictures: ZPictureList.optional(),
  // The order given is the order kept.
  establishmentIds: zIdList.optional(),
};

export const ZExploreListCreate = z.strictObject(listFields);
export const ZExploreListUpdate = z.strictObject({
  ...listFields,
  destinationId: listFields.destinationId.optional(),
  name: listFields.name.optional(),
  deleted: z.boolean().optional(),
});

export const exploreListResource = defineResource({
  model: 'List',
  path: 'lists',
  record: ZExploreList,
  create: ZExploreListCreate,
  update: ZExploreListUpdate,
  filterable: ['id', 'name', 'destinationId', 'isPublished', 'newlyAdded', 'recentlyUpdated', 'slug', 'created', 'updated'],
  sortable: ['id', 'name', 'created', 'updated'],
  searchable: ['name'],
  relations: ['destination', 'establishments'],
  traits: { publish: true, softDelete: true, editorial: true, pictures: true },
  summaryKey: 'List',
});
