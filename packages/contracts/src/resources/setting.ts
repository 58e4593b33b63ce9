import { z } from 'zod';
import { defineResource } from '../common/resource';
import { MSG } from '../common/messages';
import { zTimestamps } from '../common/fields';
import { ZPicture } from '../common/picture';
import { keywordValue, zRequired } from './part2-fields';

export const SETTING_KEYS = ['continentName', 'establishmentPlaceType', 'cityPageConfig', 'authScreenConfig'] as const;
export type TSettingKey = (typeof SETTING_KEYS)[number];
/** What staff call each setting (the Settings tabs), for messages that name one: never the stored key. */
export const SETTING_NAMES: Record<TSettingKey, string> = {
  continentName: 'Continents',
  establishmentPlaceType: 'Place types',
  cityPageConfig: 'City page',
  authScreenConfig: 'Auth screen',
};

/** {name, value} as stored: value is the name as lower-case words joined by underscores (place types, new continents). */
const ZNamedValue = z.object({ name: zRequired(MSG.fieldRequired, 100), value: z.string().trim().min(1).max(100) });
type TNamedValue = z.infer<typeof ZNamedValue>;
/** An entry as a client may send it: the value may be left out (a new continent; any place type). */
const ZNamedEntry = ZNamedValue.extend({ value: ZNamedValue.shape.value.optional() });

/** Two entries with one value would be one choice twice over (a city stores only the value). */
function refuseDuplicateValues(list: TNamedValue[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  list.forEach((entry, i) => {
    if (seen.has(entry.value))
      ctx.addIssue({ code: 'custom', path: [i, 'value'], message: `'${entry.value}' is listed twice` });
    seen.add(entry.value);
  });
}

/**
 * Continents, in their order: cities store a continent's value, so a sent value is kept as it is (a rename keeps it);
 * an entry without one gets keywordValue(name). Two entries with one value are refused.
 */
const zContinentList = z
  .array(ZNamedEntry)
  .max(500)
  .transform((list) => list.map(({ name, value }) => ({ name, value: value ?? keywordValue(name) })))
  .superRefine(refuseDuplicateValues);

/**
 * Place types: each value is derived from its name whatever a client sent (part 2 §3), and, as in keyword entry (§5), a
 * name whose derived value is already listed is dropped (the first is kept).
 */
const zPlaceTypeList = z
  .array(ZNamedEntry)
  .max(500)
  .transform((list) => {
    const seen = new Set<string>();
    return list.flatMap(({ name }) => {
      const value = keywordValue(name);
      if (seen.has(value)) return [];
      seen.add(value);
      return [{ name, value }];
    });
  });

export const CITY_PAGE_SECTIONS = [
  'dishes',
  'cuisines',
  'explore',
  'bookWeeksAhead',
  'landmarks',
  'eatinerary',
  'allPlaces',
] as const;
const ZCityPageSection = z.object({
  title: z.string().max(300),
  subtitle: z.string().max(2000),
  isVisible: z.boolean(),
});

/** Value schema per key; PATCH settings/{id} {value} is checked against the row's key. */
export const SETTING_VALUE_SCHEMAS = {
  continentName: zContinentList,
  establishmentPlaceType: zPlaceTypeList,
  cityPageConfig: z.object(
    Object.fromEntries(CITY_PAGE_SECTIONS.map((k) => [k, ZCityPageSection])) as Record<
      (typeof CITY_PAGE_SECTIONS)[number],
      typeof ZCityPageSection
    >,
  ),
  authScreenConfig: z.object({ lgPicture: ZPicture.nullable(), smPicture: ZPicture.nullable() }),
} as const;
export type TSettingValue<K extends TSettingKey> = z.infer<(typeof SETTING_VALUE_SCHEMAS)[K]>;

export const ZSetting = z.object({ ...zTimestamps, key: z.string(), value: z.unknown() });
export type TSetting = z.infer<typeof ZSetting>;

export const ZSettingCreate = z
  .strictObject({ key: z.enum(SETTING_KEYS), value: z.unknown() })
  .superRefine((s, ctx) => checkSettingValue(s.key, s.value, ctx));
/** The route adds the row's key before checking; the body carries only value. */
export const ZSettingUpdate = z.strictObject({
  value: z.unknown(),
  /** The row's `updated` the change was based on (or an If-Match header): a stale one is refused with 409. */
  updated: z.string().optional(),
});

/** Checks `value` against `key`'s schema, reporting issues under `value`. */
export function checkSettingValue(key: string, value: unknown, ctx: z.RefinementCtx): void {
  const schema = SETTING_VALUE_SCHEMAS[key as TSettingKey];
  if (!schema) return;
  const result = schema.safeParse(value);
  if (!result.success) {
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', path: ['value', ...issue.path], message: issue.message });
  }
}

export const settingResource = defineResource({
  model: 'Setting',
  path: 'settings',
  record: ZSetting,
  create: ZSettingCreate,
  update: ZSettingUpdate,
  filterable: ['id', 'key'],
  sortable: ['id', 'key'],
  traits: {},
});

const named = (names: string[]) => names.map((name) => ({ name, value: keywordValue(name) }));

/** Seed values, one row per key. */
export const DEFAULT_SETTINGS: { [K in TSettingKey]: TSettingValue<K> } = {
  continentName: named(['Africa', 'Asia', 'Europe', 'North America', 'Oceania', 'South America', 'Antarctica']),
  establishmentPlaceType: named([
    'Restaurant',
    'Bar',
    'Cafe',
    'Bakery',
    'Street Food',
    'Market',
    'Food Hall',
    'Dessert Shop',
  ]),
  cityPageConfig: {
    dishes: { title: 'Iconic Dishes', subtitle: 'What to eat and drink here', isVisible: true },
    cuisines: { title: 'Cuisines', subtitle: 'The cooking this city is known for', isVisible: true },
    explore: { title: 'Explore', subtitle: 'Lists for every mood', isVisible: true },
    bookWeeksAhead: { title: 'Book Weeks Ahead', subtitle: 'Tables worth planning for', isVisible: true },
    landmarks: { title: 'Landmarks', subtitle: 'Eat near the sights', isVisible: true },
    eatinerary: { title: 'Eatineraries', subtitle: 'Days planned around food', isVisible: true },
    allPlaces: { title: 'All Places', subtitle: 'Every place in the guide', isVisible: true },
  },
  authScreenConfig: { lgPicture: null, smPicture: null },
};
