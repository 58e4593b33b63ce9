import { z } from 'zod';
import { defineResource } from '../common/resource';
import { MSG } from '../common/messages';
import { zRefId, zTimestamps } from '../common/fields';
import { SUBJECT_TYPES, zRequired } from './part2-fields';

/** The eight home-page sections (part 2 §2), in tab order; rows are seeded, never created by staff. */
export const HOME_SECTION_SLUGS = ['hero_videos', 'whats_new', 'editors_pick', 'eatinerary', 'dish', 'travel_worthy', 'destinations', 'explore_city'] as const;
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
  relations: ['sectionEntity'],
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
export const ZHomeSectionEntityCreate = z.strictObject({ homeSectionId: zRefId, ...entryFields, order: z.number().int().min(1).optional() });
export const ZHomeSectionEntityUpdate = z.strictObject({ name: entryFields.name, order: z.number().int().min(1).optional() });

export const homeSectionEntityResource = defineResource({
  model: 'HomeSectionEntity',
  path: 'homeSectionEntities',
  record: ZHomeSectionEntity,
  create: ZHomeSectionEntityCreate,
  update: ZHomeSectionEntityUpdate,
  filterable: ['id', 'homeSectionId', 'subjectType', 'subjectId', 'destinationId'],
  sortable: ['id', 'order'],
  relations: ['homeSection', 'destination'],
  traits: {},
});

/** POST homeSections/{id}/entity-sections/add-remove-bulk. */
export const ZHomeSectionBulk = z.strictObject({
  toRemove: z.array(zRefId).max(500).default([]),
  toAdd: z.array(z.strictObject(entryFields)).max(500).default([]),
});
