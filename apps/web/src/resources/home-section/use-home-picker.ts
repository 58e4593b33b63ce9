import { useCallback } from 'react';
import {
  type TCandidateSource,
  type TPickerItem,
  useRelationPicker,
} from '../../components/resource/relation/use-relation-picker';
import { client, resourceClientFor } from '../../lib/client';
import type { THomeTab } from '../home-section/home-tabs';

const FIELDS = { id: true, name: true, isPublished: true } as const;

/** One page of `modelPath` under `where` (a search term narrows it by name), with its count. */
async function page(modelPath: string, where: object, { term, skip, limit, signal }: Parameters<TCandidateSource>[0]) {
  const full = term ? { ...where, name: { search: term } } : where;
  const calls = resourceClientFor(modelPath);
  const [items, count] = await Promise.all([
    calls.list({ query: { filter: { fields: FIELDS, where: full, order: 'name ASC', limit, skip } }, signal }),
    calls.count({ query: { where: full }, signal }),
  ]);
  // Generic rows are typed loosely (any resource's columns); the filter asks for id, name and isPublished.
  return { items: items as TPickerItem[], count: count.count };
}

/**
 * The Add picker of a home tab (part 2 §5): the dish tab offers only the chosen city's iconic dishes
 * (`iconicFoodDrinkIds` of the city), Travel Worthy only published places with rating 3, the others the tab's model.
 * The server refuses anything else too.
 * @example
 * const picker = useHomePicker(tab, city?.id);
 */
export function useHomePicker(tab: THomeTab, cityId: number | undefined) {
  const { modelPath = 'destinations', iconicDishes, travelWorthy } = tab;
  const source = useCallback<TCandidateSource>(
    async (query) => {
      if (iconicDishes) {
        if (cityId === undefined) return { items: [], count: 0 };
        const city = await client.city.item({
          id: cityId,
          query: { filter: { fields: { id: true, iconicFoodDrinkIds: true } } },
          signal: query.signal,
        });
        return page(modelPath, { id: { inq: city.iconicFoodDrinkIds } }, query);
      }
      return page(modelPath, travelWorthy ? { isPublished: true, guideRating: 3 } : {}, query);
    },
    [modelPath, iconicDishes, travelWorthy, cityId],
  );
  // The picker keys its cached pages by modelPath alone: each tab's (and city's) candidates get a key of their own.
  return useRelationPicker({ modelPath: `${modelPath}#home-${tab.slug}-${cityId ?? ''}`, source });
}
