import * as s from '../../db/schema/index';
import { Batcher } from '../bulk-insert';
import type { TGazetteerCity } from '../gazetteer';
import { BYLINES, fill, slugify } from '../names';
import { DAY_MS, type TRowOf, type TSeedContext, editorial } from './context';
import type { TDish } from './dishes';
import type { TPacks } from './packs';
import { spacedPosition } from '../../crud/positions';

/** What each city serves, by city index: dish indexes and cuisine indexes, first ones iconic. */
export type TCityMenus = { cityDishes: number[][]; cityCuisines: number[][] };

/**
 * Cities (destinations) from the gazetteer picks, each with 3–6 dishes and 2–4 cuisines of its own and a pack.
 * Leaves the writer with batches in flight.
 */
export async function seedCities(
  ctx: TSeedContext,
  {
    cities,
    packs,
    dishList,
    cuisineNames,
  }: { cities: readonly TGazetteerCity[]; packs: TPacks; dishList: readonly TDish[]; cuisineNames: readonly string[] },
): Promise<TCityMenus> {
  const { size, pools, writer, iso, pastDate, cityId, dishId } = ctx;
  const cityRng = ctx.rngFor('cities.rows');
  const cityDishes: number[][] = new Array(size.cities);
  const cityCuisines: number[][] = new Array(size.cities);
  const rows = new Batcher<TRowOf<typeof s.cities>>(writer, s.cities);
  const dishJoin = new Batcher<TRowOf<typeof s.cityDishes>>(writer, s.cityDishes);
  const cuisineJoin = new Batcher<TRowOf<typeof s.cityCuisines>>(writer, s.cityCuisines);
  const slugSeen = new Map<string, number>();
  let citiesWritten: Promise<unknown> = Promise.resolve();
  for (let i = 0; i < cities.length; i++) {
    const c = cities[i];
    const id = cityId(i);
    const dishes = cityRng.distinctInts(0, dishList.length - 1, Math.min(dishList.length, cityRng.int(3, 6)));
    const cuisinesHere = cityRng.distinctInts(
      0,
      cuisineNames.length - 1,
      Math.min(cuisineNames.length, cityRng.int(2, 4)),
    );
    cityDishes[i] = dishes;
    cityCuisines[i] = cuisinesHere;
    const published = i < 30 ? cityRng.chance(0.8) : cityRng.chance(0.25);
    const slugBase = slugify(c.name) || 'city';
    const n = (slugSeen.get(slugBase) ?? 0) + 1;
    slugSeen.set(slugBase, n);
    const pack =
      packs.idByName.get(`${c.country} Pass`) ??
      (cityRng.chance(0.5) ? packs.idByName.get(`${c.continent} Pass`) : undefined) ??
      packs.defaultId;
    const created = pastDate(cityRng, 1200);
    const firstDish = dishList[dishes[0]]?.name ?? 'street food';
    const firstCuisine = cuisineNames[cuisinesHere[0]] ?? 'local';
    rows.push({
      id,
      name: c.name,
      state: c.state,
      country: c.country,
      continent: ctx.continentValue(c.continent),
      description: `${c.name} rewards the hungry traveller: ${cityRng.pick(pools.foodDescriptions).replace(/\.$/, '').toLowerCase()} is only the start. ${cityRng.pick(pools.foodDescriptions)}`,
      shortDescription: `Eat your way through ${c.name}, from ${firstDish.toLowerCase()} to ${firstCuisine} kitchens.`,
      byline: fill(cityRng.pick(BYLINES), { cuisine: firstCuisine, dish: firstDish }),
      beforeYouGo: `Tipping customs and opening hours in ${c.country} differ from what you may expect; book popular tables ahead.`,
      whatsInside: `${cityRng.int(20, 300)} places, ${dishes.length} iconic dishes and a day-by-day eatinerary.`,
      placeId: `ChIJ${id.toString(36)}${cityRng.u32().toString(36)}`,
      location: { lat: Number(c.lat.toFixed(6)), lng: Number(c.lng.toFixed(6)) },
      slug: n === 1 ? slugBase : `${slugBase}-${n}`,
      isPublished: published,
      inGuide: published || cityRng.chance(0.1),
      ...editorial(cityRng),
      destinationPackId: pack,
      iconicFoodDrinkIds: dishes.slice(0, cityRng.int(1, 3)).map(dishId),
      totalVotes: cityRng.chance(0.3) ? cityRng.int(1, 5000) : 0,
      deleted: i >= 30 && cityRng.chance(0.002),
      created: iso(created),
      updated: iso(created + cityRng.int(0, 120) * DAY_MS),
    });
    dishes.forEach((d, pos) =>
      dishJoin.push({ destinationId: id, foodDrinkId: dishId(d), position: spacedPosition(pos) }),
    );
    cuisinesHere.forEach((k, pos) =>
      cuisineJoin.push({ destinationId: id, cuisineId: ctx.cuisineId(k), position: spacedPosition(pos) }),
    );
    if ((i + 1) % 5000 === 0 || i === cities.length - 1) {
      const { done } = await writer.write(s.cities, rows.drain(), citiesWritten);
      citiesWritten = Promise.all([citiesWritten, done]);
      dishJoin.after = citiesWritten;
      cuisineJoin.after = citiesWritten;
      await dishJoin.maybeWrite();
      await cuisineJoin.maybeWrite();
      ctx.progress('cities', i + 1, cities.length);
    }
  }
  ctx.count(s.cities, rows.count);
  await dishJoin.end();
  await cuisineJoin.end();
  ctx.count(s.cityDishes, dishJoin.count);
  ctx.count(s.cityCuisines, cuisineJoin.count);
  return { cityDishes, cityCuisines };
}
