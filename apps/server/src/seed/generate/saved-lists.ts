import { SUBJECT_TYPES, type TSubjectType } from '@mise/contracts/resources/part2-fields';
import * as s from '../../db/schema/index';
import { Batcher } from '../bulk-insert';
import type { TGazetteerCity } from '../gazetteer';
import { fill } from '../names';
import type { TRowOf, TSeedContext } from './context';
import type { TCityPicks } from './places-by-city';

const SUBJECT_WEIGHTS: (readonly [TSubjectType, number])[] = [
  ['Establishment', 60],
  ['Destination', 10],
  ['FoodDrink', 8],
  ['Cuisine', 5],
  ['Landmark', 7],
  ['List', 5],
  ['Eateries', 5],
];

/** Users' saved lists (`user_lists`) of 1–6 items each, of every subject type made so far (mostly places). */
export async function seedSavedLists(
  ctx: TSeedContext,
  {
    cities,
    picks,
    made,
  }: { cities: readonly TGazetteerCity[]; picks: TCityPicks; made: { dishes: number; cuisines: number } },
): Promise<void> {
  const { size, base, counts, writer, iso } = ctx;
  const rng = ctx.rngFor('savedLists');
  const lists = new Batcher<TRowOf<typeof s.userLists>>(writer, s.userLists);
  const items = new Batcher<TRowOf<typeof s.userListItems>>(writer, s.userListItems);
  const subjectCount: Record<TSubjectType, number> = {
    Establishment: size.places,
    Destination: size.cities,
    FoodDrink: made.dishes,
    Cuisine: made.cuisines,
    Landmark: counts.landmarks ?? 0,
    List: counts.lists ?? 0,
    Eateries: counts.eateries ?? 0,
  };
  const subjectBase: Record<TSubjectType, number> = {
    Establishment: base.establishments,
    Destination: base.destinations,
    FoodDrink: base.food_drinks,
    Cuisine: base.cuisines,
    Landmark: base.landmarks,
    List: base.lists,
    Eateries: base.eateries,
  };
  const weights = SUBJECT_WEIGHTS.filter(([t]) => subjectCount[t] > 0 && SUBJECT_TYPES.includes(t));
  let listsWritten: Promise<unknown> = Promise.resolve();
  for (let i = 0; i < size.savedLists; i++) {
    const id = base.user_lists + 1 + i;
    const city = cities[picks.someCity(rng)];
    const created = ctx.pastDate(rng, 500);
    lists.push({
      id,
      userId: ctx.userId(rng.int(0, size.users - 1)),
      name: fill(
        rng.pick(['Want to try', 'Favourites', '{city} trip', 'Date ideas', 'Coffee spots', 'Next time in {city}']),
        { city: city.name },
      ),
      created: iso(created),
      updated: iso(created),
    });
    for (let k = 0, n = rng.int(1, 6); k < n; k++) {
      const type = rng.weighted(weights);
      items.push({
        userListId: id,
        subjectType: type,
        subjectId: subjectBase[type] + rng.int(1, subjectCount[type]),
        created: iso(created),
        updated: iso(created),
      });
    }
    if ((i + 1) % 5000 === 0) {
      const { done } = await writer.write(s.userLists, lists.drain(), listsWritten);
      listsWritten = Promise.all([listsWritten, done]);
      items.after = listsWritten;
      await items.maybeWrite();
    }
  }
  await lists.end();
  await writer.flush();
  items.after = undefined;
  await items.end();
  ctx.count(s.userLists, lists.count);
  ctx.count(s.userListItems, items.count);
  ctx.progress('saved lists', size.savedLists, size.savedLists);
}
