import { asc, eq, inArray } from 'drizzle-orm';
import type { THomeEntry } from '@mise/contracts/resources/home-section';
import type { TSubjectType } from '@mise/contracts/resources/part2-fields';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema/city';
import { homeSectionEntities, homeSections } from '../../db/schema/home-section';
import { notFound } from '../../lib/http-error';
import { heroVideoUrls } from '../../media/hero-video-keys';
import type { TStorage } from '../../media/storage';
import { homeSubjects, subjectKey } from './subjects';
import type { THomeSubject } from './types';

/** The section row, or a 404 naming the id. */
export async function requireSection(db: Db, id: number, forUpdate = false) {
  const query = db.select().from(homeSections).where(eq(homeSections.id, id));
  const [section] = forUpdate ? await query.for('update') : await query;
  if (!section) throw notFound(`HomeSection ${id} was not found`);
  return section;
}

/** A subject as an entry shows it (without the rating the rules read); null once it is gone. */
export const shownSubject = (subject: THomeSubject | undefined): THomeEntry['subject'] =>
  subject
    ? {
        id: subject.id,
        name: subject.name,
        isPublished: subject.isPublished,
        picture: subject.picture,
        destinationId: subject.destinationId,
      }
    : null;

/**
 * The entries of sections in their 1-based order, each with its subject (name, picture, city) and destination (id,
 * name) — the spec's "include subject and destination" — and, for hero videos, the stored video's URL.
 * @example
 * (await sectionEntries(db, storage, [3])).get(3) // [{ id: 41, order: 1, subject: { name: 'Fig', … }, destination: { id: 2, name: 'Lyon' }, videoUrl: null }, …]
 */
export async function sectionEntries(
  db: Db,
  storage: TStorage,
  sectionIds: number[],
): Promise<Map<number, THomeEntry[]>> {
  const bySection = new Map<number, THomeEntry[]>(sectionIds.map((id) => [id, []]));
  if (sectionIds.length === 0) return bySection;
  const rows = await db
    .select({ entry: homeSectionEntities, slug: homeSections.slug, destinationName: cities.name })
    .from(homeSectionEntities)
    .innerJoin(homeSections, eq(homeSections.id, homeSectionEntities.homeSectionId))
    .leftJoin(cities, eq(cities.id, homeSectionEntities.destinationId))
    .where(inArray(homeSectionEntities.homeSectionId, sectionIds))
    .orderBy(asc(homeSectionEntities.order), asc(homeSectionEntities.id));
  const subjects = await homeSubjects(
    db,
    rows.map((r) => ({ subjectType: r.entry.subjectType as TSubjectType, subjectId: r.entry.subjectId })),
  );
  const videos = await heroVideoUrls(
    storage,
    rows.filter((r) => r.slug === 'hero_videos').map((r) => ({ id: r.entry.id, videoUrl: r.entry.videoUrl })),
  );
  for (const { entry, destinationName } of rows) {
    const subject = subjects.get(subjectKey(entry.subjectType, entry.subjectId));
    bySection.get(entry.homeSectionId)?.push({
      id: entry.id,
      homeSectionId: entry.homeSectionId,
      subjectId: entry.subjectId,
      subjectType: entry.subjectType as TSubjectType,
      destinationId: entry.destinationId,
      name: entry.name,
      order: entry.order,
      subject: shownSubject(subject),
      destination:
        entry.destinationId !== null && destinationName !== null
          ? { id: entry.destinationId, name: destinationName }
          : null,
      videoUrl: videos.get(entry.id) ?? null,
    });
  }
  return bySection;
}

/** One section's entries (404 for an unknown section). */
export async function entriesOf(db: Db, storage: TStorage, sectionId: number): Promise<THomeEntry[]> {
  await requireSection(db, sectionId);
  return (await sectionEntries(db, storage, [sectionId])).get(sectionId) ?? [];
}
