import * as s from '../../db/schema/index';
import type { TGazetteerCity } from '../gazetteer';
import type { TRowOf, TSeedContext } from './context';
import type { TCityPicks } from './places-by-city';

/** Editorial city reviews (`user_reviews`) by recommenders. */
export async function seedUserReviews(
  ctx: TSeedContext,
  {
    cities,
    recommenders,
    picks,
  }: { cities: readonly TGazetteerCity[]; recommenders: readonly number[]; picks: TCityPicks },
): Promise<void> {
  const rng = ctx.rngFor('userReviews');
  const rows: TRowOf<typeof s.userReviews>[] = [];
  for (let i = 0; i < ctx.size.userReviews; i++) {
    const city = cities[picks.someCity(rng)];
    const created = ctx.pastDate(rng, 600);
    rows.push({
      title: `${city.name} in ${rng.pick([5, 7, 10, 12])} Bites`,
      subtitle: `Where a local eats in ${city.name}, from breakfast to the last drink.`,
      userId: rng.pick(recommenders),
      isPublished: rng.chance(0.6),
      created: ctx.iso(created),
      updated: ctx.iso(created),
    });
  }
  await ctx.writeAll(s.userReviews, rows);
}
