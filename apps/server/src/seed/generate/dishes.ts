import * as s from '../../db/schema/index';
import { DRINKS, slugify } from '../names';
import type { Rng } from '../prng';
import { DAY_MS, type TRowOf, type TSeedContext, editorial } from './context';

/** A dish or drink; dish k has id dishId(k). */
export type TDish = { name: string; type: 'food' | 'drink' };

/** Dishes and drinks (about a fifth drinks), each in one or two of the `cuisineCount` cuisines. `catRng`: see seedCuisines. */
export async function seedDishes(ctx: TSeedContext, catRng: Rng, cuisineCount: number): Promise<TDish[]> {
  const { size, pools, iso, pastDate } = ctx;
  const drinkCount = Math.min(DRINKS.length, Math.round(size.dishes * 0.2));
  const dishList: TDish[] = [
    ...pools.dishNames.slice(0, size.dishes - drinkCount).map((name) => ({ name, type: 'food' as const })),
    ...DRINKS.slice(0, drinkCount).map((name) => ({ name, type: 'drink' as const })),
  ];
  while (dishList.length < size.dishes)
    dishList.push({ name: `${catRng.pick(pools.dishNames)} No. ${dishList.length + 1}`, type: 'food' });
  const dishRows: TRowOf<typeof s.dishes>[] = dishList.map((d, i) => {
    const created = pastDate(catRng, 1000);
    return {
      id: ctx.dishId(i),
      name: d.name,
      type: d.type,
      shortDescription:
        d.type === 'drink'
          ? `A ${d.name.toLowerCase()} worth ordering twice.`
          : `${d.name}, done the way locals like it.`,
      description: catRng.pick(pools.foodDescriptions),
      slug: slugify(d.name),
      isPublished: catRng.chance(0.7),
      ...editorial(catRng),
      created: iso(created),
      updated: iso(created + catRng.int(0, 90) * DAY_MS),
    };
  });
  await ctx.writeAll(s.dishes, dishRows);
  // Each dish belongs to one or two cuisines.
  const cuisineDishRows: TRowOf<typeof s.cuisineDishes>[] = [];
  dishRows.forEach((d, i) => {
    for (const c of catRng.distinctInts(0, cuisineCount - 1, Math.min(cuisineCount, i % 5 === 0 ? 2 : 1))) {
      cuisineDishRows.push({ cuisineId: ctx.cuisineId(c), foodDrinkId: d.id as number });
    }
  });
  await ctx.writeAll(s.cuisineDishes, cuisineDishRows);
  return dishList;
}
