import type { TResourceDef } from '@mise/contracts/common/resource';
import { useMemo } from 'react';
import {
  type TCandidatePage,
  type TCandidateSource,
  pickerItemOf,
} from '../../components/resource/relation/candidate-source';
import { useRelationPicker } from '../../components/resource/relation/use-relation-picker';
import { client, resourceClient, resourceNamed } from '../../lib/client';
import type { THomeTab } from '../home-section/home-tabs';

const FIELDS = { id: true, name: true, isPublished: true } as const;

/** One page of `resource` under `where` (a search term narrows it by name), with its count. */
async function page(
  resource: TResourceDef,
  where: object,
  { term, skip, limit, signal }: Parameters<TCandidateSource['page']>[0],
): Promise<TCandidatePage> {
  const full = term ? { ...where, name: { search: term } } : where;
  const calls = resourceClient(resource);
  const [rows, count] = await Promise.all([
    calls.list({ query: { filter: { fields: FIELDS, where: full, order: 'name ASC', limit, skip } }, signal }),
    calls.count({ query: { where: full }, signal }),
  ]);
  return { items: rows.map((row) => pickerItemOf(row, undefined)), count: count.count };
}

/**
 * The Add picker of a home tab (part 2 §5): the dish tab offers only the chosen city's iconic dishes
 * (`iconicFoodDrinkIds` of the city), Travel Worthy only published places with rating 3, the others the tab's model.
 * The server refuses anything else too.
 * @example
 * const picker = useHomePicker(tab, city?.id);
 */
export function useHomePicker(tab: THomeTab, cityId: number | undefined) {
  const { slug, modelPath = 'destinations', iconicDishes, travelWorthy } = tab;
  const resource = resourceNamed(modelPath);
  const source = useMemo<TCandidateSource>(
    () => ({
      // The tab's model's list, each tab's (and city's) pages apart.
      key: [...resourceClient(resource).list.key(), { home: slug, cityId }],
      page: async (query) => {
        if (iconicDishes) {
          if (cityId === undefined) return { items: [], count: 0 };
          const city = await client.city.item({
            id: cityId,
            query: { filter: { fields: { id: true, iconicFoodDrinkIds: true } } },
            signal: query.signal,
          });
          return page(resource, { id: { inq: city.iconicFoodDrinkIds } }, query);
        }
        return page(resource, travelWorthy ? { isPublished: true, guideRating: 3 } : {}, query);
      },
    }),
    [resource, slug, iconicDishes, travelWorthy, cityId],
  );
  return useRelationPicker({ resource, source });
}
