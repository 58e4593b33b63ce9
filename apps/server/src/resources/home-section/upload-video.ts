import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { HOME_SECTION_RULES } from '@mise/contracts/resources/home-section';
import { type TActor, logActivity } from '../../crud/activity';
import { stamp } from '../../crud/rows';
import type { Db } from '../../db/client';
import { cities } from '../../db/schema/city';
import { homeSectionEntities } from '../../db/schema/home-section';
import { badRequest } from '../../lib/http-error';
import { newHeroVideoUrl, removeStoredVideo } from '../../media/hero-video-keys';
import type { TSniffed } from '../../media/sniff';
import type { TStorage } from '../../media/storage';
import { requireSection } from './entries';
import { liveIn } from '../../crud/soft-delete';
import { serviceOf } from '../../crud/write-service';
import { homeSectionModel } from './model';

/**
 * POST homeSections/{id}/videos: one sniffed video file becomes the last entry of Hero Videos — a city's video
 * (subjectType Destination) named `name` or the file's name — and is stored under a random key the entry records
 * (`videoUrl`). The file is written inside the entry's transaction, so a failed write leaves no entry without its
 * video; a transaction that fails after the write removes the file again.
 * @example
 * await addHeroVideo(app.db, storage, { sectionId: 1, destinationId: 4, name: 'Lyon', bytes, sniffed, filename: 'lyon.mp4', actor, log: req.log })
 */
export async function addHeroVideo(
  db: Db,
  storage: TStorage,
  v: {
    sectionId: number;
    destinationId: number;
    name?: string;
    bytes: Buffer;
    sniffed: TSniffed;
    filename: string;
    actor: TActor;
    log: Pick<FastifyBaseLogger, 'warn'>;
  },
) {
  const video = newHeroVideoUrl(v.sniffed.ext);
  let written = false;
  try {
    return await serviceOf(db, homeSectionModel).write({
      actor: v.actor,
      run: async ({ tx: tx }) => insertWithVideo(tx, storage, { ...v, video, onWritten: () => (written = true) }),
    });
  } catch (error) {
    if (written) await removeStoredVideo(storage, video.key, v.log);
    throw error;
  }
}

/** The entry's rows and file, in the caller's transaction; `onWritten` says the file is there to remove on a rollback. */
async function insertWithVideo(
  tx: Db,
  storage: TStorage,
  v: Parameters<typeof addHeroVideo>[2] & { video: { key: string; url: string }; onWritten: () => void },
) {
  const section = await requireSection(tx, v.sectionId, true);
  if (section.slug !== 'hero_videos')
    throw badRequest(`Only Hero Videos take video files; ${HOME_SECTION_RULES[section.slug as 'dish'].rule}`);
  const [city] = await tx
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.id, v.destinationId), liveIn(cities)));
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
      videoUrl: v.video.url,
      created: now,
      updated: now,
    })
    .returning({ id: homeSectionEntities.id });
  await storage.put(v.video.key, v.bytes, v.sniffed.mime);
  v.onWritten();
  await logActivity(tx, {
    actor: v.actor,
    model: 'HomeSection',
    itemId: v.sectionId,
    action: 'relate',
    fields: ['sectionEntity'],
  });
  return entry;
}
