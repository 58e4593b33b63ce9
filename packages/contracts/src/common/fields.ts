import { z } from 'zod';
import { ZPictureList } from './picture';

/** Field schemas shared by many content types. */
export const zId = z.coerce.number().int().positive().max(2147483647);
export const zRefId = z.number().int().positive().max(2147483647);
export const zName = z.string().trim().min(1).max(300);
export const zText = z.string().max(100_000);
export const zShortText = z.string().max(2000);
/** The dates PostgreSQL can store and read back as ISO text: years 1 to 9999 (JavaScript's reach to 275760). */
export const DATE_RANGE_MESSAGE = 'Use a date between the years 1 and 9999';
export const storable = (date: z.ZodDate) =>
  date
    .min(new Date('0001-01-01T00:00:00.000Z'), DATE_RANGE_MESSAGE)
    .max(new Date('9999-12-31T23:59:59.999Z'), DATE_RANGE_MESSAGE);

export const zDate = storable(z.coerce.date());
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
