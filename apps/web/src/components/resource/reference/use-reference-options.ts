import { AUTOCOMPLETE_DEBOUNCE_MS } from '@mise/contracts/common/autocomplete';
import type { TResourceDef } from '@mise/contracts/common/resource';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resourceClient } from '../../../lib/client';
import { useDebounced } from '../../../lib/use-debounced';
import { type TWhere, searchWhere } from '../list/use-resource-list';

/** An item of another type as a reference select shows it: its id and name. */
export type TReferenceOption = { id: number; name: string };

/** Items a select offers at once; typing narrows them on the server (a seeded database has many cities). */
export const REFERENCE_OPTION_LIMIT = 20;

/** The id and name of each row a list asked for `fields: ['id', 'name']` answered. */
function optionsOf(rows: readonly { id: number; name?: unknown }[]): TReferenceOption[] {
  return rows.map(({ id, name }) => ({ id, name: typeof name === 'string' ? name : '' }));
}

export type TReferenceOptionsQuery = {
  /** What staff typed. */
  text: string;
  enabled?: boolean;
  /** Conditions every option meets (`{ isPublished: true }`: published cities only, the dish form). */
  where?: TWhere;
};

/**
 * Items of `resource` ordered by name whose name contains the typed text, asked once typing pauses
 * (`GET {path}?filter={fields:[id,name], order:'name ASC', limit:20, where}`).
 * @example
 * const { options, isWaiting } = useReferenceOptions(cityResource, { text, enabled: open, where: { isPublished: true } });
 */
export function useReferenceOptions(resource: TResourceDef, { text, enabled = true, where }: TReferenceOptionsQuery) {
  const term = useDebounced(text.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const matching = searchWhere(term, where);
  const filter = {
    fields: ['id', 'name'],
    order: 'name ASC, id ASC',
    limit: REFERENCE_OPTION_LIMIT,
    ...(matching ? { where: matching } : {}),
  };
  const query = useQuery({
    ...resourceClient(resource).list.options({ query: { filter } }),
    select: optionsOf,
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
 * The names of items known only by id (ids kept in the URL), in the order given.
 * @example
 * const { data: chosen = [] } = useReferencesById(cityResource, [3, 12]);
 */
export function useReferencesById(resource: TResourceDef, ids: readonly number[]) {
  const sorted = [...ids].sort((a, b) => a - b);
  const filter = { fields: ['id', 'name'], where: { id: { inq: sorted } }, limit: sorted.length };
  return useQuery({
    ...resourceClient(resource).list.options({ query: { filter } }),
    select: (rows) => {
      const byId = new Map(optionsOf(rows).map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    enabled: ids.length > 0,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
