import { withFilter, withWhere } from './http';
import type { TScenario } from './scenarios';

/**
 * Each console list screen's first page as the console sends it on opening (no search, the default filter and sort):
 * the list with exactly the screen's fields and order, and the count beside it (use-resource-list.ts fires both,
 * `GET {path}?filter={order, limit, skip, fields[, include]}` and `GET {path}/count` with no `where`). The kit adds
 * `id` to the fields and `, id ASC` to the order (components/resource/typed-list.ts `listFields`, `stableOrder`).
 * When a screen's request changes, change its line here: the figures are only worth what this mirrors.
 */
export const listAndCount = (
  { key, label, path }: { key: string; label: string; path: string },
  filter: Record<string, unknown>,
): TScenario => ({
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
    listAndCount(
      { key: 'cities_console_page', label: 'cities', path: 'destinations' },
      {
        order: 'name ASC, id ASC',
        fields: ['id', 'name', 'state', 'country', 'isPublished'],
      },
    ),
    // apps/web/src/resources/destination-pack/area.tsx (declared list: components/resource/area-list.tsx)
    listAndCount(
      { key: 'packs_console_page', label: 'destination packs', path: 'destinationPacks' },
      {
        order: 'name ASC, id ASC',
        fields: ['id', 'name', 'currencySymbol', 'currencyValue', 'durationValue', 'durationType'],
      },
    ),
    // apps/web/src/resources/eatinerary/eatinerary-list.tsx (DESTINATION_NAME in eatinerary/eatinerary-details-tab.tsx)
    listAndCount(
      { key: 'eatineraries_console_page', label: 'eatineraries', path: 'eateries' },
      {
        order: 'name ASC, id ASC',
        fields: ['id', 'name', 'isPublished', 'destinationId'],
        include: { relation: 'destination', scope: { fields: ['id', 'name'] } },
      },
    ),
    // apps/web/src/resources/quote/area.tsx (declared list: components/resource/area-list.tsx)
    listAndCount(
      { key: 'quotes_console_page', label: 'quotes', path: 'quotes' },
      {
        order: 'title ASC, id ASC',
        fields: ['id', 'title', 'isPublished'],
      },
    ),
    // apps/web/src/resources/coupon/coupon-list.tsx
    listAndCount(
      { key: 'coupons_console_page', label: 'coupons', path: 'coupons' },
      {
        order: 'name ASC, id ASC',
        fields: ['id', 'name', 'code', 'isPublished', 'startDate', 'endDate'],
      },
    ),
    // apps/web/src/resources/place/area.tsx (declared list: components/resource/area-list.tsx, `withCity`)
    listAndCount({ key: 'places_console_page', label: 'places', path: 'establishments' }, placesPage()),
    // apps/web/src/resources/dish/area.tsx (declared list: components/resource/area-list.tsx)
    listAndCount(
      { key: 'dishes_console_page', label: 'dishes', path: 'foodDrinks' },
      {
        order: 'name ASC, id ASC',
        fields: ['id', 'name', 'type', 'isPublished'],
      },
    ),
    // apps/web/src/resources/cuisine/area.tsx (declared list: components/resource/area-list.tsx)
    listAndCount(
      { key: 'cuisines_console_page', label: 'cuisines', path: 'cuisines' },
      {
        order: 'name ASC, id ASC',
        fields: ['id', 'name', 'isPublished'],
      },
    ),
    // apps/web/src/resources/landmark/area.tsx (declared list: components/resource/area-list.tsx, `withCity`)
    listAndCount(
      { key: 'landmarks_console_page', label: 'landmarks', path: 'landmarks' },
      {
        order: 'name ASC, id ASC',
        fields: ['id', 'name', 'isPublished'],
        include: { relation: 'destination', scope: { fields: ['id', 'name'] } },
      },
    ),
    // apps/web/src/resources/explore-list/area.tsx (declared list: components/resource/area-list.tsx, `withCity`)
    listAndCount(
      { key: 'explore_console_page', label: 'explore lists', path: 'lists' },
      {
        order: 'name ASC, id ASC',
        fields: ['id', 'name', 'isPublished'],
        include: { relation: 'destination', scope: { fields: ['id', 'name'] } },
      },
    ),
    // apps/web/src/resources/review/area.tsx (declared list: components/resource/area-list.tsx, `withUser`)
    listAndCount(
      { key: 'reviews_console_page', label: 'reviews', path: 'userReviews' },
      {
        order: 'title ASC, id ASC',
        fields: ['id', 'title', 'isPublished'],
        include: { relation: 'user', scope: { fields: ['id', 'name'] } },
      },
    ),
  ];
}
