import { and, inArray } from 'drizzle-orm';
import {
  HOME_SECTION_RULES,
  type THomeSectionBulk,
  type THomeSectionSlug,
} from '@mise/contracts/resources/home-section';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema/city';
import { badRequest } from '../../lib/http-error';
import { homeSubjects, subjectKey } from './subjects';
import { liveIn } from '../../crud/soft-delete';

type TNewEntry = THomeSectionBulk['toAdd'][number];
/** An entry ready to insert: its city filled in from the subject when not given, its name from the subject's. */
export type TCheckedEntry = {
  subjectType: TNewEntry['subjectType'];
  subjectId: number;
  destinationId: number | null;
  name: string | null;
};

type TCheckEntriesOptions = {
  slug: THomeSectionSlug;
  toAdd: TNewEntry[];
  kept: Set<string>;
  /** Where the entry sits in the body, for the messages: `toAdd[2]` in the bulk, empty for a body that is the entry. */
  at?: (i: number) => string;
};

/**
 * Checks every entry to add against the section's rule (HOME_SECTION_RULES) before anything is written, and refuses
 * the first that breaks it with a 400 naming the entry and the rule: the subject type of the section, a subject that
 * exists, Travel Worthy's published places with rating 3, the dish section's iconic dishes of the given city, and no
 * subject twice in a section (`kept`: the subjects staying after the removals).
 * @example
 * await checkEntries(tx, { slug: 'travel_worthy', toAdd: [{ subjectType: 'Establishment', subjectId: 9 }], kept: new Set() }) // throws 400 when place 9 is rated 2
 */
export async function checkEntries(
  db: Db,
  { slug, toAdd, kept, at = (i) => `toAdd[${i}]` }: TCheckEntriesOptions,
): Promise<TCheckedEntry[]> {
  const field = (i: number, name?: string) => [at(i), name].filter(Boolean).join('.') || 'body';
  const { subjectType, rule } = HOME_SECTION_RULES[slug];
  toAdd.forEach((entry, i) => {
    if (slug === 'hero_videos' || entry.subjectType !== subjectType)
      throw badRequest(`${field(i, 'subjectType')}: ${rule}`);
  });
  const subjects = await homeSubjects(db, toAdd);
  const cityIds = [...new Set(toAdd.flatMap((e) => (e.destinationId ? [e.destinationId] : [])))];
  const cityById = new Map(
    cityIds.length
      ? (
          await db
            .select({ id: cities.id, iconic: cities.iconicFoodDrinkIds })
            .from(cities)
            .where(and(inArray(cities.id, cityIds), liveIn(cities)))
        ).map((c) => [c.id, c.iconic])
      : [],
  );
  const seen = new Set(kept);
  return toAdd.map((entry, i) => {
    const subject = subjects.get(subjectKey(entry.subjectType, entry.subjectId));
    if (!subject) throw badRequest(`${field(i, 'subjectId')}: ${entry.subjectType} ${entry.subjectId} was not found`);
    if (entry.destinationId && !cityById.has(entry.destinationId))
      throw badRequest(`${field(i, 'destinationId')}: Destination ${entry.destinationId} was not found`);
    if (slug === 'travel_worthy' && !(subject.isPublished === true && subject.rating === 3))
      throw badRequest(`${field(i)}: ${rule}`);
    if (slug === 'dish') {
      if (!entry.destinationId) throw badRequest(`${field(i, 'destinationId')}: ${rule}`);
      if (!cityById.get(entry.destinationId)?.includes(entry.subjectId))
        throw badRequest(
          `${field(i)}: ${rule}; FoodDrink ${entry.subjectId} is not iconic in Destination ${entry.destinationId}`,
        );
    }
    const key = subjectKey(entry.subjectType, entry.subjectId);
    if (seen.has(key))
      throw badRequest(`${field(i, 'subjectId')}: ${entry.subjectType} ${entry.subjectId} is already in this section`);
    seen.add(key);
    return {
      subjectType: entry.subjectType,
      subjectId: entry.subjectId,
      destinationId: entry.destinationId ?? subject.destinationId,
      name: entry.name ?? subject.name,
    };
  });
}
