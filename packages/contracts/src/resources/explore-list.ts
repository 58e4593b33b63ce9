import { z } from 'zod';
import { defineResource, many, one } from '../common/resource';
import { MSG } from '../common/messages';
import { zDescribedInput, zDescribedRecord, zTimestamps } from '../common/fields';
import { zIdList, zRequired, zRequiredRef } from './part2-fields';

/** Explore list (model List), part 2 §3. Its places are ordered (list_establishments.position). */
export const ZExploreList = z.object({
  ...zTimestamps,
  name: z.string(),
  destinationId: z.number().int().nullable(),
  ...zDescribedRecord,
});
export type TExploreList = z.infer<typeof ZExploreList>;

const listFields = {
  destinationId: zRequiredRef(MSG.isRequired),
  name: zRequired(MSG.isRequired),
  ...zDescribedInput,
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
  filterable: [
    'id',
    'name',
    'destinationId',
    'isPublished',
    'newlyAdded',
    'recentlyUpdated',
    'slug',
    'created',
    'updated',
  ],
  sortable: ['id', 'name', 'created', 'updated'],
  searchable: ['name'],
  relations: { destination: one('Destination'), establishments: many('Establishment') },
  traits: { publish: true, softDelete: true, editorial: true, pictures: true },
});
