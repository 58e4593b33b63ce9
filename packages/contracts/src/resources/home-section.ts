import { z } from 'zod';
import { defineResource, many, one } from '../common/resource';
import { MSG } from '../common/messages';
import { zRefId, zTimestamps } from '../common/fields';
import { SUBJECT_TYPES, zRequired } from './part2-fields';

/** The eight home-page sections (part 2 §2), in tab order; rows are seeded, never created by staff. */
export const HOME_SECTION_SLUGS = [
  'hero_videos',
  'whats_new',
  'editors_pick',
  'eatinerary',
  'dish',
  'travel_worthy',
  'destinations',
  'explore_city',
] as const;
export type THomeSectionSlug = (typeof HOME_SECTION_SLUGS)[number];
/** Route segment under /dashboard/home for each section. */
export const HOME_SECTION_ROUTES: Record<THomeSectionSlug, string> = {
  hero_videos: 'videos',
  whats_new: 'whats-new',
  editors_pick: 'editors-pick',
  eatinerary: 'eatinerary',
  dish: 'dish',
  travel_worthy: 'travel-worthy',
  destinations: 'destinations',
  explore_city: 'explore-city',
};

/** Each section's default name (the seed's) and, but for hero videos ('Videos'), its tab label. */
export const HOME_SECTION_NAMES: Record<THomeSectionSlug, string> = {
  hero_videos: 'Hero Videos',
  whats_new: "What's New",
  editors_pick: "Editor's Pick",
  eatinerary: 'Eatinerary',
  dish: 'Dish',
  travel_worthy: 'Travel Worthy',
  destinations: 'Destinations',
  explore_city: 'Explore City',
};

export const ZHomeSection = z.object({ ...zTimestamps, name: z.string(), slug: z.enum(HOME_SECTION_SLUGS) });
export type THomeSection = z.infer<typeof ZHomeSection>;

export const ZHomeSectionCreate = z.strictObject({ name: zRequired(MSG.isRequired), slug: z.enum(HOME_SECTION_SLUGS) });
/** Staff only rename a section. */
export const ZHomeSectionUpdate = z.strictObject({ name: zRequired(MSG.isRequired) });

export const homeSectionResource = defineResource({
  model: 'HomeSection',
  path: 'homeSections',
  record: ZHomeSection,
  create: ZHomeSectionCreate,
  update: ZHomeSectionUpdate,
  filterable: ['id', 'slug', 'name'],
  sortable: ['id', 'name'],
  relations: { sectionEntity: many('HomeSectionEntity') },
  traits: {},
});

/** One entry of a section; `order` is 1-based; `id` is the spec's sectionId. */
export const ZHomeSectionEntity = z.object({
  ...zTimestamps,
  homeSectionId: z.number().int(),
  subjectId: z.number().int(),
  subjectType: z.enum(SUBJECT_TYPES),
  destinationId: z.number().int().nullable(),
  name: z.string().nullable(),
  order: z.number().int(),
});
export type THomeSectionEntity = z.infer<typeof ZHomeSectionEntity>;

const entryFields = {
  subjectId: zRefId,
  subjectType: z.enum(SUBJECT_TYPES),
  destinationId: zRefId.nullable().optional(),
  name: z.string().trim().max(300).nullable().optional(),
};
/** An entry to add to a section: its subject, and the city and name it shows (a prepared switch holds these too). */
export const ZHomeEntryAdd = z.strictObject(entryFields);
export type THomeEntryAdd = z.infer<typeof ZHomeEntryAdd>;

export const ZHomeSectionEntityCreate = z.strictObject({
  homeSectionId: zRefId,
  ...entryFields,
  order: z.number().int().min(1).optional(),
});
export const ZHomeSectionEntityUpdate = z.strictObject({
  name: entryFields.name,
  order: z.number().int().min(1).optional(),
});

export const homeSectionEntityResource = defineResource({
  model: 'HomeSectionEntity',
  path: 'homeSectionEntities',
  record: ZHomeSectionEntity,
  create: ZHomeSectionEntityCreate,
  update: ZHomeSectionEntityUpdate,
  filterable: ['id', 'homeSectionId', 'subjectType', 'subjectId', 'destinationId'],
  sortable: ['id', 'order'],
  relations: { homeSection: one('HomeSection'), destination: one('Destination') },
  traits: {},
});

/** POST homeSections/{id}/entity-sections/add-remove-bulk. */
export const ZHomeSectionBulk = z.strictObject({
  toRemove: z.array(zRefId).max(500).default([]),
  toAdd: z.array(ZHomeEntryAdd).max(500).default([]),
});
export type THomeSectionBulk = z.infer<typeof ZHomeSectionBulk>;

/**
 * What each section takes (part 2 §2, §5, and the demo content): the subject type of its entries, and the rule the
 * server names when an entry breaks it. Hero videos are cities' videos, added only by uploading a file.
 */
export const HOME_SECTION_RULES: Record<
  THomeSectionSlug,
  { subjectType: (typeof SUBJECT_TYPES)[number]; rule: string }
> = {
  hero_videos: { subjectType: 'Destination', rule: 'Hero videos are added by uploading a video file for a city' },
  whats_new: { subjectType: 'Establishment', rule: "What's New takes places (Establishment)" },
  editors_pick: { subjectType: 'Establishment', rule: "Editor's Pick takes places (Establishment)" },
  eatinerary: { subjectType: 'Eateries', rule: 'Eatinerary takes eatineraries (Eateries)' },
  dish: { subjectType: 'FoodDrink', rule: "Dish takes a city's iconic dishes (FoodDrink with its destinationId)" },
  travel_worthy: { subjectType: 'Establishment', rule: 'Travel Worthy takes published places with rating 3' },
  destinations: { subjectType: 'Destination', rule: 'Destinations takes cities (Destination)' },
  explore_city: { subjectType: 'List', rule: 'Explore City takes explore lists (List)' },
};

/** The subject of an entry as the console and the preview show it: name, first picture and city; null once it is gone. */
export const ZHomeSubject = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  isPublished: z.boolean().nullable(),
  picture: z.string().nullable(),
  destinationId: z.number().int().nullable(),
});
/** One entry of GET homeSections/{id}/entity-sections (include subject and destination). */
export const ZHomeEntry = ZHomeSectionEntity.omit({ created: true, updated: true }).extend({
  subject: ZHomeSubject.nullable(),
  destination: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Hero videos: the stored video file, served with range requests; null for other sections or before an upload. */
  videoUrl: z.string().nullable(),
});
export type THomeEntry = z.infer<typeof ZHomeEntry>;
export const ZHomeEntries = z.array(ZHomeEntry);

/** GET homeSections/preview: the eight sections in public order, each with the entries the public home would show. */
export const ZHomePreview = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.enum(HOME_SECTION_SLUGS),
    entries: ZHomeEntries,
    hidden: z.number().int(),
  }),
);
export type THomePreview = z.infer<typeof ZHomePreview>;

/** POST homeSections/{id}/videos?destinationId=&name= (multipart, one file per call; the console sends several at once). */
export const ZHomeVideoQuery = z.strictObject({
  destinationId: z.coerce.number({ error: 'destinationId: a city id is required' }).pipe(zRefId),
  name: z.string().trim().max(300).optional(),
});
