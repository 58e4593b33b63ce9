import { and, eq, inArray } from 'drizzle-orm';
import type {
  TEatinerarySection,
  TEatinerarySectionStored,
  eatineraryResource,
} from '@mise/contracts/resources/eatinerary';
import type { TRecordRow, TWriteContext, TWriteValues } from '../../crud/model';
import { liveIn } from '../../crud/soft-delete';
import type { Db } from '../../db/client';
import { eatineraries } from '../../db/schema/eatinerary';
import { places } from '../../db/schema/place';
import { badRequest } from '../../lib/http-error';

type TEatineraryRow = TRecordRow<typeof eatineraryResource>;

/** The sections as the column stores them (the record's type is the answered form this hook makes of them). */
const storedSections = (row: TEatineraryRow) =>
  Array.isArray(row._sections) ? (row._sections as TEatinerarySectionStored[]) : undefined;

/**
 * Answers each stored section as part 1 §3 describes it: id is its index, `_places` the live places of `placeIds` in
 * that order (soft-deleted or removed places are left out of `_places`, their ids stay in `placeIds`). One query per page.
 * @example
 * await presentSections(db, [{ id: 1, _sections: [{ title: 'Lunch', placeIds: [4, 2] }] }])
 * // [{ id: 1, _sections: [{ id: 0, title: 'Lunch', description: null, placeIds: [4, 2], _places: [{ id: 4, name: 'Fig' }, { id: 2, name: 'Oak' }] }] }]
 */
export async function presentSections(db: Db, rows: TEatineraryRow[]): Promise<TEatineraryRow[]> {
  const ids = [...new Set(rows.flatMap((row) => storedSections(row)?.flatMap((s) => s.placeIds ?? []) ?? []))];
  const names = new Map<number, string>();
  if (ids.length > 0) {
    const found = await db
      .select({ id: places.id, name: places.name })
      .from(places)
      .where(and(inArray(places.id, ids), liveIn(places)));
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
export async function checkSectionPlaces(
  values: TWriteValues<typeof eatineraryResource>,
  { db, id }: TWriteContext,
): Promise<TWriteValues<typeof eatineraryResource>> {
  const changesCity = 'destinationId' in values;
  if (values._sections === undefined && !changesCity) return values;
  const [stored] =
    id === undefined
      ? []
      : await db
          .select({ sections: eatineraries._sections, city: eatineraries.destinationId })
          .from(eatineraries)
          .where(eq(eatineraries.id, id))
          .limit(1);
  const sections: TEatinerarySectionStored[] = values._sections ?? stored?.sections ?? [];
  const city = changesCity ? (values.destinationId ?? null) : (stored?.city ?? null);
  const wanted = [...new Set(sections.flatMap((s) => s.placeIds ?? []))];
  if (wanted.length === 0) return values;
  const stays = stored?.city === city;
  const kept = new Set((stored?.sections ?? []).flatMap((s) => s.placeIds ?? []));
  const live = await db
    .select({ id: places.id, city: places.destinationId })
    .from(places)
    .where(and(inArray(places.id, wanted), liveIn(places)));
  const cityOf = new Map(live.map((p) => [p.id, p.city]));
  const unknown = wanted.filter((p) => !cityOf.has(p) && !kept.has(p));
  if (unknown.length > 0)
    throw badRequest(`_sections: no place has the id${plural(unknown.length, '', 's')} ${unknown.join(', ')}`);
  const elsewhere =
    city === null ? [] : wanted.filter((p) => cityOf.has(p) && cityOf.get(p) !== city && !(stays && kept.has(p)));
  if (elsewhere.length > 0) {
    throw badRequest(
      `_sections: the place${plural(elsewhere.length, ' with the id', 's with the ids')} ${elsewhere.join(', ')} ${plural(elsewhere.length, 'is', 'are')} not in the eatinerary's city`,
    );
  }
  return values;
}
