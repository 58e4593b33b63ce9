import * as s from '../../db/schema/index';
import { Batcher } from '../bulk-insert';
import type { TGazetteerCity } from '../gazetteer';
import { LIST_PATTERNS, fill, slugify } from '../names';
import { DAY_MS, type TRowOf, type TSeedContext, editorial } from './context';
import type { TCityMenus } from './cities';
import type { TDish } from './dishes';
import type { TCityPicks } from './places-by-city';
import { spacedPosition } from '../../crud/positions';

type TExploreListSources = {
  cities: readonly TGazetteerCity[];
  menus: TCityMenus;
  dishList: readonly TDish[];
  cuisineNames: readonly string[];
  picks: TCityPicks;
};

/** Explore lists (`lists`): 3–10 live places of a busy city each, named after a dish or cuisine of the city. */
export async function seedExploreLists(
  ctx: TSeedContext,
  { cities, menus, dishList, cuisineNames, picks }: TExploreListSources,
): Promise<void> {
  const { size, writer, iso, progress } = ctx;
  const rng = ctx.rngFor('lists');
  const rows = new Batcher<TRowOf<typeof s.exploreLists>>(writer, s.exploreLists);
  const members = new Batcher<TRowOf<typeof s.exploreListPlaces>>(writer, s.exploreListPlaces);
  let listsWritten: Promise<unknown> = Promise.resolve();
  for (let i = 0; i < size.lists; i++) {
    const ci = picks.someBusyCity(rng);
    if (ci === undefined) break;
    const city = cities[ci];
    const id = ctx.base.lists + 1 + i;
    const name = fill(rng.pick(LIST_PATTERNS), {
      city: city.name,
      dish: dishList[rng.pick(menus.cityDishes[ci])]?.name ?? 'Food',
      cuisine: cuisineNames[rng.pick(menus.cityCuisines[ci])] ?? 'Local',
    });
    const created = ctx.pastDate(rng, 900);
    rows.push({
      id,
      name,
      destinationId: ctx.cityId(ci),
      shortDescription: `Our pick of places in ${city.name}.`,
      description: rng.pick(ctx.pools.foodDescriptions),
      slug: `${slugify(name)}-${id}`,
      isPublished: rng.chance(0.6),
      ...editorial(rng),
      deleted: rng.chance(0.005),
      created: iso(created),
      updated: iso(created + rng.int(0, 60) * DAY_MS),
    });
    const picked = new Set<number>();
    for (let k = 0, n = rng.int(3, 10); k < n; k++) {
      const p = picks.livePlaceIn(rng, ci);
      if (p !== undefined) picked.add(p);
    }
    [...picked].forEach((p, pos) =>
      members.push({ listId: id, establishmentId: ctx.placeId(p), position: spacedPosition(pos) }),
    );
    if ((i + 1) % 5000 === 0) {
      const { done } = await writer.write(s.exploreLists, rows.drain(), listsWritten);
      listsWritten = Promise.all([listsWritten, done]);
      members.after = listsWritten;
      await members.maybeWrite();
      progress('lists', i + 1, size.lists);
    }
  }
  await rows.end();
  await writer.flush();
  members.after = undefined;
  await members.end();
  ctx.count(s.exploreLists, rows.count);
  ctx.count(s.exploreListPlaces, members.count);
  progress('lists', size.lists, size.lists);
}
