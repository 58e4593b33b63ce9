import { describe, expect, it } from 'vitest';
import { bulkFields, bulkLinks } from './bulk-fields';
import { dishResource } from '../resources/dish';
import { placeResource } from '../resources/place';
import { cityResource } from '../resources/city';

describe('the fields a bulk edit may set', () => {
  it("should take a place's flags, choices, numbers and its city, and none of its text, lists or positions", () => {
    const fields = bulkFields(placeResource);
    expect(fields.newlyAdded).toEqual({ kind: 'boolean' });
    expect(fields.status).toEqual({
      kind: 'choice',
      options: ['undecided', 'WIP', 'WIPPriority', 'WIPTopPriority', 'complete', 'archived'],
    });
    expect(fields.guideRating).toEqual({ kind: 'number' });
    expect(fields.destinationId).toEqual({ kind: 'reference', target: 'Destination' });
    for (const field of ['name', 'slug', 'description', 'placeId', 'types', 'destinationOrder', 'isPublished'])
      expect(fields, field).not.toHaveProperty(field);
  });

  it("should leave a city's unique and free-text fields out", () => {
    expect(Object.keys(bulkFields(cityResource)).sort()).toEqual(
      ['destinationPackId', 'inGuide', 'newlyAdded', 'recentlyUpdated', 'totalVotes'].sort(),
    );
  });

  it('should link places to tags, cuisines and dishes and dishes to cuisines and cities, never to users or places', () => {
    expect(bulkLinks(placeResource)).toEqual({ cuisines: 'Cuisine', foodDrinks: 'FoodDrink', tags: 'Tag' });
    expect(bulkLinks(dishResource)).toEqual({ cuisines: 'Cuisine', destinations: 'Destination' });
  });
});
