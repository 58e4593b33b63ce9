import * as s from '../../db/schema/index';
import { QUOTES } from '../names';
import type { TRowOf, TSeedContext } from './context';

/** Quotes: the fixed ones first, then made-up ones attributed to made-up people. */
export async function seedQuotes(ctx: TSeedContext): Promise<void> {
  const { pools, iso } = ctx;
  const rng = ctx.rngFor('quotes');
  const rows: TRowOf<typeof s.quotes>[] = [];
  for (let i = 0; i < ctx.size.quotes; i++) {
    const title =
      i < QUOTES.length
        ? QUOTES[i]
        : `${rng.pick(pools.foodDescriptions)} — ${rng.pick(pools.firstNames)} ${rng.pick(pools.lastNames)}`;
    const created = ctx.pastDate(rng, 900);
    rows.push({
      title,
      isPublished: rng.chance(0.6),
      deleted: rng.chance(0.01),
      created: iso(created),
      updated: iso(created),
    });
  }
  await ctx.writeAll(s.quotes, rows);
}
