import { withFilter, withWhere } from './http';
import type { TScenario } from './scenarios';

/**
 * Each console list screen's first page as the console sends it on opening (no search, the default filter and sort):
 * the list with exactly the screen's fields and order, and the count beside it (use-resource-list.ts fires both,
 * `GET {path}?filter={order, limit, skip, fields[, include]}` and `GET {path}/count` with no `where`). The kit adds
 * `id` to the fields and `, id ASC` to the order (components/resource/typed-list.ts `listFields`, `stableOrder`).
 * When a screen's request changes, change its line here: the figures are only worth what this mirrors.
 */
export const listAndCount = (key: string, label: string, path: string, filter: Record<string, unknown>): TScenario => ({
  key,
  label: `${label} console page (list+count)`,
  requests: [
    withFilter(`/api/${path}`, { order: filter.order, limit: 20, skip: 0, ...filter }),
    filter.where === undefined ? `/api/${path}/count` : withWhere(`/api/${path}/count`, filter.where),
  ],
});

/** The places screen's list request (apps/web/src/resources/place/area.tsx, `withCity`), with a `where` when filtered. */
export const placesPage = (where?: unknown) => ({
  order: 'name ASC, id ASC',
  fields: ['id', 'name', 'isPublished', 'hasSuggestions', 'addressLine1'],
  include: { relation: 'destination', scope: { fields: ['id', 'name'] } },
  ...(where === undefined ? {} : { where }),
});

export function consoleLists(): TScenario[] {
  return [
    // apps/web/src/resources/city/area.tsx (declared list: components/resource/area-list.tsx)
    listAndCount('cities_console_page', 'cities', 'destinations', {
      order: 'name ASC, id ASC',
      fields: ['id', 'name', 'state', 'country', 'isPublished'],
    }),
    // apps/web/src/resources/destination-pack/area.tsx (declared list: components/resource/area-list.tsx)
    listAndCount('packs_console_page', 'destination packs', 'destinationPacks', {
      order: 'name ASC, id ASC',
      fields: ['id', 'name', 'currencySymbol', 'currencyValue', 'durationValue', 'durationType'],
    }),
    // apps/web/src/resources/eatinerary/eatinerary-list.tsx (DESTINATION_NAME in eatinerary/eatinerary-details-tab.tsx)
    listAndCount('eatineraries_console_page', 'eatineraries', 'eateries', {
      order: 'name ASC, id ASC',
      fields: ['id', 'name', 'isPublished', 'destinationId'],
      include: { relation: 'destination', scope: { fields: ['id', 'name'] } },
    }),
    // apps/web/src/resources/quote/area.tsx (declared list: components/resource/area-list.tsx)
    listAndCount('quotes_console_page', 'quotes', 'quotes', {
      order: 'title ASC, id ASC',
      fields: ['id', 'title', 'isPublished'],
    }),
    // apps/web/src/resources/coupon/coupon-list.tsx
    listAndCount('coupons_console_page', 'coupons', 'coupons', {
      order: 'name ASC, id ASC',
      fields: ['id', 'name', 'code', 'isPublished', 'startDate', 'endDate'],
    }),
    // apps/web/src/resources/place/area.tsx (declared list: components/resource/area-list.tsx, `withCity`)
    listAndCount('places_console_page', 'places', 'establishments', placesPage()),
    // apps/web/src/resources/dish/area.tsx (declared list: components/resource/area-list.tsx)
    listAndCount('dishes_console_page', 'dishes', 'foodDrinks', {
      order: 'name ASC, id ASC',
      fields: ['id', 'name', 'type', 'isPublished'],
    }),
    // apps/web/src/resources/cuisine/area.tsx (declared list: components/resource/area-list.tsx)
    listAndCount('cuisines_console_page', 'cuisines', 'cuisines', {
      order: 'name ASC, id ASC',
      fields: ['id', 'name', 'isPublished'],
    }),
    // apps/web/src/resources/landmark/area.tsx (declared list: components/resource/area-list.tsx, `withCity`)
    listAndCount('landmarks_console_page', 'landmarks', 'landmarks', {
      order: 'name ASC, id ASC',
      fields: ['id', 'name', 'isPublished'],
      include: { relation: 'destination', scope: { fields: ['id', 'name'] } },
    }),
    // apps/web/src/resources/explore-list/area.tsx (declared list: components/resource/area-list.tsx, `withCity`)
    listAndCount('explore_console_page', 'explore lists', 'lists', {
      order: 'name ASC, id ASC',
      fields: ['id', 'name', 'isPublished'],
      include: { relation: 'destination', scope: { fields: ['id', 'name'] } },
    }),
    // apps/web/src/resources/review/area.tsx (declared list: components/resource/area-list.tsx, `withUser`)
    listAndCount('reviews_console_page', 'reviews', 'userReviews', {
      order: 'title ASC, id ASC',
      fields: ['id', 'title', 'isPublished'],
      include: { relation: 'user', scope: { fields: ['id', 'name'] } },
    }),
  ];
}
