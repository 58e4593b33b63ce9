import * as s from '../../db/schema/index';
import { slugify } from '../names';
import type { Rng } from '../prng';
import { DAY_MS, type TRowOf, type TSeedContext, editorial } from './context';

/**
 * Cuisines, named from the pools; returns their names (cuisine k has id cuisineId(k)).
 * `catRng` is the catalog's stream, shared in order by cuisines, dishes and tags.
 */
export async function seedCuisines(ctx: TSeedContext, catRng: Rng): Promise<string[]> {
  const { pools, iso, pastDate } = ctx;
  const cuisineNames = pools.cuisineNames.slice(0, ctx.size.cuisines);
  const rows: TRowOf<typeof s.cuisines>[] = cuisineNames.map((name, i) => {
    const created = pastDate(catRng, 1000);
    return {
      id: ctx.cuisineId(i),
      name,
      shortDescription: `${name} cooking, from everyday staples to celebration dishes.`,
      description: catRng.pick(pools.foodDescriptions),
      slug: slugify(name),
      isPublished: catRng.chance(0.7),
      ...editorial(catRng),
      created: iso(created),
      updated: iso(created + catRng.int(0, 90) * DAY_MS),
    };
  });
  await ctx.writeAll(s.cuisines, rows);
  return cuisineNames;
}
