import { HOME_SECTION_NAMES, HOME_SECTION_SLUGS } from '@mise/contracts/resources/home-section';
import type { TSubjectType } from '@mise/contracts/resources/part2-fields';
import * as s from '../../db/schema/index';
import type { TRowOf, TSeedContext } from './context';

/** The home sections (kept if present) and 3–6 entries in each, drawn from what the database now holds. */
export async function seedHome(ctx: TSeedContext): Promise<void> {
  const { database } = ctx;
  const rng = ctx.rngFor('home');
  await database.raw(
    `insert into home_sections (name, slug) select name, slug from jsonb_to_recordset($1::jsonb) as x(name text, slug text) on conflict (slug) do nothing`,
    [JSON.stringify(HOME_SECTION_SLUGS.map((slug) => ({ name: HOME_SECTION_NAMES[slug], slug })))],
  );
  const sections = new Map(
    (await database.raw('select id, slug from home_sections')).rows.map((r) => [r.slug as string, r.id as number]),
  );
  const candidates = async (sqlText: string) =>
    (await database.raw(sqlText)).rows as { id: number; name: string; destination_id: number | null }[];
  const lim = 200;
  const pools2 = {
    publishedCities: await candidates(
      `select id, name, id as destination_id from destinations where is_published and not deleted order by id limit ${lim}`,
    ),
    newPlaces: await candidates(
      `select id, name, destination_id from establishments where is_published and not deleted order by created desc, id limit ${lim}`,
    ),
    publishedPlaces: await candidates(
      `select id, name, destination_id from establishments where is_published and not deleted order by id limit ${lim}`,
    ),
    travelWorthy: await candidates(
      `select id, name, destination_id from establishments where is_published and not deleted and guide_rating = 3 order by id limit ${lim}`,
    ),
    eateries: await candidates(
      `select id, name, destination_id from eateries where not deleted order by id limit ${lim}`,
    ),
    dishes: await candidates(
      `select f.id, f.name, min(d.destination_id) as destination_id from food_drinks f join destination_food_drinks d on d.food_drink_id = f.id where not f.deleted group by f.id, f.name order by f.id limit ${lim}`,
    ),
    lists: await candidates(`select id, name, destination_id from lists where not deleted order by id limit ${lim}`),
  };
  const plan: [string, TSubjectType, keyof typeof pools2, boolean][] = [
    ['hero_videos', 'Destination', 'publishedCities', true],
    ['whats_new', 'Establishment', 'newPlaces', false],
    ['editors_pick', 'Establishment', 'publishedPlaces', false],
    ['eatinerary', 'Eateries', 'eateries', false],
    ['dish', 'FoodDrink', 'dishes', false],
    ['travel_worthy', 'Establishment', 'travelWorthy', false],
    ['destinations', 'Destination', 'publishedCities', false],
    ['explore_city', 'List', 'lists', false],
  ];
  const entries: TRowOf<typeof s.homeSectionEntities>[] = [];
  for (const [slug, subjectType, from, isVideo] of plan) {
    const sectionId = sections.get(slug);
    if (sectionId === undefined) continue;
    rng.sample(pools2[from], rng.int(3, 6)).forEach((row, k) => {
      entries.push({
        homeSectionId: sectionId,
        subjectId: row.id,
        subjectType,
        destinationId: row.destination_id,
        name: isVideo ? `${row.name} in 60 seconds` : row.name,
        order: k + 1,
      });
    });
  }
  await ctx.writeAll(s.homeSectionEntities, entries);
  await ctx.writer.flush();
}
