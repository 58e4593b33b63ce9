import * as s from '../../db/schema/index';
import { Batcher } from '../bulk-insert';
import type { TGazetteerCity } from '../gazetteer';
import { EATINERARY_PATTERNS, EATINERARY_SECTIONS, fill } from '../names';
import { DAY_MS, type TRowOf, type TSeedContext, editorial } from './context';
import type { TCityMenus } from './cities';
import type { TCityPicks } from './places-by-city';
import { spacedPosition } from '../../crud/positions';

/** Eatineraries (`eateries`): a day in a busy city as 2–4 sections (breakfast … late night) of 1–3 live places each. */
export async function seedEatineraries(
  ctx: TSeedContext,
  {
    cities,
    menus,
    cuisineNames,
    picks,
  }: { cities: readonly TGazetteerCity[]; menus: TCityMenus; cuisineNames: readonly string[]; picks: TCityPicks },
): Promise<void> {
  const { size, iso, progress } = ctx;
  const rng = ctx.rngFor('eateries');
  const rows = new Batcher<TRowOf<typeof s.eatineraries>>(ctx.writer, s.eatineraries);
  const order = new Map<number, number>();
  for (let i = 0; i < size.eateries; i++) {
    const ci = picks.someBusyCity(rng);
    if (ci === undefined) break;
    const city = cities[ci];
    const name = fill(rng.pick(EATINERARY_PATTERNS), {
      city: city.name,
      cuisine: cuisineNames[rng.pick(menus.cityCuisines[ci])] ?? 'Local',
    });
    const sectionTitles = rng
      .distinctInts(0, EATINERARY_SECTIONS.length - 1, rng.int(2, 4))
      .sort((a, b) => a - b)
      .map((k) => EATINERARY_SECTIONS[k]);
    const sections = sectionTitles.map((title) => {
      const ids = new Set<number>();
      for (let k = 0, n = rng.int(1, 3); k < n; k++) {
        const p = picks.livePlaceIn(rng, ci);
        if (p !== undefined) ids.add(ctx.placeId(p));
      }
      return {
        title,
        description: rng.chance(0.5) ? `Where to go for ${title.toLowerCase()}.` : null,
        placeIds: [...ids],
      };
    });
    const position = (order.get(ci) ?? 0) + 1;
    order.set(ci, position);
    const created = ctx.pastDate(rng, 800);
    rows.push({
      id: ctx.base.eateries + 1 + i,
      name,
      description: `A day of eating well in ${city.name}. ${rng.pick(ctx.pools.foodDescriptions)}`,
      destinationId: ctx.cityId(ci),
      destinationOrder: spacedPosition(position - 1),
      isPublished: rng.chance(0.6),
      ...editorial(rng),
      _sections: sections,
      deleted: rng.chance(0.005),
      created: iso(created),
      updated: iso(created + rng.int(0, 60) * DAY_MS),
    });
    if ((i + 1) % 5000 === 0) {
      await rows.maybeWrite();
      progress('eatineraries', i + 1, size.eateries);
    }
  }
  await rows.end();
  ctx.count(s.eatineraries, rows.count);
  progress('eatineraries', size.eateries, size.eateries);
}
