import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { client } from '../../../lib/client';
import { resourceKeys } from './query-keys';

describe('the prefixes of a model', () => {
  it('should name an item by its id as a number, whether it came from the URL or a row', () => {
    expect(resourceKeys('destinations').detail('12')).toEqual(client.city.details.key({ id: 12 }).slice(0, 3));
    expect(resourceKeys('destinationPacks').all).toEqual(client.destinationPack.list.key().slice(0, 1));
  });

  it("should hold the calls' keys, so a model's or an item's invalidation refreshes them", async () => {
    const queryClient = new QueryClient();
    const details = client.city.details.options({ id: 12 });
    const list = client.city.list.options({ query: { filter: { limit: 20 } } });
    const other = client.city.details.options({ id: 13 });
    for (const { queryKey } of [details, list, other]) queryClient.setQueryData(queryKey, {});
    const stale = () =>
      [details, list, other].map(({ queryKey }) => queryClient.getQueryState(queryKey)?.isInvalidated);

    await queryClient.invalidateQueries({ queryKey: resourceKeys('destinations').detail('12') });
    expect(stale()).toEqual([true, false, false]);
    await queryClient.invalidateQueries({ queryKey: resourceKeys('destinations').all });
    expect(stale()).toEqual([true, true, true]);
  });
});
