import { consoleLists } from './console-lists';
import { withFilter, withWhere } from './http';
import { includeCopiesScenarios } from './include-copies';

/** One console request, or several the console sends together (timed together). */
export type TScenario = { key: string; label: string; requests: string[] };

export type TScenarioContext = {
  /** A city with many places (the most published places), for the typical filter and the city detail. */
  cityId: number;
  /** Offset of the deep page. */
  deepSkip: number;
};

/** The scenarios both databases run; `full` adds the console pages, the city detail and autocomplete (PostgreSQL). */
export function scenarios(ctx: TScenarioContext, full: boolean): TScenario[] {
  const list: TScenario[] = [
    {
      key: 'places_page1',
      label: 'places list, page 1',
      requests: [withFilter('/api/establishments', { order: 'name ASC', limit: 20 })],
    },
    {
      key: 'places_deep',
      label: `places list, skip ${ctx.deepSkip.toLocaleString('en-US')}`,
      requests: [withFilter('/api/establishments', { order: 'name ASC', skip: ctx.deepSkip, limit: 20 })],
    },
    {
      key: 'places_count_published',
      label: 'places count isPublished',
      requests: [withWhere('/api/establishments/count', { isPublished: true })],
    },
    {
      key: 'places_city_published',
      label: 'places where city+published',
      requests: [
        withFilter('/api/establishments', {
          where: { destinationId: ctx.cityId, isPublished: true },
          order: 'name ASC',
          limit: 20,
        }),
      ],
    },
    // An include sent 400 times costs what one does (include-limits.test.ts proves the answer is the same).
    ...includeCopiesScenarios(),
  ];
  if (!full) return list;
  list.push(
    // Each console list screen's first page (list + count), as the console sends it.
    ...consoleLists(),
    // What the console's city screen calls: the city with every tab count, its pack and its eatineraries.
    { key: 'city_detail', label: 'city detail with tab counts', requests: [`/api/destinations/${ctx.cityId}/details`] },
    {
      key: 'autocomplete',
      label: 'admin-autocomplete, all types',
      requests: [`/api/users/admin-autocomplete?term=bak&filter=${encodeURIComponent(JSON.stringify({ limit: 30 }))}`],
    },
    {
      // The eatinerary form's place search: places of one city.
      key: 'autocomplete_city_places',
      label: 'admin-autocomplete, places of a city',
      requests: [
        `/api/users/admin-autocomplete?term=kitch&filter=${encodeURIComponent(JSON.stringify({ doc_type: 'Establishment', destinationId: ctx.cityId, limit: 30 }))}`,
      ],
    },
    {
      // A misspelling: no name or word starts with it, so the trigram branch runs (the slow path).
      key: 'autocomplete_typo',
      label: 'admin-autocomplete, misspelt term',
      requests: [
        `/api/users/admin-autocomplete?term=kitchn&filter=${encodeURIComponent(JSON.stringify({ limit: 5 }))}`,
      ],
    },
  );
  return list;
}
