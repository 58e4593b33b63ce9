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

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

/**
 * Refuses sections naming places that do not exist, or places of another city than the eatinerary's (400 naming them),
 * whether the sections or the city change. A place already in this eatinerary stays acceptable after it is
 * soft-deleted (it is no longer answered in `_places`), or moved to another city while the eatinerary keeps its own, so
 * saving sections that still hold it keeps working.
 */
export async function checkSectionPlaces(values: Record<string, unknown>, { db, id }: TWriteContext): Promise<Record<string, unknown>> {
  const changesCity = 'destinationId' in values;
  if (values._sections === undefined && !changesCity) return values;
  const [stored] =
    id === undefined ? [] : await db.select({ sections: eateries._sections, city: eateries.destinationId }).from(eateries).where(eq(eateries.id, id)).limit(1);
  const sections = (values._sections as TEatinerarySectionStored[] | undefined) ?? stored?.sections ?? [];
  const city = changesCity ? (values.destinationId as number | null) : (stored?.city ?? null);
  const wanted = [...new Set(sections.flatMap((s) => s.placeIds ?? []))];
  if (wanted.length === 0) return values;
  const stays = stored?.city === city;
  const kept = new Set((stored?.sections ?? []).flatMap((s) => s.placeIds ?? []));
  const live = await db
    .select({ id: establishments.id, city: establishments.destinationId })
    .from(establishments)
    .where(and(inArray(establishments.id, wanted), eq(establishments.deleted, false)));
  const cityOf = new Map(live.map((p) => [p.id, p.city]));
  const unknown = wanted.filter((p) => !cityOf.has(p) && !kept.has(p));
  if (unknown.length > 0) throw badRequest(`_sections: no place has the id${plural(unknown.length, '', 's')} ${unknown.join(', ')}`);
  const elsewhere = city === null ? [] : wanted.filter((p) => cityOf.has(p) && cityOf.get(p) !== city && !(stays && kept.has(p)));
  if (elsewhere.length > 0) {
    throw badRequest(
      `_sections: the place${plural(elsewhere.length, ' with the id', 's with the ids')} ${elsewhere.join(', ')} ${plural(elsewhere.length, 'is', 'are')} not in the eatinerary's city`,
    );
  }
  return values;
}
