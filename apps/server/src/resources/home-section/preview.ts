import { HOME_SECTION_SLUGS, type THomePreview, type THomeSectionSlug } from '@mise/contracts/resources/home-section';
import type { Db } from '../../db/client';
import { homeSections } from '../../db/schema/home-section';
import type { TStorage } from '../../media/storage';
import { sectionEntries } from './entries';
import { preparedEntries, scheduledBy, subjectThen } from './preview-at';

/**
 * GET homeSections/preview: what the public home would show — the sections in their fixed order (HOME_SECTION_SLUGS,
 * hero videos first), each entry in its 1-based order, leaving out (and counting as `hidden`) entries whose subject is
 * gone or unpublished and hero entries without a video file. With a later `at`, the page as it will be then: the
 * sections switched and the records published or unpublished by the schedules due by that time.
 */
export async function homePreview(db: Db, storage: TStorage, at?: Date): Promise<THomePreview> {
  const sections = (await db.select().from(homeSections)).sort(
    (a, b) =>
      HOME_SECTION_SLUGS.indexOf(a.slug as THomeSectionSlug) - HOME_SECTION_SLUGS.indexOf(b.slug as THomeSectionSlug),
  );
  const entries = await sectionEntries(
    db,
    storage,
    sections.map((s) => s.id),
  );
  const changes = at && at.getTime() > Date.now() ? await scheduledBy(db, at) : undefined;
  for (const [sectionId, plan] of changes?.sections ?? [])
    if (entries.has(sectionId)) entries.set(sectionId, await preparedEntries(db, sectionId, plan));
  return sections.map((section) => {
    const all = (entries.get(section.id) ?? []).map((e) => (changes ? subjectThen(e, changes) : e));
    const shown = all.filter(
      (e) =>
        e.subject !== null &&
        e.subject.isPublished !== false &&
        (section.slug !== 'hero_videos' || e.videoUrl !== null),
    );
    return {
      id: section.id,
      name: section.name,
      slug: section.slug as THomeSectionSlug,
      entries: shown,
      hidden: all.length - shown.length,
    };
  });
}
