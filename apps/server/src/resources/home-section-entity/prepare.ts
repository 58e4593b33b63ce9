import { eq } from 'drizzle-orm';
import type { homeSectionEntityResource, THomeSectionSlug } from '@mise/contracts/resources/home-section';
import type { TStoredValues, TWriteContext, TWriteValues } from '../../crud/model';
import { homeSectionEntities, homeSections } from '../../db/schema/home-section';
import { badRequest } from '../../lib/http-error';
import { checkEntries } from '../home-section/entry-rules';
import { subjectKey } from '../home-section/subjects';

/**
 * The generic `POST homeSectionEntities` keeps the sections' rules too (the console adds through the bulk call): the
 * entry must suit its section (entry-rules.ts) and, without an `order`, goes last. A PATCH changes only name and order.
 */
export async function prepareSectionEntry(
  values: TWriteValues<typeof homeSectionEntityResource>,
  { db, id }: TWriteContext,
): Promise<TStoredValues> {
  if (
    id !== undefined ||
    values.homeSectionId === undefined ||
    values.subjectType === undefined ||
    values.subjectId === undefined
  )
    return values;
  const [section] = await db
    .select({ slug: homeSections.slug })
    .from(homeSections)
    .where(eq(homeSections.id, values.homeSectionId))
    .for('update');
  if (!section) throw badRequest(`homeSectionId: HomeSection ${values.homeSectionId} was not found`);
  const current = await db
    .select({
      subjectType: homeSectionEntities.subjectType,
      subjectId: homeSectionEntities.subjectId,
      order: homeSectionEntities.order,
    })
    .from(homeSectionEntities)
    .where(eq(homeSectionEntities.homeSectionId, values.homeSectionId));
  const entry = {
    subjectType: values.subjectType,
    subjectId: values.subjectId,
    destinationId: values.destinationId,
    name: values.name,
  };
  const kept = new Set(current.map((e) => subjectKey(e.subjectType, e.subjectId)));
  const [checked] = await checkEntries(db, {
    slug: section.slug as THomeSectionSlug,
    toAdd: [entry],
    kept,
    at: () => '',
  });
  const last = current.reduce((max, e) => Math.max(max, e.order), 0);
  return { ...values, ...checked, order: values.order ?? last + 1 };
}
