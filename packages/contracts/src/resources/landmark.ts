import { z } from 'zod';
import { defineResource, one } from '../common/resource';
import {
  ZLocation,
  zEditorial,
  zEditorialInput,
  zPictures,
  zPublishable,
  zShortText,
  zText,
  zTimestamps,
} from '../common/fields';
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
  filterable: [
    'id',
    'name',
    'destinationId',
    'isPublished',
    'newlyAdded',
    'recentlyUpdated',
    'status',
    'slug',
    'created',
    'updated',
  ],
  sortable: ['id', 'name', 'created', 'updated', 'destinationOrder'],
  searchable: ['name'],
  relations: { destination: one('Destination') },
  traits: { publish: true, softDelete: true, editorial: true, pictures: true },
});

/** Most landmarks the form's side list asks for. */
export const LANDMARK_NEARBY_MAX = 50;
export const LANDMARK_NEARBY_DEFAULT = 10;

const LAT_MSG = 'give the latitude as a number from -90 to 90';
const LNG_MSG = 'give the longitude as a number from -180 to 180';
const CITY_MSG = "give the city's id (a whole number above 0)";

/** A query-string number: blank is refused (not read as 0). */
const zQueryNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .transform(Number)
    .pipe(z.number({ error: message }).min(min, message).max(max, message));

/**
 * Query of GET landmarks/nearby (part 2 §7 "nearby landmarks by destinationId and near location"): the city's landmarks
 * nearest a point, the landmark being edited left out. Without `lat` and `lng` the city's own location is the point.
 * @example
 * api.get('landmarks/nearby', { destinationId: 4, lat: 38.7, lng: -9.14, limit: 10 })
 */
export const ZLandmarkNearbyQuery = z
  .object({
    destinationId: z.coerce.number({ error: CITY_MSG }).int(CITY_MSG).positive(CITY_MSG).max(2147483647, CITY_MSG),
    lat: zQueryNumber(LAT_MSG, -90, 90).optional(),
    lng: zQueryNumber(LNG_MSG, -180, 180).optional(),
    limit: z.coerce
      .number()
      .int(`a whole number from 1 to ${LANDMARK_NEARBY_MAX}`)
      .min(1, `a whole number from 1 to ${LANDMARK_NEARBY_MAX}`)
      .max(LANDMARK_NEARBY_MAX, `a whole number from 1 to ${LANDMARK_NEARBY_MAX}`)
      .default(LANDMARK_NEARBY_DEFAULT),
    excludeId: z.coerce
      .number()
      .int()
      .positive()
      .max(2147483647)
      .optional()
      .describe('The landmark being edited, left out'),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), {
    message: 'give lat and lng together, or neither to measure from the city',
    path: ['lng'],
  });
export type TLandmarkNearbyQuery = z.input<typeof ZLandmarkNearbyQuery>;

/** A nearby landmark: its distance from the point in kilometres and in miles (km × 0.621371, one decimal, part 2 §9). */
export const ZLandmarkNearbyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  isPublished: z.boolean(),
  location: ZLocation,
  km: z.number(),
  miles: z.number(),
});
export type TLandmarkNearbyItem = z.infer<typeof ZLandmarkNearbyItem>;

/** Answer of GET landmarks/nearby: the point measured from (null when neither it nor the city has a location) and the landmarks, nearest first. */
export const ZLandmarkNearbyAnswer = z.object({ from: ZLocation.nullable(), landmarks: z.array(ZLandmarkNearbyItem) });
export type TLandmarkNearbyAnswer = z.infer<typeof ZLandmarkNearbyAnswer>;
