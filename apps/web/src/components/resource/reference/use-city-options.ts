import { AUTOCOMPLETE_DEBOUNCE_MS } from '@mise/contracts/common/autocomplete';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/client';
import { useDebounced } from '../../../lib/use-debounced';
import { cityKeys } from '../area/query-keys';
import { searchWhere } from '../list/use-resource-list';

/** A city as the selects show it. */
export type TCityOption = { id: number; name: string };

/** The options of a city list asked for `id` and `name` (a city's name is never empty). */
async function cityRows(answer: Promise<{ id: number; name?: string }[]>): Promise<TCityOption[]> {
  return (await answer).map(({ id, name }) => ({ id, name: name ?? '' }));
}

/** Cities a select offers at once; typing narrows them on the server (a seeded database has many cities). */
export const CITY_OPTION_LIMIT = 20;

/**
 * Cities ordered by name whose name contains the typed text, asked 500 ms after typing stops
 * (`GET destinations?filter={fields:[id,name], order:'name ASC', limit:20, where}`); only published ones when asked
 * (the dish form, part 2 §2).
 * @example
 * const { options, isWaiting } = useCityOptions(text, open, true);
 */
export function useCityOptions(text: string, enabled = true, publishedOnly = false) {
  const term = useDebounced(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const where = searchWhere(term, publishedOnly ? { isPublished: true } : undefined);
  const filter = {
    fields: ['id', 'name'],
    order: 'name ASC, id ASC',
    limit: CITY_OPTION_LIMIT,
    ...(where ? { where } : {}),
  };
  const query = useQuery({
    queryKey: cityKeys.list({ options: filter }),
    queryFn: ({ signal }) => cityRows(client.city.list({ query: { filter }, signal })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
  return {
    options: query.data ?? [],
    isWaiting: enabled && (term !== text.trim() || query.isFetching),
    error: query.error,
  };
}

/**
 * The names of cities known only by id (ids kept in the URL), in the order given.
 * @example
 * const { data: chosen = [] } = useCitiesById([3, 12]);
 */
export function useCitiesById(ids: readonly number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  return useQuery({
    queryKey: cityKeys.list({ byIds: sorted }),
    queryFn: async ({ signal }) => {
      const filter = { fields: ['id', 'name'], where: { id: { inq: sorted } }, limit: sorted.length };
      const rows = await cityRows(client.city.list({ query: { filter }, signal }));
      const byId = new Map(rows.map((c) => [c.id, c]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    enabled: ids.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
