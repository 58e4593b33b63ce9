import type { TWave } from './capture';
import { plansOf } from './place-filters';
import type { TScenario } from './scenarios';

/** The landmark count the nearby figures are for (issue 14 point 4). */
export const NEARBY_LANDMARKS = 100_000;
const BATCH = 20_000;

type TRows = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type TPoint = { lat: number; lng: number };

export type TNearbyContext = {
  landmarks: number;
  /** Landmarks this run added to reach NEARBY_LANDMARKS (0 when the seed had enough). */
  added: number;
  /** The city with the most landmarks, and one with the median number of a city that has any. */
  big: { id: number; landmarks: number; centre: TPoint };
  typical: { id: number; landmarks: number; centre: TPoint };
};

/**
 * Tops the database up to NEARBY_LANDMARKS live landmarks when the seed made fewer (each near the centre of a city that
 * has a location, as the seed places them, named 'Bench landmark N' with status 'bench'), then picks the cities.
 * @example
 * const ctx = await nearbyContext(run);
 */
export async function nearbyContext(run: TRows): Promise<TNearbyContext> {
  const count = async () =>
    Number((await run('select count(*)::int as n from landmarks where deleted = false', [])).rows[0].n);
  let landmarks = await count();
  const before = landmarks;
  while (landmarks < NEARBY_LANDMARKS) {
    const n = Math.min(BATCH, NEARBY_LANDMARKS - landmarks);
    // A random city with a location for each new row.
    await run(
      `with c as (select array_agg(id) as ids, count(*)::int as n from destinations where location is not null and deleted = false)
       insert into landmarks (name, destination_id, location, status, city, created, updated)
       select 'Bench landmark ' || pick.g, d.id,
              jsonb_build_object('lat', round(((d.location->>'lat')::float8 + (random() - 0.5) * 0.04)::numeric, 6),
                                 'lng', round(((d.location->>'lng')::float8 + (random() - 0.5) * 0.04)::numeric, 6)),
              'bench', d.name, now(), now()
       from (select g, (select ids from c)[1 + floor(random() * (select n from c))::int] as city from generate_series(1, $1::int) g) pick
       join destinations d on d.id = pick.city`,
      [n],
    );
    landmarks = await count();
  }
  if (landmarks > before) await run('analyze landmarks', []);
  const cities = await run(
    `select l.destination_id as id, count(*)::int as n, (d.location->>'lat')::float8 as lat, (d.location->>'lng')::float8 as lng
     from landmarks l join destinations d on d.id = l.destination_id
     where l.deleted = false and l.location is not null and d.location is not null
     group by l.destination_id, d.location order by n desc, l.destination_id`,
    [],
  );
  const pick = (row: Record<string, unknown>) => ({
    id: Number(row.id),
    landmarks: Number(row.n),
    centre: { lat: Number(row.lat), lng: Number(row.lng) },
  });
  const big = cities.rows[0];
  if (!big) throw new Error('no landmark with a location in a city with one');
  return {
    landmarks,
    added: landmarks - before,
    big: pick(big),
    typical: pick(cities.rows[Math.floor(cities.rows.length / 2)]),
  };
}

const nearbyUrl = (cityId: number, at?: TPoint) =>
  `/api/landmarks/nearby?destinationId=${cityId}${at ? `&lat=${at.lat}&lng=${at.lng}` : ''}&limit=10`;
/** A point a little off the centre, where a new landmark would be typed in. */
const offCentre = (p: TPoint): TPoint => ({
  lat: Number((p.lat + 0.003).toFixed(6)),
  lng: Number((p.lng - 0.004).toFixed(6)),
});

/**
 * The landmark form's side list as the console asks for it: the ten landmarks nearest a point in the city with the most
 * landmarks, in a typical city, and from the big city's centre (no point given).
 * @example
 * const list = nearbyScenarios(await nearbyContext(run));
 */
export function nearbyScenarios(ctx: TNearbyContext): TScenario[] {
  return [
    {
      key: 'landmarks_nearby_big_city',
      label: `landmarks nearby, city of ${ctx.big.landmarks.toLocaleString('en-US')}`,
      requests: [nearbyUrl(ctx.big.id, offCentre(ctx.big.centre))],
    },
    {
      key: 'landmarks_nearby_typical_city',
      label: `landmarks nearby, city of ${ctx.typical.landmarks}`,
      requests: [nearbyUrl(ctx.typical.id, offCentre(ctx.typical.centre))],
    },
    {
      key: 'landmarks_nearby_city_centre',
      label: 'landmarks nearby, from the city centre',
      requests: [nearbyUrl(ctx.big.id)],
    },
  ];
}

/**
 * Each nearby statement's plan, and whether `landmarks_nearby_idx` served the nearby statement of each scenario.
 * @example
 * const { text, lines, served } = await nearbyPlans(run, list, captured);
 */
export async function nearbyPlans(run: TRows, list: TScenario[], captured: Map<string, TWave[] | { error: string }>) {
  const plans = await plansOf(
    run,
    new Map(list.map((sc) => [sc.key, captured.get(sc.key) ?? { error: 'not recorded' }])),
  );
  const served = list.every((sc) =>
    plans.lines.some((line) => line.startsWith(`${sc.key}#`) && line.includes('landmarks_nearby_idx')),
  );
  return { ...plans, served };
}

export function describeNearbyContext(ctx: TNearbyContext): string {
  return `${ctx.landmarks.toLocaleString('en-US')} live landmarks${ctx.added ? ` (${ctx.added.toLocaleString('en-US')} added by this run)` : ''}; big city ${ctx.big.id} (${ctx.big.landmarks}), typical city ${ctx.typical.id} (${ctx.typical.landmarks})`;
}
