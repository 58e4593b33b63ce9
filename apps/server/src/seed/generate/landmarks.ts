import * as s from '../../db/schema/index';
import { Batcher } from '../bulk-insert';
import type { TGazetteerCity } from '../gazetteer';
import { LANDMARK_PATTERNS, fill, slugify } from '../names';
import { DAY_MS, type TRowOf, type TSeedContext, editorial } from './context';
import type { TCityPicks } from './places-by-city';
import { spacedPosition } from '../../crud/positions';

/** Landmarks near the centre of editorial cities, numbered per city. */
export async function seedLandmarks(
  ctx: TSeedContext,
  cities: readonly TGazetteerCity[],
  picks: TCityPicks,
): Promise<void> {
  const { size, pools, base, iso, progress } = ctx;
  const rng = ctx.rngFor('landmarks');
  const rows = new Batcher<TRowOf<typeof s.landmarks>>(ctx.writer, s.landmarks);
  const order = new Map<number, number>();
  for (let i = 0; i < size.landmarks; i++) {
    const ci = picks.someEditorialCity(rng);
    const city = cities[ci];
    const name = fill(rng.pick(LANDMARK_PATTERNS), {
      city: city.name,
      country: city.country,
      last: rng.pick(pools.lastNames),
    });
    const position = (order.get(ci) ?? 0) + 1;
    order.set(ci, position);
    const created = ctx.pastDate(rng, 1000);
    const lat = city.lat + rng.float(-0.02, 0.02);
    const lng = city.lng + rng.float(-0.02, 0.02);
    rows.push({
      id: base.landmarks + 1 + i,
      name,
      destinationId: ctx.cityId(ci),
      destinationOrder: spacedPosition(position - 1),
      shortDescription: `A must-see in ${city.name}, with good food close by.`,
      description: `${name} is one of ${city.name}'s best-known sights. ${rng.pick(pools.foodDescriptions)}`,
      address: { url: `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(5)},${lng.toFixed(5)}` },
      location: { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) },
      isPublished: rng.chance(0.5),
      ...editorial(rng),
      slug: `${slugify(name)}-${base.landmarks + 1 + i}`,
      status: rng.chance(0.95) ? 'open' : 'temporarily closed',
      city: city.name,
      deleted: rng.chance(0.005),
      created: iso(created),
      updated: iso(created + rng.int(0, 100) * DAY_MS),
    });
    if ((i + 1) % 5000 === 0) {
      await rows.maybeWrite();
      progress('landmarks', i + 1, size.landmarks);
    }
  }
  await rows.end();
  ctx.count(s.landmarks, rows.count);
  progress('landmarks', size.landmarks, size.landmarks);
}
