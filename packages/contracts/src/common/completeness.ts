import { z } from 'zod';
import { defineCall } from './call';
import { zId } from './fields';
import type { TContentTypeName } from '../registry';

/**
 * What a completeness rule tests, by the record's API field and relation names (issue 34 point 2). The server turns
 * each into SQL once (`apps/server/src/completeness/`) and keeps, per record, which rules hold, so counts by rule are
 * read, not counted.
 * - empty: every named field is null, blank text, an empty list or an empty object.
 * - shorter: the text field is missing or, trimmed, shorter than `than` characters.
 * - not: the boolean field is false.
 * - none: the record has no linked item in the relation.
 * - publishedWithGaps: the record is published and another of its type's rules holds.
 */
export type TRuleTest =
  | { kind: 'empty'; fields: readonly string[] }
  | { kind: 'shorter'; field: string; than: number }
  | { kind: 'not'; field: string }
  | { kind: 'none'; relation: string }
  | { kind: 'publishedWithGaps' };

/** One gap the desk works through: its key in `where.rule` and views, and the words staff read ('without photos'). */
export type TRule = { key: string; label: string; test: TRuleTest };

const empty = (...fields: string[]): TRuleTest => ({ kind: 'empty', fields });
const none = (relation: string): TRuleTest => ({ kind: 'none', relation });
const publishedIncomplete: TRule = {
  key: 'publishedIncomplete',
  label: 'published but incomplete',
  test: { kind: 'publishedWithGaps' },
};
const withoutPicture: TRule = { key: 'withoutPicture', label: 'without a picture', test: empty('_pictures') };
const withoutDescription: TRule = {
  key: 'withoutDescription',
  label: 'without a description',
  test: empty('description'),
};
const withoutPlaces: TRule = { key: 'withoutPlaces', label: 'without places', test: none('establishments') };

/**
 * The completeness rules of each type that has them, in the order staff see them. A rule's place in its list is its
 * bit in the kept state (`record_gaps.bits`), so a rule is only ever added at the end or retired, never moved; the
 * server refuses to start when a rule's test names a field or relation its type lacks.
 */
export const COMPLETENESS_RULES = {
  place: [
    { key: 'withoutPhotos', label: 'without photos', test: empty('_pictures') },
    { key: 'withoutHours', label: 'without opening hours', test: empty('_openingDays') },
    {
      key: 'shortDescription',
      label: 'short description under 80 characters',
      test: { kind: 'shorter', field: 'shortDescription', than: 80 },
    },
    { key: 'withoutLocation', label: 'no location', test: empty('location') },
    { key: 'withoutCuisine', label: 'no cuisine', test: none('cuisines') },
    { key: 'withoutTags', label: 'no tags', test: none('tags') },
    publishedIncomplete,
  ],
  dish: [withoutPicture, withoutDescription, withoutPlaces, publishedIncomplete],
  cuisine: [withoutPicture, withoutDescription, withoutPlaces, publishedIncomplete],
  landmark: [
    withoutPicture,
    withoutDescription,
    { key: 'withoutLocation', label: 'no location', test: empty('location') },
    publishedIncomplete,
  ],
  'explore-list': [withoutPicture, withoutDescription, withoutPlaces, publishedIncomplete],
  city: [withoutPicture, withoutDescription, withoutPlaces, publishedIncomplete],
  user: [
    { key: 'withoutPicture', label: 'without a picture', test: empty('_profile_image', 'picture') },
    { key: 'withoutBio', label: 'without a bio', test: empty('bio') },
    { key: 'emailNotVerified', label: 'email not verified', test: { kind: 'not', field: 'emailVerified' } },
  ],
} as const satisfies Partial<Record<TContentTypeName, readonly TRule[]>>;

export type TRuleType = keyof typeof COMPLETENESS_RULES;

/** The list address's key for the rule it shows the records of (`?rule=withoutPhotos`), which views keep too. */
export const RULE_PARAM = 'rule';
export const RULE_TYPES = Object.keys(COMPLETENESS_RULES) as TRuleType[];

/** The rules of a type, or none. */
export function rulesOf(type: string): readonly TRule[] {
  return (COMPLETENESS_RULES as Partial<Record<string, readonly TRule[]>>)[type] ?? [];
}

/** A rule's bit in the kept state: its place in its type's list. */
export const ruleBit = (type: string, key: string): number => rulesOf(type).findIndex((rule) => rule.key === key);

export const ZRuleCount = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int().describe('Live records for which the rule holds, read from the kept counts'),
});

export const ZRuleCountsQuery = z.object({
  type: z.enum(RULE_TYPES as [TRuleType, ...TRuleType[]]).describe('The content type'),
  cityId: zId.optional().describe("Only that city's records (types with a city)"),
});

export const ZRuleMatrixQuery = z.object({
  type: z.enum(RULE_TYPES as [TRuleType, ...TRuleType[]]).describe('A content type whose records have a city'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(200)
    .default(20)
    .describe('How many cities, those with most records that break some rule first'),
});

/** Counts by rule, for a type and for each of its cities (issue 34 points 2 and 3). */
export const completenessCalls = {
  counts: defineCall({
    method: 'GET',
    path: '/completeness/counts',
    tag: 'desk',
    query: ZRuleCountsQuery,
    answer: z.object({ items: z.array(ZRuleCount) }),
  }),
  matrix: defineCall({
    method: 'GET',
    path: '/completeness/matrix',
    tag: 'desk',
    query: ZRuleMatrixQuery,
    answer: z.object({
      rules: z.array(z.object({ key: z.string(), label: z.string() })),
      items: z
        .array(
          z.object({
            cityId: z.number().int(),
            cityName: z.string().nullable(),
            counts: z.array(z.number().int()).describe("Per rule, in the rules' order"),
          }),
        )
        .describe('The cities with most records that break some rule first'),
    }),
  }),
};
