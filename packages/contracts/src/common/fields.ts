import { z } from 'zod';
import { ZPictureList } from './picture';

/** Field schemas shared by many content types. */
export const zId = z.coerce.number().int().positive().max(2147483647);
export const zRefId = z.number().int().positive().max(2147483647);
export const zName = z.string().trim().min(1).max(300);
export const zText = z.string().max(100_000);
export const zShortText = z.string().max(2000);
export const zDate = z.coerce.date();
export const ZLocation = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });

export const zTimestamps = { id: z.number().int(), created: z.date(), updated: z.date() };
export const zPublishable = { isPublished: z.boolean() };
export const zEditorial = { notes: z.string().nullable(), newlyAdded: z.boolean(), recentlyUpdated: z.boolean() };
export const zEditorialInput = {
  notes: zText.nullable().optional(),
  newlyAdded: z.boolean().optional(),
  recentlyUpdated: z.boolean().optional(),
};
export const zPictures = { _pictures: ZPictureList };

/** Catalogue items (cuisines, dishes, explore lists…) share their descriptive, editorial and picture fields: as answered… */
export const zDescribedRecord = {
  shortDescription: z.string().nullable(),
  description: z.string().nullable(),
  slug: z.string().nullable(),
  ...zPublishable,
  ...zEditorial,
  deleted: z.boolean(),
  ...zPictures,
};
/** …and as accepted on create and update. */
export const zDescribedInput = {
  shortDescription: zText.nullable().optional(),
  description: zText.nullable().optional(),
  slug: zShortText.nullable().optional(),
  ...zEditorialInput,
  _pictures: ZPictureList.optional(),
};
