import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HOME_SECTION_SLUGS, type THomeEntry, type THomePreview } from '@mise/contracts/resources/home-section';
import { mp4Header, multipartBody, svgWithScript, tempDir } from './fixtures/media';
import { setupApp, staffCalls } from './helper';

/** Home curation (issue 16 points 2–5): entries, the bulk add/remove, reorder, rename, the pickers' rules, hero videos, preview. */
describe('home sections', async () => {
  const limit = 64 * 1024;
  const t = await setupApp({ dataDir: tempDir('mise-home-'), uploadLimit: limit });
  const { call, make } = staffCalls(t);
  const exec = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);
  const section: Record<string, number> = {};
  for (const slug of HOME_SECTION_SLUGS)
    section[slug] = (await make('homeSections', { name: `Section ${slug}`, slug })).id;
  const lyon = await make('destinations', { name: 'Lyon' });
  const nice = await make('destinations', { name: 'Nice' });
  const place = (name: string) =>
    make('establishments', { name, address: '1 Rue', city: 'Lyon', destinationId: lyon.id });
  const [starred, rated2, hidden] = [
    await place('Starred'),
    await place('Rated two'),
    await place('Unpublished three'),
  ];
  await exec(sql`update establishments set is_published = true, guide_rating = 3 where id = ${starred.id}`);
  await exec(sql`update establishments set is_published = true, guide_rating = 2 where id = ${rated2.id}`);
  await exec(sql`update establishments set is_published = false, guide_rating = 3 where id = ${hidden.id}`);
  const [quenelle, tarte] = [
    await make('foodDrinks', { name: 'Quenelle' }),
    await make('foodDrinks', { name: 'Tarte' }),
  ];
  await exec(
    sql`insert into destination_food_drinks (destination_id, food_drink_id) values (${lyon.id}, ${quenelle.id}), (${lyon.id}, ${tarte.id})`,
  );
  await exec(sql`update destinations set iconic_food_drink_ids = array[${quenelle.id}::int] where id = ${lyon.id}`);
  const list = await make('lists', { name: 'Bouchons', destinationId: lyon.id });
  const bulk = (slug: string, body: unknown) =>
    call('POST', `/api/homeSections/${section[slug]}/entity-sections/add-remove-bulk`, body);
  const entries = async (slug: string) => {
    const res = await call('GET', `/api/homeSections/${section[slug]}/entity-sections`);
    expect(res.status).toBe(200);
    return res.body as THomeEntry[];
  };
  const video = (
    sectionId: number,
    bytes: Buffer,
    { query, filename = 'lyon.mp4' }: { query: string; filename?: string },
  ) => {
    const body = multipartBody('file', { filename, contentType: 'video/mp4', bytes });
    return t.app.inject({
      method: 'POST',
      url: `/api/homeSections/${sectionId}/videos?${query}`,
      headers: { ...t.auth(), ...body.headers },
      payload: body.payload,
    });
  };

  it('should add and remove in one call, answer the entries with subject and destination, and number them from 1', async () => {
    const added = await bulk('whats_new', {
      toRemove: [],
      toAdd: [
        { subjectType: 'Establishment', subjectId: starred.id },
        { subjectType: 'Establishment', subjectId: rated2.id, name: 'Own name' },
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const rows = added.body as THomeEntry[];
    expect(rows.map((e) => [e.subjectId, e.order, e.name, e.destination?.name, e.subject?.name])).toEqual([
      [starred.id, 1, 'Starred', 'Lyon', 'Starred'],
      [rated2.id, 2, 'Own name', 'Lyon', 'Rated two'],
    ]);
    const removed = await bulk('whats_new', {
      toRemove: [rows[0].id],
      toAdd: [{ subjectType: 'Establishment', subjectId: hidden.id }],
    });
    expect((removed.body as THomeEntry[]).map((e) => [e.subjectId, e.order])).toEqual([
      [rated2.id, 1],
      [hidden.id, 2],
    ]);
    expect((await entries('whats_new')).map((e) => e.subjectId)).toEqual([rated2.id, hidden.id]);
  });

  it('should give the dragged entry its 1-based position and shift the others (generic change-order)', async () => {
    await bulk('editors_pick', {
      toAdd: [starred, rated2, hidden].map((p) => ({ subjectType: 'Establishment', subjectId: p.id })),
    });
    const before = await entries('editors_pick');
    const res = await call(
      'PATCH',
      `/api/homeSections/${section.editors_pick}/sectionEntity/${before[2].id}/change-order`,
      { order: 1 },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await entries('editors_pick');
    expect(after.map((e) => [e.id, e.order])).toEqual([
      [before[2].id, 1],
      [before[0].id, 2],
      [before[1].id, 3],
    ]);
    expect(
      (await call('PATCH', `/api/homeSections/${section.editors_pick}/sectionEntity/999999/change-order`, { order: 1 }))
        .status,
    ).toBe(404);
    expect(
      (
        await call('PATCH', `/api/homeSections/${section.editors_pick}/sectionEntity/${before[0].id}/change-order`, {
          order: 0,
        })
      ).status,
    ).toBe(400);
  });

  it('should rename a section and refuse an empty name', async () => {
    const res = await call('PATCH', `/api/homeSections/${section.dish}`, { name: 'Iconic dishes' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Iconic dishes');
    const empty = await call('PATCH', `/api/homeSections/${section.dish}`, { name: ' ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toMatch(/name/);
    expect((await call('PATCH', '/api/homeSections/999999', { name: 'X' })).status).toBe(404);
  });

  it('should take only the city’s iconic dishes in Dish and only published places rated 3 in Travel Worthy', async () => {
    const dish = (subjectId: number, destinationId?: number) =>
      bulk('dish', { toAdd: [{ subjectType: 'FoodDrink', subjectId, destinationId }] });
    const notIconic = await dish(tarte.id, lyon.id);
    expect(notIconic.status).toBe(400);
    expect(notIconic.body.error.message).toMatch(/Dish takes a city's iconic dishes/);
    expect((await dish(quenelle.id, nice.id)).body.error.message).toMatch(/not iconic in Destination/);
    expect((await dish(quenelle.id)).body.error.message).toMatch(/destinationId: Dish takes a city's iconic dishes/);
    const ok = await dish(quenelle.id, lyon.id);
    expect(ok.status).toBe(200);
    expect((ok.body as THomeEntry[]).map((e) => [e.subjectId, e.destination?.name])).toEqual([[quenelle.id, 'Lyon']]);
    for (const p of [rated2, hidden]) {
      const res = await bulk('travel_worthy', { toAdd: [{ subjectType: 'Establishment', subjectId: p.id }] });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/Travel Worthy takes published places with rating 3/);
    }
    expect(
      (await bulk('travel_worthy', { toAdd: [{ subjectType: 'Establishment', subjectId: starred.id }] })).status,
    ).toBe(200);
  });

  it('should refuse entries of another subject type, twice the same subject, or a missing subject, naming the rule', async () => {
    const cases: [string, unknown, RegExp][] = [
      [
        'explore_city',
        { toAdd: [{ subjectType: 'Establishment', subjectId: starred.id }] },
        /toAdd\[0\]\.subjectType: Explore City takes explore lists \(List\)/,
      ],
      ['eatinerary', { toAdd: [{ subjectType: 'List', subjectId: list.id }] }, /Eatinerary takes eatineraries/],
      [
        'destinations',
        { toAdd: [{ subjectType: 'Destination', subjectId: 999999 }] },
        /toAdd\[0\]\.subjectId: Destination 999999 was not found/,
      ],
      [
        'hero_videos',
        { toAdd: [{ subjectType: 'Destination', subjectId: lyon.id }] },
        /Hero videos are added by uploading a video file/,
      ],
      [
        'explore_city',
        {
          toAdd: [
            { subjectType: 'List', subjectId: list.id },
            { subjectType: 'List', subjectId: list.id },
          ],
        },
        /toAdd\[1\]\.subjectId: List \d+ is already in this section/,
      ],
      [
        'explore_city',
        { toAdd: [{ subjectType: 'List', subjectId: list.id, destinationId: 999999 }] },
        /toAdd\[0\]\.destinationId: Destination 999999 was not found/,
      ],
    ];
    for (const [slug, body, message] of cases) {
      const res = await bulk(slug, body);
      expect(res.status, slug).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect(await entries('explore_city')).toEqual([]);
  });

  it('should write nothing of a bulk with one bad entry or one unknown entry to remove', async () => {
    const before = await entries('whats_new');
    const bad = await bulk('whats_new', {
      toRemove: [before[0].id],
      toAdd: [
        { subjectType: 'Establishment', subjectId: starred.id },
        { subjectType: 'Establishment', subjectId: 999999 },
      ],
    });
    expect(bad.status).toBe(400);
    const stray = await bulk('whats_new', {
      toRemove: [before[0].id, 999999],
      toAdd: [{ subjectType: 'Establishment', subjectId: starred.id }],
    });
    expect(stray.status).toBe(404);
    expect(stray.body.error.message).toMatch(/toRemove: section entry 999999 is not in HomeSection/);
    // Another section's entry is not this section's to remove.
    const other = (await entries('editors_pick'))[0];
    expect((await bulk('whats_new', { toRemove: [other.id] })).status).toBe(404);
    expect(await entries('whats_new')).toEqual(before);
    expect((await entries('editors_pick'))[0]).toEqual(other);
  });

  it('should keep the rules on the generic POST homeSectionEntities too, appending the entry last', async () => {
    const refused = await call('POST', '/api/homeSectionEntities', {
      homeSectionId: section.travel_worthy,
      subjectType: 'Establishment',
      subjectId: rated2.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('body: Travel Worthy takes published places with rating 3');
    const wrongType = await call('POST', '/api/homeSectionEntities', {
      homeSectionId: section.destinations,
      subjectType: 'List',
      subjectId: list.id,
    });
    expect(wrongType.body.error.message).toBe('subjectType: Destinations takes cities (Destination)');
    const unknown = await call('POST', '/api/homeSectionEntities', {
      homeSectionId: 999999,
      subjectType: 'List',
      subjectId: list.id,
    });
    expect(unknown.body.error.message).toBe('homeSectionId: HomeSection 999999 was not found');
    const made = await call('POST', '/api/homeSectionEntities', {
      homeSectionId: section.destinations,
      subjectType: 'Destination',
      subjectId: nice.id,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ order: 1, destinationId: nice.id, name: 'Nice' });
  });

  it('should refuse malformed bodies with 400 naming the field, and unknown sections with 404', async () => {
    const cases: [unknown, RegExp][] = [
      [{ toRemove: 'all' }, /toRemove/],
      [{ toAdd: [{ subjectType: 'Planet', subjectId: 1 }] }, /subjectType/],
      [{ toAdd: [{ subjectType: 'List', subjectId: -1 }] }, /subjectId/],
      [{ toAdd: [{ subjectType: 'List' }] }, /subjectId/],
      [{ toAdd: [], extra: 1 }, /extra/],
    ];
    for (const [body, message] of cases) {
      const res = await bulk('explore_city', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(message);
    }
    expect((await call('GET', '/api/homeSections/999999/entity-sections')).status).toBe(404);
    expect((await call('POST', '/api/homeSections/999999/entity-sections/add-remove-bulk', { toAdd: [] })).status).toBe(
      404,
    );
    expect((await call('GET', '/api/homeSections/abc/entity-sections')).status).toBe(400);
  });

  it('should store uploaded videos as hero entries, serve them with ranges, and refuse non-videos and oversized files', async () => {
    const bytes = Buffer.concat([mp4Header(), Buffer.alloc(1000, 7)]);
    const res = await video(section.hero_videos, bytes, { query: `destinationId=${lyon.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = res.json() as THomeEntry[];
    expect(entry).toMatchObject({
      subjectType: 'Destination',
      subjectId: lyon.id,
      name: 'lyon',
      order: 1,
      destination: { id: lyon.id, name: 'Lyon' },
    });
    // Under a random key the entry records (issue 27 point 7; hero-video-keys.test.ts).
    expect(entry.videoUrl).toMatch(/^\/img\/home-videos\/[0-9a-f-]{36}\.mp4$/);
    const url = entry.videoUrl ?? '';
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.length).toBe(bytes.length);
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=4-11' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${bytes.length}`);
    expect(part.rawPayload.toString('latin1')).toBe('ftypisom');
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.headers['content-range']).toBe(`bytes ${bytes.length - 10}-${bytes.length - 1}/${bytes.length}`);
    const bad = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${bytes.length}-` } });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${bytes.length}`);

    const svg = await video(section.hero_videos, svgWithScript(), {
      query: `destinationId=${lyon.id}`,
      filename: 'clip.mp4',
    });
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error.message).toMatch(/not accepted; upload an MP4.*QuickTime video/);
    const big = await video(section.hero_videos, Buffer.concat([mp4Header(), Buffer.alloc(limit)]), {
      query: `destinationId=${lyon.id}`,
    });
    expect(big.statusCode).toBe(413);
    expect((await video(section.hero_videos, bytes, { query: 'destinationId=999999' })).json().error.message).toMatch(
      /destinationId: Destination 999999 was not found/,
    );
    expect((await video(section.hero_videos, bytes, { query: '' })).statusCode).toBe(400);
    expect((await video(section.dish, bytes, { query: `destinationId=${lyon.id}` })).json().error.message).toMatch(
      /Only Hero Videos take video files/,
    );
    expect((await video(999999, bytes, { query: `destinationId=${lyon.id}` })).statusCode).toBe(404);
    expect((await entries('hero_videos')).map((e) => e.id)).toEqual([entry.id]);

    // Removing the entry removes its video.
    expect((await bulk('hero_videos', { toRemove: [entry.id] })).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('should preview the sections in public order with only what the public home shows', async () => {
    await exec(sql`update destinations set is_published = true where id = ${nice.id}`);
    await video(section.hero_videos, Buffer.concat([mp4Header(), Buffer.alloc(10)]), {
      query: `destinationId=${nice.id}&name=Nice%20in%2060%20seconds`,
    });
    const res = await call('GET', '/api/homeSections/preview');
    expect(res.status).toBe(200);
    const preview = res.body as THomePreview;
    expect(preview.map((s) => s.slug)).toEqual([...HOME_SECTION_SLUGS]);
    expect(preview[0].entries.map((e) => e.name)).toEqual(['Nice in 60 seconds']);
    const whatsNew = preview.find((s) => s.slug === 'whats_new');
    // The unpublished place stays in the section but is not shown.
    expect(whatsNew?.entries.map((e) => e.subjectId)).toEqual([rated2.id]);
    expect(whatsNew?.hidden).toBe(1);
  });
});
