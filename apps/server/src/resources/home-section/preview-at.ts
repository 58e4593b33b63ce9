import { and, asc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { THomeEntry } from '@mise/contracts/resources/home-section';
import type { TSectionEntryPlan } from '@mise/contracts/common/schedule-calls';
import { typeOfModel } from '@mise/contracts/registry';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema/city';
import { schedules } from '../../db/schema/schedule';
import { shownSubject } from './entries';
import { homeSubjects, subjectKey } from './subjects';

/** What the schedules due between now and a later time change: publish states by `type:id`, sections' entries. */
export type TScheduledChanges = {
  published: Map<string, boolean>;
  sections: Map<number, TSectionEntryPlan[]>;
};

/**
 * The pending schedules due by `at`, applied in their order (the last one of a record or section wins).
 * @example
 * (await scheduledBy(db, new Date('2026-12-25T05:00:00Z'))).published.get('place:9') // true
 */
export async function scheduledBy(db: Db, at: Date): Promise<TScheduledChanges> {
  const rows = await db
    .select()
    .from(schedules)
    .where(and(eq(schedules.state, 'pending'), gt(schedules.at, new Date()), lte(schedules.at, at)))
    .orderBy(asc(schedules.at), asc(schedules.id));
  const changes: TScheduledChanges = { published: new Map(), sections: new Map() };
  for (const row of rows) {
    if (row.action === 'switch-section') changes.sections.set(row.recordId, row.entries ?? []);
    else changes.published.set(`${row.type}:${row.recordId}`, row.action === 'publish');
  }
  return changes;
}

/** An entry's subject as it will be: its publish state after the schedules due by then. */
export function subjectThen(entry: THomeEntry, changes: TScheduledChanges): THomeEntry {
  const type = typeOfModel(entry.subjectType)?.name;
  const published = type ? changes.published.get(`${type}:${entry.subjectId}`) : undefined;
  if (published === undefined || entry.subject === null) return entry;
  return { ...entry, subject: { ...entry.subject, isPublished: published } };
}

/**
 * A prepared switch's entries as the preview shows them, numbered from 1 (their ids are negative: they are not rows
 * yet), each with its subject and city as they are now.
 */
export async function preparedEntries(db: Db, sectionId: number, plan: TSectionEntryPlan[]): Promise<THomeEntry[]> {
  const subjects = await homeSubjects(db, plan);
  const entries = plan.map((e, i) => {
    const subject = subjects.get(subjectKey(e.subjectType, e.subjectId));
    return { e, i, subject, destinationId: e.destinationId ?? subject?.destinationId ?? null };
  });
  const cityIds = [...new Set(entries.map((x) => x.destinationId).filter((id): id is number => id !== null))];
  const names = new Map(
    cityIds.length
      ? (await db.select({ id: cities.id, name: cities.name }).from(cities).where(inArray(cities.id, cityIds))).map(
          (c) => [c.id, c.name],
        )
      : [],
  );
  return entries.map(({ e, i, subject, destinationId }) => ({
    id: -(i + 1),
    homeSectionId: sectionId,
    subjectId: e.subjectId,
    subjectType: e.subjectType,
    destinationId,
    name: e.name ?? null,
    order: i + 1,
    subject: shownSubject(subject),
    destination:
      destinationId !== null && names.has(destinationId)
        ? { id: destinationId, name: names.get(destinationId)! }
        : null,
    videoUrl: null,
  }));
}
