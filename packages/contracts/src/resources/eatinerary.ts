import { z } from 'zod';
import { defineResource, one } from '../common/resource';
import {
  zEditorial,
  zEditorialInput,
  zPictures,
  zPublishable,
  zRefId,
  zShortText,
  zText,
  zTimestamps,
} from '../common/fields';
import { MSG } from '../common/messages';
import { ZPictureList } from '../common/picture';
import { requiredNumber, requiredText } from './part1-fields';

/** A section as stored: places by id, in the order staff chose. */
export const ZEatinerarySectionStored = z.object({
  title: z.string(),
  description: z.string().nullable().optional(),
  placeIds: z.array(z.number().int()),
});
export type TEatinerarySectionStored = z.infer<typeof ZEatinerarySectionStored>;

/** A section as answered (part 1 §3): id is its index, places come as _places {id, name}. */
export const ZEatinerarySection = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  placeIds: z.array(z.number().int()),
  _places: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type TEatinerarySection = z.infer<typeof ZEatinerarySection>;

/** Model Eateries, part 1 §3. */
export const ZEatinerary = z.object({
  ...zTimestamps,
  name: z.string(),
  description: z.string().nullable(),
  destinationId: z.number().int(),
  destinationOrder: z.number().int(),
  ...zPublishable,
  ...zEditorial,
  deleted: z.boolean(),
  _sections: z.array(ZEatinerarySection),
  ...zPictures,
});
export type TEatinerary = z.infer<typeof ZEatinerary>;

/** Duplicate places in a section are dropped, keeping the first (part 1 §4). */
export const ZEatinerarySectionInput = z.strictObject({
  title: zShortText.default(''),
  description: zText.nullable().optional(),
  placeIds: z
    .array(zRefId)
    .max(500)
    .transform((ids) => [...new Set(ids)]),
});

const eatineraryFields = {
  name: requiredText(MSG.isRequired),
  description: zText.nullable().optional(),
  destinationId: requiredNumber(MSG.isRequired).int().positive().max(2147483647),
  destinationOrder: z.number().int().min(0).max(2147483647).optional(),
  _sections: z.array(ZEatinerarySectionInput).max(100).optional(),
  _pictures: ZPictureList.optional(),
  ...zEditorialInput,
};

export const ZEatineraryCreate = z.strictObject(eatineraryFields);
export const ZEatineraryUpdate = z.strictObject({
  ...eatineraryFields,
  name: eatineraryFields.name.optional(),
  destinationId: eatineraryFields.destinationId.optional(),
});

export const eatineraryResource = defineResource({
  model: 'Eateries',
  path: 'eateries',
  record: ZEatinerary,
  create: ZEatineraryCreate,
  update: ZEatineraryUpdate,
  filterable: [
    'id',
    'name',
    'destinationId',
    'isPublished',
    'newlyAdded',
    'recentlyUpdated',
    'destinationOrder',
    'created',
    'updated',
  ],
  sortable: ['id', 'name', 'destinationOrder', 'created', 'updated'],
  searchable: ['name'],
  relations: { destination: one('Destination') },
  traits: { publish: true, softDelete: true, editorial: true, pictures: true },
});
