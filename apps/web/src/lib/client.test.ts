import { describe, expect, it } from 'vitest';
import { client, relationClientFor } from './client';

describe('the query key of a call', () => {
  it('should go from the model through the item to the call and its input', () => {
    expect(client.city.details.key({ id: 12 })).toEqual([
      'destinations',
      'detail',
      12,
      'GET /destinations/:id/details',
    ]);
    const filter = { fields: { id: true } };
    expect(relationClientFor('destinations').related.key({ id: 12, relation: 'cuisines', query: { filter } })).toEqual([
      'destinations',
      'detail',
      12,
      'GET /destinations/:id/:relation',
      { relation: 'cuisines' },
      { filter },
    ]);
  });

  it("should name the model by the path's first segment in lower case, whatever the path's spelling", () => {
    expect(client.place.filter.key()).toEqual(['establishments', 'GET /Establishments/filter']);
    expect(client.place.list.key()).toEqual(['establishments', 'GET /establishments']);
  });
});
