import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { THomeSectionBulk, THomeSectionSlug } from '@mise/contracts/resources/home-section';
import { type TActor, logActivity } from '../../crud/activity';
import { intArray, stamp } from '../../crud/rows';
import type { Db } from '../../db/client';
import { homeSectionEntities, homeSections } from '../../db/schema/home-section';
import { notFound } from '../../lib/http-error';
import type { THeroVideoRef } from '../../media/hero-video-keys';
import { checkEntries } from './entry-rules';
import { requireSection } from './entries';
import { subjectKey } from './subjects';
import { serviceOf } from '../../crud/write-service';
import { homeSectionModel } from './model';

/**
 * POST homeSections/{id}/entity-sections/add-remove-bulk (part 2 §7): removes the entries `toRemove` names and appends
 * `toAdd` after the rest, then numbers the section 1…n, in one transaction with the section row locked — an unknown
 * entry (404) or an entry breaking the section's rule (400) writes nothing. Answers the removed hero entries' videos
 * (for the route to remove once this has committed); the route answers the updated entries. A caller holding a
 * transaction (a scheduled switch) passes it as `tx`.
 * @example
 * await addRemoveBulk(app.db, { sectionId: 3, toRemove: [41], toAdd: [{ subjectType: 'Establishment', subjectId: 9 }], actor })
 */
export async function addRemoveBulk(
  db: Db,
  { sectionId, toRemove, toAdd, actor, tx: outer }: THomeSectionBulk & { sectionId: number; actor: TActor; tx?: Db },
) {
  return serviceOf(db, homeSectionModel).write({
    actor,
    tx: outer,
    run: async ({ tx }) => {
      const section = await requireSection(tx, sectionId, true);
      const current = await tx
        .select({
          id: homeSectionEntities.id,
          subjectType: homeSectionEntities.subjectType,
          subjectId: homeSectionEntities.subjectId,
          videoUrl: homeSectionEntities.videoUrl,
        })
        .from(homeSectionEntities)
        .where(eq(homeSectionEntities.homeSectionId, sectionId))
        .orderBy(asc(homeSectionEntities.order), asc(homeSectionEntities.id));
      const removing = new Set(toRemove);
      const stray = [...removing].filter((id) => !current.some((e) => e.id === id));
      if (stray.length)
        throw notFound(`toRemove: section entry ${stray.join(', ')} is not in HomeSection ${sectionId}`);
      const kept = current.filter((e) => !removing.has(e.id));
      const added = await checkEntries(tx, {
        slug: section.slug as THomeSectionSlug,
        toAdd,
        kept: new Set(kept.map((e) => subjectKey(e.subjectType, e.subjectId))),
      });
      const now = stamp();
      if (removing.size)
        await tx
          .delete(homeSectionEntities)
          .where(and(eq(homeSectionEntities.homeSectionId, sectionId), inArray(homeSectionEntities.id, [...removing])));
      const inserted = added.length
        ? await tx
            .insert(homeSectionEntities)
            .values(
              added.map((e, i) => ({
                ...e,
                homeSectionId: sectionId,
                order: kept.length + i + 1,
                created: now,
                updated: now,
              })),
            )
            .returning({ id: homeSectionEntities.id })
        : [];
      await renumber(tx, [...kept.map((e) => e.id), ...inserted.map((e) => e.id)]);
      await tx.update(homeSections).set({ updated: now }).where(eq(homeSections.id, sectionId));
      await logActivity(tx, {
        actor,
        model: 'HomeSection',
        itemId: sectionId,
        action: 'relate',
        fields: ['sectionEntity'],
      });
      const removedVideos: THeroVideoRef[] =
        section.slug === 'hero_videos'
          ? current.filter((e) => removing.has(e.id)).map((e) => ({ id: e.id, videoUrl: e.videoUrl }))
          : [];
      return { removedVideos };
    },
  });
}

/** Numbers entries 1…n in the order given (closing the gaps removals leave); rows already in place are not written. */
export async function renumber(tx: Db, ids: number[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`update ${homeSectionEntities} set "order" = p.pos from unnest(${intArray(ids)}) with ordinality as p(id, pos)
    where ${homeSectionEntities.id} = p.id and ${homeSectionEntities.order} is distinct from p.pos`);
}
