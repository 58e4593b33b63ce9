import { z } from 'zod';
import { defineResource } from '../common/resource';
import { ZLocation, zEditorial, zEditorialInput, zPictures, zPublishable, zShortText, zText, zTimestamps } from '../common/fields';
import { ZPictureList } from '../common/picture';
import { MSG2, zRequired, zRequiredRef, zUrl } from './part2-fields';

/** Where the maps service places the landmark; `url` is the maps link the detail's button opens. */
export const ZLandmarkAddress = z.object({ url: zUrl.nullable().optional() });
export type TLandmarkAddress = z.infer<typeof ZLandmarkAddress>;

/** Landmark, part 2 §3. */
export const ZLandmark = z.object({
  ...zTimestamps,
  name: z.string(),
  destinationId: z.number().int().nullable(),
  destinationOrder: z.number().int(),
  shortDescription: z.string().nullable(),
  description: z.string().nullable(),
  address: ZLandmarkAddress.nullable(),
  location: ZLocation.nullable(),
  ...zPublishable,
  ...zEditorial,
  slug: z.string().nullable(),
  status: z.string().nullable(),
  city: z.string().nullable(),
  deleted: z.boolean(),
  ...zPictures,
});
export type TLandmark = z.infer<typeof ZLandmark>;

const landmarkFields = {
  destinationId: zRequiredRef(MSG2.fieldRequiredLower),
  destinationOrder: z.number().int().min(0).optional(),
  name: zRequired(MSG2.fieldRequiredLower),
  shortDescription: zText.nullable().optional(),
  description: zText.nullable().optional(),
  address: ZLandmarkAddress.nullable().optional(),
  location: ZLocation.nullable().optional(),
  slug: zShortText.nullable().optional(),
  status: zShortText.nullable().optional(),
  city: zShortText.nullable().optional(),
  ...zEditorialInput,
  _pictures: ZPictureList.optional(),
};

export const ZLandmarkCreate = z.strictObject(landmarkFields);
export const ZLandmarkUpdate = z.strictObject({
  ...landmarkFields,
  destinationId: landmarkFields.destinationId.optional(),
  name: landmarkFields.name.optional(),
  deleted: z.boolean().optional(),
});

export const landmarkResource = defineResource({
  model: 'Landmark',
  path: 'landmarks',
  record: ZLandmark,
  create: ZLandmarkCreate,
  update: ZLandmarkUpdate,
  filterable: ['id', 'name', 'destinationId', 'isPublished', 'newlyAdded', 'recentlyUpdated', 'status', 'slug', 'created', 'updated'],
  sortable: ['id', 'name', 'created', 'updated', 'destinationOrder'],
  searchable: ['name'],
  relations: ['destination'],
  traits: { publish: true, softDelete: true, editorial: true, pictures: true },
  summaryKey: 'Landmark',
});
