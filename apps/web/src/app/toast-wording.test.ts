import * as contracts from '@mise/contracts';
import { MSG } from '@mise/contracts/common/messages';
import { SUBJECT_TYPES } from '@mise/contracts/resources/part2-fields';
import { describe, expect, it } from 'vitest';
import { MEDIA_MSG } from '../components/resource/media/media-messages';
import type { TArea } from '../components/resource/area/area-types';
import type { TDefinedArea } from '../components/resource/area/define-area';
import { ITEM_MESSAGES } from '../components/resource/area/define-area';
import { inProductMessages } from '../components/resource/detail/in-product-button';
import { removeMessages } from '../components/resource/relation/use-relation-remove';
import { reorderMessages } from '../components/resource/relation/use-relation-reorder';
import { entryDetail } from '../resources/home-section/entry-row';
import { SETTING_MESSAGES } from '../resources/setting/setting-messages';

/**
 * No internal (wire) name on the screen (issue 28, point 4): every toast the kit and the areas can raise is walked and
 * refused when it names a model or relation as the API does ('FOODDRINKS delete Successful', 'Establishment: Fig').
 * Where the API's name is also what staff call the thing (Cuisine, Landmark, User, Tags…) it is allowed.
 */

type TResourceLike = { model: string; path: string; relations?: Readonly<Record<string, unknown>> };
const isResource = (value: unknown): value is TResourceLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TResourceLike).model === 'string' &&
  typeof (value as TResourceLike).path === 'string';
const RESOURCES = Object.values(contracts as Record<string, unknown>).filter(isResource);

const areaModules = import.meta.glob<TDefinedArea>('../resources/*/area.tsx', { eager: true, import: 'default' });
const AREAS = Object.values(areaModules)
  .map((defined) => defined.area)
  .filter((area): area is TArea => area !== undefined);

/** What staff call things, as whole words or phrases: the areas' own labels, and the screens that have none (tags, settings). */
const STAFF_PHRASES = [
  ...AREAS.flatMap((area) => [area.labels.one, area.labels.many, area.labels.title]),
  ...['tag', 'tags', 'tag category', 'tag categories', 'setting', 'settings', 'destination pack', 'destination packs'],
  // The model 'List' is also plain English the spec uses ('Dish added into the iconic dishes list'); 'LISTS' stays refused.
  'list',
].map((phrase) => phrase.toLowerCase());
const STAFF_WORDS = new Set(STAFF_PHRASES.filter((phrase) => !phrase.includes(' ')));

/**
 * The wire names: every model of the registry, and every relation named in camelCase or after a model ('foodDrinks',
 * 'similarEstablishments', 'establishments', 'eateries'), except where staff use the same word.
 */
const MODEL_NAMES = RESOURCES.map((r) => r.model.toLowerCase());
const isModelPlural = (name: string) =>
  MODEL_NAMES.some((model) => name === model || name === `${model}s` || name.replace(/ies$/, 'y') === model);
const WIRE_NAMES = new Set(
  [
    ...RESOURCES.map((r) => r.model),
    ...RESOURCES.flatMap((r) => Object.keys(r.relations ?? {})).filter(
      (name) => /[A-Z]/.test(name) || isModelPlural(name.toLowerCase()),
    ),
  ]
    .map((name) => name.toLowerCase())
    .filter((name) => !STAFF_WORDS.has(name)),
);

/** Part 1 §8 words a destination pack's form toasts with 'Destination' alone; they are the spec's, kept verbatim. */
const SPEC_VERBATIM = new Set([
  'Add Destination Successful',
  'Edit Destination Successful',
  'Add/Edit Destination Unsuccessful',
]);

/** The wire name a text shows, if any: its words once staff phrases ('Explore lists', 'Destination pack') are taken out. */
function wireNameIn(text: string): string | undefined {
  if (SPEC_VERBATIM.has(text)) return undefined;
  let rest = ` ${text.toLowerCase()} `;
  for (const phrase of [...STAFF_PHRASES].sort((a, b) => b.length - a.length))
    if (phrase.includes(' ')) rest = rest.split(phrase).join(' ');
  return rest.split(/[^a-z0-9]+/).find((word) => WIRE_NAMES.has(word));
}

type TNamedText = { where: string; text: string };
const texts = (where: string, record: Record<string, unknown>): TNamedText[] =>
  Object.entries(record).flatMap(([key, text]) =>
    typeof text === 'string' ? [{ where: `${where}.${key}`, text }] : [],
  );

/** The toasts of every area declaration: its form, delete, publish and notes texts, and each relation tab's. */
function areaToasts(area: TArea): TNamedText[] {
  const { deleteQuestion: _question, ...messages } = area.messages;
  const tabs = area.tabs.flatMap((tab) => {
    if (!('relation' in tab) || !tab.relation) return [];
    const relation = tab.relation;
    const label = relation.label ?? tab.label;
    const where = `${area.slug}/${tab.segment}`;
    return [
      ...(relation.add ? texts(`${where}.add`, relation.add.messages) : []),
      // What the kit's relation tab shows when the declaration gives no words of its own (relation-tab.tsx).
      ...(relation.removable ? texts(`${where}.remove`, relation.removeMessages ?? removeMessages(label)) : []),
      ...(relation.reorderable ? texts(`${where}.reorder`, relation.reorderMessages ?? reorderMessages(label)) : []),
    ];
  });
  return [...texts(area.slug, messages), ...tabs];
}

/** The literal texts handed to `toast.success(…)` / `toast.error(…)` anywhere in the console's source. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
function literalToasts(): TNamedText[] {
  return Object.entries(sources).flatMap(([file, source]) =>
    [...source.matchAll(/toast\.(?:success|error)\(([^;]*?)\)[;,\s]/g)].flatMap((call) =>
      [...call[1].matchAll(/'([^']*)'|`([^`]*)`/g)].map((literal) => ({ where: file, text: literal[1] ?? literal[2] })),
    ),
  );
}

const HOME_ROWS: TNamedText[] = SUBJECT_TYPES.flatMap((subjectType) => [
  {
    where: `home ${subjectType}`,
    text: entryDetail({
      subjectType,
      subjectId: 4,
      subject: { name: 'Melbourne' },
      destination: { name: 'Melbourne' },
    } as never),
  },
  {
    where: `home ${subjectType} gone`,
    text: entryDetail({ subjectType, subjectId: 4, subject: null, destination: null } as never),
  },
]);

describe('toast wording', () => {
  it('should know the wire names it refuses (the test is not empty)', () => {
    expect(AREAS.length).toBeGreaterThan(10);
    for (const name of [
      'establishment',
      'fooddrink',
      'destination',
      'similarestablishments',
      'fooddrinks',
      'establishments',
      'eateries',
    ]) {
      expect(WIRE_NAMES.has(name), name).toBe(true);
    }
    // Words staff use for the same thing are not refused.
    for (const name of ['cuisine', 'landmark', 'user']) expect(WIRE_NAMES.has(name), name).toBe(false);
    expect(wireNameIn('FOODDRINKS delete Successful')).toBe('fooddrinks');
    expect(wireNameIn('Establishment: Fig')).toBe('establishment');
    // The texts issue 28 found on the screen.
    for (const seen of [
      'SIMILARESTABLISHMENTS delete Successful',
      'ESTABLISHMENTS delete Successful',
      'FoodDrink: Bifana',
      'Destination: Melbourne · Melbourne',
      'LISTS delete Successful',
    ]) {
      expect(wireNameIn(seen), seen).toBeDefined();
    }
    expect(wireNameIn('EXPLORE LISTS delete Successful')).toBeUndefined();
  });

  it('should name no model or relation as the API does in any toast the kit or an area can raise', () => {
    const all: TNamedText[] = [
      ...texts('MSG', MSG),
      ...texts('ITEM_MESSAGES', ITEM_MESSAGES),
      ...texts('MEDIA_MSG', MEDIA_MSG),
      ...texts('inProduct', inProductMessages('Mise')),
      ...Object.entries(SETTING_MESSAGES).map(([key, m]) => ({ where: `settings.${key}`, text: m.success })),
      ...AREAS.flatMap(areaToasts),
      ...literalToasts(),
    ];
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter(({ text }) => wireNameIn(text))).toEqual([]);
  });

  it("should label home rows in staff's words, a city once", () => {
    expect(HOME_ROWS.filter(({ text }) => wireNameIn(text))).toEqual([]);
    expect(
      entryDetail({
        subjectType: 'Destination',
        subjectId: 4,
        subject: { name: 'Melbourne' },
        destination: { name: 'Melbourne' },
      } as never),
    ).toBe('City: Melbourne');
    expect(
      entryDetail({
        subjectType: 'Establishment',
        subjectId: 9,
        subject: { name: 'Fig' },
        destination: { name: 'Lyon' },
      } as never),
    ).toBe('Place: Fig · Lyon');
    expect(entryDetail({ subjectType: 'FoodDrink', subjectId: 5, subject: null, destination: null } as never)).toBe(
      'Dish 5 (no longer exists)',
    );
  });

  it("should say 'Added to {product}' / 'Removed from {product}' with the guide's name", () => {
    expect(inProductMessages('Mise')).toEqual({ added: 'Added to Mise', removed: 'Removed from Mise' });
  });

  it("should give a place's failed edit §8's own words, apart from a failed add", () => {
    const place = AREAS.find((area) => area.slug === 'places');
    expect(place?.messages).toMatchObject({
      failed: 'Place Add Unsuccessful',
      editFailed: 'Place Details Update Unsuccessful',
    });
  });
});
