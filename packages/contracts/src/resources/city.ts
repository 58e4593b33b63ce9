import { z } from 'zod';
import { defineResource, many, one } from '../common/resource';
import {
  ZLocation,
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
import { requiredText } from './part1-fields';

/** City (model Destination), part 1 §3. `inGuide` is the spec's in{product}; see docs/decisions.md. */
export const ZCity = z.object({
  ...zTimestamps,
  name: z.string(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  continent: z.string().nullable(),
  description: z.string().nullable(),
  shortDescription: z.string().nullable(),
  byline: z.string().nullable(),
  beforeYouGo: z.string().nullable(),
  whatsInside: z.string().nullable(),
  placeId: z.string().nullable(),
  location: ZLocation.nullable(),
  slug: z.string().nullable(),
  ...zPublishable,
  inGuide: z.boolean(),
  ...zEditorial,
  destinationPackId: z.number().int().nullable(),
  iconicFoodDrinkIds: z.array(z.number().int()),
  totalVotes: z.number().int(),
  deleted: z.boolean(),
  ...zPictures,
  _landscapePictures: ZPictureList,
  _lottieJson: ZPictureList,
  sellImages: ZPictureList,
  sellVideo: z.object({ url: z.string() }).nullable(),
});
export type TCity = z.infer<typeof ZCity>;

const cityFields = {
  // The city form's rules (part 1 §5 names continent; name is required by the form with the same message).
  name: requiredText(MSG.fieldRequired),
  state: zShortText.nullable().optional(),
  country: zShortText.nullable().optional(),
  continent: requiredText(MSG.fieldRequired, 2000),
  description: zText.nullable().optional(),
  shortDescription: zText.nullable().optional(),
  byline: zShortText.nullable().optional(),
  beforeYouGo: zText.nullable().optional(),
  whatsInside: zText.nullable().optional(),
  placeId: zShortText.nullable().optional(),
  location: ZLocation.nullable().optional(),
  slug: zShortText.nullable().optional(),
  inGuide: z.boolean().optional(),
  destinationPackId: zRefId.nullable().optional(),
  iconicFoodDrinkIds: z.array(zRefId).max(1000).optional(),
  ...zEditorialInput,
  _pictures: ZPictureList.optional(),
  _landscapePictures: ZPictureList.optional(),
  _lottieJson: ZPictureList.optional(),
  sellImages: ZPictureList.optional(),
  sellVideo: z
    .object({ url: z.string().max(2048) })
    .strict()
    .nullable()
    .optional(),
};

export const ZCityCreate = z.strictObject(cityFields);
export const ZCityUpdate = z.strictObject({
  ...cityFields,
  name: cityFields.name.optional(),
  continent: cityFields.continent.optional(),
  deleted: z.boolean().optional(),
  totalVotes: z.number().int().min(0).optional(),
});

export const cityResource = defineResource({
  model: 'Destination',
  path: 'destinations',
  record: ZCity,
  create: ZCityCreate,
  update: ZCityUpdate,
  filterable: [
    'id',
    'name',
    'state',
    'country',
    'continent',
    'isPublished',
    'inGuide',
    'newlyAdded',
    'recentlyUpdated',
    'totalVotes',
    'destinationPackId',
    'created',
    'updated',
    'slug',
    'placeId',
  ],
  sortable: ['id', 'name', 'created', 'updated', 'totalVotes', 'country'],
  searchable: ['name'],
  relations: {
    establishments: many('Establishment'),
    foodDrinks: many('FoodDrink'),
    cuisines: many('Cuisine'),
    landmarks: many('Landmark', { createdVia: 'destinationId' }),
    lists: many('List'),
    eateries: many('Eateries'),
    destinationPack: one('DestinationPack'),
    subscribers: many('User'),
  },
  traits: { publish: true, softDelete: true, editorial: true, pictures: true },
});
