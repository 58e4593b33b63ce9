import { eq, sql } from 'drizzle-orm';
import { HOME_SECTION_RULES } from '@mise/contracts/resources/home-section';
import { type TActor, logActivity } from '../../crud/activity';
import { stamp } from '../../crud/rows';
import type { Db } from '../../db/client';
import { destinations } from '../../db/schema/city';
import { homeSectionEntities } from '../../db/schema/home-section';
import { badRequest } from '../../lib/http-error';
import { heroVideoKey } from '../../media/hero-video-keys';
import type { TSniffed } from '../../media/sniff';
import type { TStorage } from '../../media/storage';
import { requireSection } from './entries';

/**
 * POST homeSections/{id}/videos: one sniffed video file becomes the last entry of Hero Videos — a city's video
 * (subjectType Destination) named `name` or the file's name — and is stored under the entry's key. The file is written
 * inside the entry's transaction, so a failed write leaves no entry without its video.
 * @example
 * await addHeroVideo(app.db, storage, { sectionId: 1, destinationId: 4, name: 'Lyon', bytes, sniffed, filename: 'lyon.mp4', actor })
 */
export async function addHeroVideo(
  db: Db,
  storage: TStorage,
  v: { sectionId: number; destinationId: number; name?: string; bytes: Buffer; sniffed: TSniffed; filename: string; actor: TActor },
) {
  return db.transaction(async (tx) => {
    const section = await requireSection(tx as Db, v.sectionId, true);
    if (section.slug !== 'hero_videos') throw badRequest(`Only Hero Videos take video files; ${HOME_SECTION_RULES[section.slug as 'dish'].rule}`);
    const [city] = await tx
      .select({ id: destinations.id })
      .from(destinations)
      .where(sql`${destinations.id} = ${v.destinationId} and ${destinations.deleted} = false`);
    if (!city) throw badRequest(`destinationId: Destination ${v.destinationId} was not found`);
    const [{ last }] = await tx
      .select({ last: sql<number>`coalesce(max(${homeSectionEntities.order}), 0)::int` })
      .from(homeSectionEntities)
      .where(eq(homeSectionEntities.homeSectionId, v.sectionId));
    const now = stamp();
    const name = v.name || v.filename.replace(/\.[^.]*$/, '') || 'Video';
    const [entry] = await tx
      .insert(homeSectionEntities)
      .values({
        homeSectionId: v.sectionId,
        subjectType: 'Destination',
        subjectId: city.id,
        destinationId: city.id,
        name,
        order: last + 1,
        created: now,
        updated: now,
      })
      .returning({ id: homeSectionEntities.id });
    await storage.put(heroVideoKey(entry.id, v.sniffed.ext), v.bytes, v.sniffed.mime);
    await logActivity(tx as Db, { actor: v.actor, model: 'HomeSection', itemId: v.sectionId, action: 'relate', fields: ['sectionEntity'] });
    return entry;
  });
}
