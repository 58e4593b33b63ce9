import { describe, expect, it } from 'vitest';
import { calls, callsOf, genericCalls } from './calls';
import { CONTENT_TYPES } from './registry';
import { RESOURCES } from './resource-lookup';

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

describe('the table of calls', () => {
  it('should key each resource by its registry name, with the registry’s model and path', () => {
    const generic = Object.entries(CONTENT_TYPES).filter(([, type]) => !('generic' in type));
    expect(Object.keys(RESOURCES).sort()).toEqual(generic.map(([name]) => camel(name)).sort());
    for (const [name, type] of generic) {
      const resource = RESOURCES[camel(name) as keyof typeof RESOURCES];
      expect([resource.model, resource.path], name).toEqual([type.model, type.path]);
    }
  });

  it('should declare each method and path once', () => {
    const all = callsOf(calls).map((call) => `${call.method} ${call.path}`);
    expect(all.length).toBeGreaterThan(300);
    expect(all.filter((key, i) => all.indexOf(key) !== i)).toEqual([]);
  });

  it('should make the generic calls of a resource from its declaration', () => {
    const city = genericCalls.city;
    expect([city.list.method, city.list.path, city.item.path, city.count.path]).toEqual([
      'GET',
      '/destinations',
      '/destinations/:id',
      '/destinations/count',
    ]);
    expect(city.publish?.path).toBe('/destinations/:id/publish');
    expect(city.createThrough.landmarks?.path).toBe('/destinations/:id/landmarks');
    expect(genericCalls.quote.relations).toBeUndefined();
    expect(Object.keys(genericCalls.place.pictures)).toEqual(['pictures']);
  });
});
