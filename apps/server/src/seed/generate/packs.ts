import { DEFAULT_PACK_NAME, WORLD_ROLE_NAME } from '@mise/contracts/resources/destination-pack';
import * as s from '../../db/schema/index';
import type { TGazetteerCity } from '../gazetteer';
import type { TRowOf, TSeedContext } from './context';

export type TPacks = {
  rows: TRowOf<typeof s.destinationPacks>[];
  idByName: Map<string, number>;
  /** The default pack (first row): what a city without a pack of its own belongs to. */
  defaultId: number;
  /** The World Pass (second row). */
  worldId: number;
};

/** Destination packs: the default pack, the World Pass, then a pass per continent and per country in use, up to size.packs. */
export async function seedPacks(ctx: TSeedContext, cities: readonly TGazetteerCity[]): Promise<TPacks> {
  const { size, iso, pastDate } = ctx;
  const packRng = ctx.rngFor('packs');
  const continentsInUse = [...new Set(cities.map((c) => c.continent))];
  const countriesInUse = [...new Set(cities.map((c) => c.country))];
  const packNames: string[] = [DEFAULT_PACK_NAME, 'World Pass'];
  for (const c of [...continentsInUse.map((x) => `${x} Pass`), ...countriesInUse.map((x) => `${x} Pass`)]) {
    if (packNames.length >= size.packs) break;
    packNames.push(c);
  }
  const rows: TRowOf<typeof s.destinationPacks>[] = packNames.map((name, i) => ({
    id: ctx.base.destination_packs + 1 + i,
    name,
    currencySymbol: '$',
    currencyValue: i === 0 ? 10 : i === 1 ? 79 : packRng.pick([19, 24, 29, 39]),
    durationValue: i === 0 ? 0 : 1,
    durationType: i === 0 ? 'year' : packRng.pick(['year', 'month'] as const),
    roleName: i === 1 ? WORLD_ROLE_NAME : null,
    created: iso(pastDate(packRng, 900)),
  }));
  await ctx.writeAll(s.destinationPacks, rows);
  return {
    rows,
    idByName: new Map(rows.map((p) => [p.name as string, p.id as number])),
    defaultId: rows[0].id as number,
    worldId: rows[1].id as number,
  };
}
