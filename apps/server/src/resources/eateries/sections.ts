import { and, eq, inArray } from 'drizzle-orm';
import type { TEatinerarySection, TEatinerarySectionStored } from '@mise/contracts/resources/eatinerary';
import type { TWriteContext } from '../../crud/model';
import type { Db } from '../../db/client';
import { eateries } from '../../db/schema/eateries';
import { establishments } from '../../db/schema/establishments';
import { badRequest } from '../../lib/http-error';

const storedSections = (row: Record<string, unknown>) => (Array.isArray(row._sections) ? (row._sections as TEatinerarySectionStored[]) : undefined);

/**
 * Answers each stored section as part 1 §3 describes it: id is its index, `_places` the live places of `placeIds` in
 * that order (soft-deleted or removed places are left out of `_places`, their ids stay in `placeIds`). One query per page.
 * @example
 * await presentSections(db, [{ id: 1, _sections: [{ title: 'Lunch', placeIds: [4, 2] }] }])
 * // [{ id: 1, _sections: [{ id: 0, title: 'Lunch', description: null, placeIds: [4, 2], _places: [{ id: 4, name: 'Fig' }, { id: 2, name: 'Oak' }] }] }]
 */
export async function presentSections(db: Db, rows: Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const ids = [...new Set(rows.flatMap((row) => storedSections(row)?.flatMap((s) => s.placeIds ?? []) ?? []))];
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const found = await db
      .select({ id: establishments.id, name: establishments.name })
      .from(establishments)
      .where(and(inArray(establishments.id, ids), eq(establishments.deleted, false)));
    for (const place of found) names.set(place.id, place.name);
  }
  for (const row of rows) {
    const sections = storedSections(row);
    if (!sections) continue;
    row._sections = sections.map((section, index): TEatinerarySection => ({
      id: index,
      title: section.title ?? '',
      description: section.description ?? null,
      placeIds: section.placeIds ?? [],
      _places: (section.placeIds ?? []).flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
    }));
  }
  return rows;
}

/**
 * Refuses sections naming places that do not exist (400 naming them). A place already in this eatinerary stays
 * acceptable after it is soft-deleted, so reordering sections that still hold it keeps working.
 */
export async function checkSectionPlaces(values: Record<string, unknown>, { db, id }: TWriteContext): Promise<Record<string, unknown>> {
  const sections = values._sections as TEatinerarySectionStored[] | undefined;
  if (!sections) return values;
  const wanted = [...new Set(sections.flatMap((s) => s.placeIds))];
  if (wanted.length === 0) return values;
  const live = await db
    .select({ id: establishments.id })
    .from(establishments)
    .where(and(inArray(establishments.id, wanted), eq(establishments.deleted, false)));
  const known = new Set(live.map((p) => p.id));
  if (id !== undefined && wanted.some((p) => !known.has(p))) {
    const [stored] = await db.select({ sections: eateries._sections }).from(eateries).where(eq(eateries.id, id)).limit(1);
    for (const section of stored?.sections ?? []) for (const p of section.placeIds ?? []) known.add(p);
  }
  const unknown = wanted.filter((p) => !known.has(p));
  if (unknown.length > 0) {
    throw badRequest(`_sections: no place has the id${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}`);
  }
  return values;
}
