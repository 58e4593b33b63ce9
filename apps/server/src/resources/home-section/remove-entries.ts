import { and, eq } from 'drizzle-orm';
import { type TActor, logActivity } from '../../crud/activity';
import type { Db } from '../../db/client';
import { homeSectionEntities, homeSections } from '../../db/schema/home-section';
import { notFound } from '../../lib/http-error';
import type { THeroVideoRef } from '../../media/hero-video-keys';
import { serviceOf } from '../../crud/write-service';
import { homeSectionModel } from './model';

/** What a removal took away: the generic answer's count, and the hero videos to remove once it has committed. */
export type TRemoved = { count: number; videos: THeroVideoRef[] };

/**
 * DELETE homeSectionEntities/{id}: the generic delete (one row, logged), answering also the entry's video when it
 * was a hero entry, so the route removes the file after the transaction commits.
 * @example
 * await deleteSectionEntry(app.db, { id: 41, actor }) // { count: 1, videos: [{ id: 41, videoUrl: '/img/home-videos/0b9c….mp4' }] }
 */
export async function deleteSectionEntry(db: Db, { id, actor }: { id: number; actor: TActor }): Promise<TRemoved> {
  return serviceOf(db, homeSectionModel).write({
    actor: actor,
    run: async ({ tx: tx }) => {
      const [gone] = await tx.delete(homeSectionEntities).where(eq(homeSectionEntities.id, id)).returning({
        id: homeSectionEntities.id,
        sectionId: homeSectionEntities.homeSectionId,
        videoUrl: homeSectionEntities.videoUrl,
      });
      if (!gone) throw notFound(`HomeSectionEntity ${id} was not found`);
      const [hero] = await tx
        .select({ id: homeSections.id })
        .from(homeSections)
        .where(and(eq(homeSections.id, gone.sectionId), eq(homeSections.slug, 'hero_videos')));
      await logActivity(tx, { actor, model: 'HomeSectionEntity', itemId: id, action: 'delete' });
      return { count: 1, videos: hero ? [{ id: gone.id, videoUrl: gone.videoUrl }] : [] };
    },
  });
}

/**
 * DELETE homeSections/{id}: the section and, by the foreign key's cascade, its entries. The section row is locked
 * first, so an upload cannot add an entry between reading the videos and the delete.
 * @example
 * await deleteHomeSection(app.db, { id: 1, actor }) // { count: 1, videos: [… every hero entry's video] }
 */
export async function deleteHomeSection(db: Db, { id, actor }: { id: number; actor: TActor }): Promise<TRemoved> {
  return serviceOf(db, homeSectionModel).write({
    actor: actor,
    run: async ({ tx: tx }) => {
      const [section] = await tx
        .select({ slug: homeSections.slug })
        .from(homeSections)
        .where(eq(homeSections.id, id))
        .for('update');
      if (!section) throw notFound(`HomeSection ${id} was not found`);
      const videos =
        section.slug === 'hero_videos'
          ? await tx
              .select({ id: homeSectionEntities.id, videoUrl: homeSectionEntities.videoUrl })
              .from(homeSectionEntities)
              .where(eq(homeSectionEntities.homeSectionId, id))
          : [];
      await tx.delete(homeSections).where(eq(homeSections.id, id));
      await logActivity(tx, { actor, model: 'HomeSection', itemId: id, action: 'delete' });
      return { count: 1, videos };
    },
  });
}
