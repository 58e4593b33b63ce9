import * as s from '../../db/schema/index';
import { Batcher } from '../bulk-insert';
import { REVIEW_CLOSERS, REVIEW_MIDDLES, REVIEW_OPENERS, SERVICE_WORDS, fill } from '../names';
import type { TRowOf, TSeedContext } from './context';
import type { TDish } from './dishes';

/** Users' reviews of places (mostly 4 and 5 stars), mentioning a dish of the place's city. */
export async function seedReviews(
  ctx: TSeedContext,
  {
    dishList,
    cityDishes,
    placeCity,
  }: { dishList: readonly TDish[]; cityDishes: readonly number[][]; placeCity: Int32Array },
): Promise<void> {
  const { size, pools, progress } = ctx;
  const rng = ctx.rngFor('reviews');
  const rows = new Batcher<TRowOf<typeof s.reviews>>(ctx.writer, s.reviews);
  const around = (r: number) => Math.min(5, Math.max(1, r + rng.int(-1, 1)));
  for (let i = 0; i < size.reviews; i++) {
    const p = rng.int(0, size.places - 1);
    const rating = rng.weighted([
      [1, 5],
      [2, 8],
      [3, 20],
      [4, 37],
      [5, 30],
    ] as const);
    const dish = dishList[rng.pick(cityDishes[placeCity[p]])]?.name.toLowerCase() ?? 'special';
    const middle = fill(rng.pick(REVIEW_MIDDLES), {
      dish,
      adj: rng.pick(pools.foodAdjectives),
      adj2: rng.pick(['salty', 'sweet', 'rich', 'spicy']),
      service: rng.pick(SERVICE_WORDS),
    });
    const created = ctx.pastDate(rng, 700);
    rows.push({
      userId: ctx.userId(rng.int(0, size.users - 1)),
      establishmentId: ctx.placeId(p),
      text: rng.chance(0.85) ? `${rng.pick(REVIEW_OPENERS)} ${middle} ${rng.pick(REVIEW_CLOSERS)}` : null,
      rating,
      taste: around(rating),
      cleanliness: around(rating),
      service: around(rating),
      value: around(rating),
      isPublished: rng.chance(0.7),
      created: ctx.iso(created),
      updated: ctx.iso(created),
    });
    if ((i + 1) % 5000 === 0) {
      await rows.maybeWrite();
      progress('reviews', i + 1, size.reviews);
    }
  }
  await rows.end();
  ctx.count(s.reviews, rows.count);
  progress('reviews', size.reviews, size.reviews);
}
