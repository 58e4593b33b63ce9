import { and, asc } from 'drizzle-orm';
import { GEO_PLACES_OFFLINE_NOTE, type TGeoPlacesOffline } from '@mise/contracts/resources/place';
import { liveIn } from '../crud/soft-delete';
import type { Db } from '../db/client';
import { places as e } from '../db/schema/place';
import { nameMatch } from '../search/name-search';
import type { TGeoProvider } from './provider';

/**
 * The place search without a place provider (GEO_PROVIDER=gazetteer): the guide's live places whose name matches the
 * text, found as a list's search box finds them (contains it, or when misspelt its near spellings, closest first), so a
 * duplicate shows before it is made; and the gazetteer's cities, whose location staff can take. Up to `limit` of each.
 * @example
 * await offlinePlaceSearch(app.db, gazetteer, { q: 'trindade', limit: 10, productName: 'Mise' })
 * // { fullSearch: false, note: 'Full place search needs GEO_PROVIDER; …', guidePlaces: [{ id: 7, name: 'Cervejaria Trindade', … }], cities: [] }
 */
export async function offlinePlaceSearch(
  db: Db,
  cities: Pick<TGeoProvider, 'searchCities'>,
  query: { q: string; limit: number; productName: string },
): Promise<TGeoPlacesOffline> {
  const match = await nameMatch(db, e.name, query.q);
  const [guidePlaces, foundCities] = await Promise.all([
    db
      .select({ id: e.id, name: e.name, placeId: e.placeId, address: e.address, city: e.city, location: e.location })
      .from(e)
      .where(and(liveIn(e), match.condition))
      .orderBy(...match.order, asc(e.name), asc(e.id))
      .limit(query.limit),
    cities.searchCities(query.q, query.limit),
  ]);
  return {
    fullSearch: false,
    note: GEO_PLACES_OFFLINE_NOTE.replaceAll('{product}', query.productName),
    guidePlaces,
    cities: foundCities,
  };
}
