import { describe, expect, it } from 'vitest';
import { genericCalls } from '../calls';
import { RESOURCES } from '../resource-lookup';

describe('the generic calls of a resource', () => {
  it('should have the publish call exactly when the record has isPublished, as its type says', () => {
    // THasPublish (resource-calls.ts) types the call by the field, since the trait is not kept in a resource's type.
    for (const [name, resource] of Object.entries(RESOURCES))
      expect(Boolean(resource.traits.publish), name).toBe('isPublished' in resource.record.shape);
  });

  it('should type publish and relations by the declaration', () => {
    // Present without `?.` where declared (a type error otherwise), and absent where not.
    expect(genericCalls.city.publish.path).toBe('/destinations/:id/publish');
    expect(genericCalls.user.relations.related.path).toBe('/users/:id/:relation');
    const none: undefined = genericCalls.quote.relations;
    const unpublished: undefined = genericCalls.user.publish;
    expect([none, unpublished]).toEqual([undefined, undefined]);
  });
});
