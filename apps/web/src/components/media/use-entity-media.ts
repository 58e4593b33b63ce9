import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { resourceClientFor } from '../../lib/client';

/**
 * Loads only the media fields of one item (`GET {model}/{id}?filter={"fields":…}`) and offers `apply` to put the server's
 * newest lists into the cache; `apply` also invalidates everything of the model so counts (the city's pictures tab label) refresh.
 * @example
 * const { data, apply } = useEntityMedia<TCityMedia>('destinations', 12, ['_pictures', '_landscapePictures']);
 * apply({ _pictures: next });
 */
export function useEntityMedia<T extends object>(model: string, id: number, fields: readonly string[]) {
  const queryClient = useQueryClient();
  const queryKey = [model, 'media', id, fields] as const;
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const filter = { fields: Object.fromEntries([...fields, 'id', 'updated'].map((f) => [f, true])) };
      // The row answers the media fields asked for; T names them.
      return (await resourceClientFor(model).item({ id, query: { filter }, signal })) as T;
    },
  });
  const apply = useCallback(
    (changes: Partial<T>) => {
      queryClient.setQueryData<T>([model, 'media', id, fields], (current) =>
        current ? { ...current, ...changes } : current,
      );
      void queryClient.invalidateQueries({ queryKey: [model] });
    },
    [queryClient, model, id, fields],
  );
  return { ...query, apply };
}
