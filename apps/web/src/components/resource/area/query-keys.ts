/**
 * TanStack Query keys shared by every area (the project-wide convention):
 * item `[modelPath, 'detail', id]`, lists `[modelPath, 'list', params]`, counts `[modelPath, 'count', where]`.
 * Invalidating `resourceKeys(path).all` refreshes every item, list and count of that model; the city
 * details call (`GET destinations/{id}/details`) lives under `['destinations', 'detail', id]` so it follows too.
 */

export type TResourceKeys = {
  /** Everything of one model: pass to `invalidateQueries` after any change. */
  all: readonly [string];
  detail: (id: number | string) => readonly [string, 'detail', number | string];
  list: (params: unknown) => readonly [string, 'list', unknown];
  count: (where: unknown) => readonly [string, 'count', unknown];
};

/**
 * The query keys of one model path (lower case, as in the API: 'destinations', 'destinationpacks').
 * Ids are normalised to numbers when numeric so '12' from the URL and 12 from a row share a cache entry.
 * @example
 * const keys = resourceKeys('destinations');
 * useQuery({ queryKey: keys.detail(12), queryFn: () => client.city.details({ id: 12 }) });
 * await queryClient.invalidateQueries({ queryKey: keys.all });
 */
export function resourceKeys(modelPath: string): TResourceKeys {
  return {
    all: [modelPath] as const,
    detail: (id) => [modelPath, 'detail', normaliseId(id)] as const,
    list: (params) => [modelPath, 'list', params] as const,
    count: (where) => [modelPath, 'count', where ?? {}] as const,
  };
}

function normaliseId(id: number | string): number | string {
  if (typeof id === 'number') return id;
  return /^\d+$/.test(id) ? Number(id) : id;
}

/** Keys of the cities model ('destinations'); city details are `cityKeys.detail(id)`. */
export const cityKeys = resourceKeys('destinations');
