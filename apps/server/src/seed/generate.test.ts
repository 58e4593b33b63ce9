import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSettings } from '../bootstrap';
import { type Database, openDatabase } from '../db/client';
import { seedDemo, seedSizes, type TSeedCounts } from './generate';
import { contentTables } from './reset';

type TSeeded = { database: Database; counts: TSeedCounts };

async function seeded(seed: number): Promise<TSeeded> {
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  await ensureSettings(database.db);
  const counts = await seedDemo(database, { scale: 1, seed, now: new Date('2026-06-01T00:00:00Z') });
  return { database, counts };
}

const names = async (database: Database, table: string) =>
  (await database.raw(`select name from ${table} order by id`)).rows.map((r) => r.name as string);

describe('seedDemo at scale 1', () => {
  let a: TSeeded;
  let b: TSeeded;
  let c: TSeeded;

  beforeAll(async () => {
    [a, b, c] = await Promise.all([seeded(7), seeded(7), seeded(8)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a, b, c].map((x) => x?.database.close()));
  });

  it('makes the first-start sizes', async () => {
    const size = seedSizes(1);
    expect(a.counts).toMatchObject({
      destinations: size.cities,
      establishments: size.places,
      users: size.users,
      food_drinks: 60,
      cuisines: 25,
      landmarks: 80,
      lists: 25,
      eateries: 20,
      quotes: 10,
      coupons: 12,
      destination_packs: 3,
      reviews: 400,
    });
    expect(size).toMatchObject({ cities: 40, places: 400, users: 150 });
    for (const [table, n] of Object.entries(a.counts)) {
      const { rows } = await a.database.raw(`select count(*)::int as n from "${table}"`);
      expect(rows[0].n, table).toBe(n);
    }
  });

  it('fills every content table', async () => {
    // The activity log, the idempotency keys, the jobs, their files and an import's value claims record staff writes;
    // a seed makes none.
    const staffOnly = [
      'activity_log',
      'idempotency_keys',
      'jobs',
      'job_chunks',
      'job_files',
      'job_file_parts',
      'import_values',
      'schedules',
      'views',
      'record_claims',
    ];
    for (const table of [...contentTables().filter((t) => !staffOnly.includes(t)), 'users']) {
      const { rows } = await a.database.raw(`select count(*)::int as n from "${table}"`);
      expect(rows[0].n, table).toBeGreaterThan(0);
    }
  });

  it('is deterministic for a seed and differs between seeds', async () => {
    expect(await names(a.database, 'destinations')).toEqual(await names(b.database, 'destinations'));
    expect(await names(a.database, 'establishments')).toEqual(await names(b.database, 'establishments'));
    expect(a.counts).toEqual(b.counts);
    expect(await names(a.database, 'establishments')).not.toEqual(await names(c.database, 'establishments'));
    expect(await names(a.database, 'users')).not.toEqual(await names(c.database, 'users'));
  });

  it('links data plausibly', async () => {
    const db = a.database;
    // Real cities from the gazetteer, continents as the continentName setting values.
    const cities = (await db.raw('select name, country, continent, location from destinations order by id limit 3'))
      .rows;
    expect(cities.map((r) => r.name)).toEqual(['Paris', 'Tokyo', 'New York City']);
    expect(cities[2]).toMatchObject({ country: 'United States', continent: 'north_america' });
    // Places lie near their city.
    const far =
      await db.raw(`select count(*)::int as n from establishments e join destinations d on d.id = e.destination_id
      where abs((e.location->>'lat')::float - (d.location->>'lat')::float) > 0.5`);
    expect(far.rows[0].n).toBe(0);
    // About 10 % published, some with suggestions.
    const flags = (
      await db.raw(
        'select count(*) filter (where is_published)::int as published, count(*) filter (where has_suggestions)::int as suggested from establishments',
      )
    ).rows[0];
    expect(flags.published).toBeGreaterThan(15);
    expect(flags.published).toBeLessThan(80);
    expect(flags.suggested).toBeGreaterThan(0);
    // Eatinerary sections hold places of their own city.
    const stray =
      await db.raw(`select count(*)::int as n from eateries y, jsonb_array_elements(y._sections) s, jsonb_array_elements_text(s->'placeIds') p(id)
      join establishments e on e.id = p.id::int where e.destination_id <> y.destination_id`);
    expect(stray.rows[0].n).toBe(0);
    // Packs: one named DEFAULT, one with the WORLD role; coupon benefits point at the WORLD pack.
    const packs = (await db.raw('select name, role_name from destination_packs order by id')).rows;
    expect(packs.some((p) => p.name === 'DEFAULT')).toBe(true);
    expect(packs.filter((p) => p.role_name === 'WORLD')).toHaveLength(1);
    const benefits = await db.raw(
      `select count(*)::int as n from coupons c join destination_packs p on p.id = (c.pack_benefits->>'packId')::int where p.role_name <> 'WORLD'`,
    );
    expect(benefits.rows[0].n).toBe(0);
    // favouriteCount mirrors the favourites rows; no seeded user is staff or has a password.
    const mismatch = await db.raw(
      'select count(*)::int as n from establishments e where favourite_count <> (select count(*) from favourites f where f.establishment_id = e.id)',
    );
    expect(mismatch.rows[0].n).toBe(0);
    const staffish = await db.raw(
      'select count(*)::int as n from users u where password_hash is not null or exists (select 1 from role_mappings m where m.user_id = u.id)',
    );
    expect(staffish.rows[0].n).toBe(0);
    // All eight home sections, each with entries in 1-based order.
    const sections = (
      await db.raw(
        'select s.slug, count(e.id)::int as n, min(e."order")::int as first from home_sections s left join home_section_entities e on e.home_section_id = s.id group by s.slug',
      )
    ).rows;
    expect(sections).toHaveLength(8);
    for (const s of sections) expect(s.first, String(s.slug)).toBe(1);
  });

  it('leaves the identity sequences past the ids it gave', async () => {
    const { rows } = await a.database.raw(
      `insert into establishments (name, destination_id) values ('After the seed', 1) returning id`,
    );
    expect(rows[0].id).toBe(a.counts.establishments + 1);
  });
});
