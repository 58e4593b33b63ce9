import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VIDEO_PICTURE_SIZE } from '@mise/contracts/common/media';
import type { TPicture } from '@mise/contracts/common/picture';
import { activityLog } from '../src/db/schema/user';
import { image, tempDir } from './fixtures/media';
import { setupApp, staffCalls } from './helper';

/** Picture urls that are neither our /img files nor a plain absolute http(s) address: script, inline data, scheme-relative, sloppy. */
const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x.png',
  'https:/evil.example/x.png',
  ' https://example.org/a.jpg',
];

describe('picture lists of entities', async () => {
  const t = await setupApp({ dataDir: tempDir('mise-media-pictures-') });
  const { call } = staffCalls(t);
  const make = async (path: string, body: Record<string, unknown>) => {
    const res = await call('POST', `/api/${path}`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as { id: number; updated: string };
  };
  const uploaded = async (folder: string) => {
    const res = await call('POST', '/api/pictures/upload', {
      base64img: (await image('jpeg', { width: 200, height: 100 })).toString('base64'),
      filename: 'a.jpg',
      folder,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Record<string, unknown>;
  };

  const city = await make('destinations', { name: 'Porto', continent: 'europe' });
  const entities: [string, number][] = [
    ['destinations', city.id],
    ['eateries', (await make('eateries', { name: 'A day in Porto', destinationId: city.id })).id],
    ['quotes', (await make('quotes', { title: 'Eat where the locals eat' })).id],
    ['Lists', (await make('lists', { name: 'Best bakeries', destinationId: city.id })).id],
    ['landmarks', (await make('landmarks', { name: 'Ribeira', destinationId: city.id })).id],
    [
      'establishments',
      (
        await make('establishments', {
          name: 'Café Santiago',
          address: 'Rua de Passos Manuel 226',
          city: 'Porto',
          destinationId: city.id,
        })
      ).id,
    ],
    ['cuisines', (await make('cuisines', { name: 'Portuguese' })).id],
    ['fooddrinks', (await make('foodDrinks', { name: 'Francesinha' })).id],
  ];

  it('should add an uploaded picture to every content type, first in the list, with a server-made id', async () => {
    for (const [path, id] of entities) {
      const first = await call('POST', `/api/${path}/${id}/pictures`, {
        ...(await uploaded(path.toLowerCase())),
        caption: 'one',
      });
      expect(first.status, `${path}: ${JSON.stringify(first.body)}`).toBe(200);
      const second = await call('POST', `/api/${path}/${id}/pictures`, {
        ...(await uploaded(path.toLowerCase())),
        caption: 'two',
      });
      const list = second.body as TPicture[];
      expect(list.map((p) => p.caption)).toEqual(['two', 'one']);
      expect(list[0].id).toMatch(/^[0-9a-f-]{36}$/);
      expect(list[0]).toMatchObject({ width: 200, height: 100 });
      // Fields of the stored file that are not picture fields are not kept.
      expect(list[0]).not.toHaveProperty('contentType');
      const stored = await call('GET', `/api/${path}/${id}`);
      expect((stored.body._pictures as TPicture[]).map((p) => p.id)).toEqual(list.map((p) => p.id));
    }
  });

  it("should keep a city's landscape pictures, lottie files and sell images in their own lists", async () => {
    const landscape = await call('POST', `/api/destinations/${city.id}/landscapePictures`, {
      ...(await uploaded('destinations')),
      orientation: 'Landscape',
    });
    expect(landscape.status).toBe(200);
    const lottie = await call('POST', '/api/pictures/upload', {
      base64img: Buffer.from(JSON.stringify({ v: '5.7.4', layers: [] })).toString('base64'),
      filename: 'wave.json',
      folder: 'destinations',
    });
    const animation = await call('POST', `/api/destinations/${city.id}/lottieJson`, lottie.body);
    expect(animation.status, JSON.stringify(animation.body)).toBe(200);
    expect(animation.body[0].url).toMatch(/\.json$/);
    expect(animation.body[0].fileType).toBe('json');
    const sell = await call('POST', `/api/destinations/${city.id}/sellImages`, await uploaded('destinations'));
    expect(sell.status).toBe(200);
    const row = (await call('GET', `/api/destinations/${city.id}`)).body;
    expect(row._landscapePictures).toHaveLength(1);
    expect(row._lottieJson).toHaveLength(1);
    expect(row.sellImages).toHaveLength(1);
    expect(row._landscapePictures[0].orientation).toBe('Landscape');
  });

  it('should keep every picture when several are added at the same time', async () => {
    const [path, id] = entities[4];
    const before = ((await call('GET', `/api/${path}/${id}`)).body._pictures as TPicture[]).length;
    const files = await Promise.all([1, 2, 3, 4, 5].map(() => uploaded('landmarks')));
    const answers = await Promise.all(
      files.map((f, i) => call('POST', `/api/${path}/${id}/pictures`, { ...f, caption: `at once ${i}` })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const after = (await call('GET', `/api/${path}/${id}`)).body._pictures as TPicture[];
    expect(after).toHaveLength(before + 5);
  });

  it('should refuse an image in lottieJson and a lottie file in pictures', async () => {
    expect((await call('POST', `/api/destinations/${city.id}/lottieJson`, await uploaded('destinations'))).status).toBe(
      400,
    );
    expect(
      (
        await call('POST', `/api/destinations/${city.id}/pictures`, {
          url: '/img/destinations/x.json',
          fileType: 'json',
        })
      ).status,
    ).toBe(400);
  });

  it('should add a YouTube link as a video in embed form with the default size, and refuse any other link', async () => {
    const url = 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=0';
    const ok = await call('POST', `/api/quotes/${entities[2][1]}/pictures`, { url, fileType: 'video' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body[0]).toMatchObject({ url, fileType: 'video', ...VIDEO_PICTURE_SIZE });
    // The server applies the dialog's own rule: a watch link that slipped through is stored normalised.
    const watch = await call('POST', `/api/quotes/${entities[2][1]}/pictures`, {
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      fileType: 'video',
    });
    expect(watch.body[0].url).toBe(url);
    for (const bad of [
      'https://evil.example/embed/dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://www.youtube.com/embed/short',
      'https://vimeo.com/123',
    ]) {
      const res = await call('POST', `/api/quotes/${entities[2][1]}/pictures`, { url: bad, fileType: 'video' });
      expect(res.status, bad).toBe(400);
      expect(res.body.error.message).toBe('Invalid url');
    }
  });

  it('should refuse a picture url that is neither ours nor http(s)', async () => {
    for (const url of [...HOSTILE_URLS, '/api/users', '/img/../api/users', '']) {
      expect((await call('POST', `/api/destinations/${city.id}/pictures`, { url })).status, url).toBe(400);
    }
  });

  it('should check picture urls written by PATCH of every content type and list as strictly as the add route, naming the field', async () => {
    const lists: [string, number, string][] = [
      ...entities.map(([path, id]) => [path, id, '_pictures'] as [string, number, string]),
      ['destinations', city.id, '_landscapePictures'],
      ['destinations', city.id, 'sellImages'],
      ['destinations', city.id, '_lottieJson'],
    ];
    for (const [path, id, field] of lists) {
      const before = (await call('GET', `/api/${path}/${id}`)).body[field] as TPicture[];
      for (const url of HOSTILE_URLS) {
        const res = await call('PATCH', `/api/${path}/${id}`, {
          [field]: [
            { id: 'p1', url: 'https://example.org/fine.jpg' },
            { id: 'p2', url },
          ],
        });
        expect(res.status, `${path} ${field} ${url}`).toBe(400);
        expect(res.body.error.message, `${path} ${field} ${url}`).toContain(
          `${field}.1.url: expected an uploaded file (/img/…) or an http(s) address`,
        );
      }
      const thumbnail = await call('PATCH', `/api/${path}/${id}`, {
        [field]: [{ id: 'p1', url: 'https://example.org/a.jpg', thumbnail: 'javascript:alert(1)' }],
      });
      expect(thumbnail.status).toBe(400);
      expect(thumbnail.body.error.message).toContain(`${field}.0.thumbnail`);
      // Nothing of the refused writes was stored.
      expect((await call('GET', `/api/${path}/${id}`)).body[field]).toEqual(before);
    }
  });

  it('should refuse hostile picture urls on create too', async () => {
    for (const url of HOSTILE_URLS) {
      const res = await call('POST', '/api/quotes', { title: 'Hostile', _pictures: [{ id: 'p1', url }] });
      expect(res.status, url).toBe(400);
      expect(res.body.error.message).toContain('_pictures.0.url');
    }
  });

  it('should keep accepting our own /img files, their thumbnails, http(s) addresses and video embeds through PATCH', async () => {
    const file = await uploaded('quotes');
    const good: TPicture[] = [
      { id: 'a', url: file.url as string, thumbnail: file.thumbnail as string, imagePath: file.imagePath as string },
      { id: 'b', url: 'https://cdn.example.com/photos/harbour.jpg?size=large#top' },
      { id: 'c', url: 'http://example.org/b.png' },
      { id: 'd', url: 'HTTPS://EXAMPLE.COM/C.JPG' },
      { id: 'e', url: '/img/assets/2f1c7c1e-8d55-4e5e-9a53-0c8a4b1d2e3f.mp4' },
      { id: 'f', url: 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=0', fileType: 'video' },
    ];
    for (const [path, id] of [entities[2], entities[6]]) {
      const res = await call('PATCH', `/api/${path}/${id}`, { _pictures: good });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(((await call('GET', `/api/${path}/${id}`)).body._pictures as TPicture[]).map((p) => p.url)).toEqual(
        good.map((p) => p.url),
      );
    }
  });

  it('should set a caption with PUT and answer the updated list; 404 for an unknown picture', async () => {
    const [path, id] = entities[1];
    const list = (await call('GET', `/api/${path}/${id}`)).body._pictures as TPicture[];
    const res = await call('PUT', `/api/${path}/${id}/pictures/${list[1].id}`, { caption: 'Breakfast at the market' });
    expect(res.status).toBe(200);
    expect((res.body as TPicture[])[1].caption).toBe('Breakfast at the market');
    expect(((await call('GET', `/api/${path}/${id}`)).body._pictures as TPicture[])[1].caption).toBe(
      'Breakfast at the market',
    );
    expect((await call('PUT', `/api/${path}/${id}/pictures/no-such-picture`, { caption: 'x' })).status).toBe(404);
    expect((await call('PUT', `/api/${path}/${id}/pictures/${list[1].id}`, { caption: 5 })).status).toBe(400);
  });

  it('should caption and delete a picture on every picture list of every content type, leaving the rest', async () => {
    const lottie = async () =>
      (
        await call('POST', '/api/pictures/upload', {
          base64img: Buffer.from(JSON.stringify({ v: '5.7.4', layers: [] })).toString('base64'),
          filename: 'wave.json',
          folder: 'destinations',
        })
      ).body as Record<string, unknown>;
    const lists: [string, number, string, string][] = [
      ...entities.map(([path, id]): [string, number, string, string] => [path, id, 'pictures', '_pictures']),
      ['destinations', city.id, 'landscapePictures', '_landscapePictures'],
      ['destinations', city.id, 'sellImages', 'sellImages'],
      ['destinations', city.id, 'lottieJson', '_lottieJson'],
    ];
    for (const [path, id, segment, field] of lists) {
      const where = `${path} ${segment}`;
      const file = segment === 'lottieJson' ? await lottie() : await uploaded(path.toLowerCase());
      const added = await call('POST', `/api/${path}/${id}/${segment}`, file);
      expect(added.status, `${where}: ${JSON.stringify(added.body)}`).toBe(200);
      const [picture, ...rest] = added.body as TPicture[];
      const stored = async () => (await call('GET', `/api/${path}/${id}`)).body[field] as TPicture[];

      const captioned = await call('PUT', `/api/${path}/${id}/${segment}/${picture.id}`, {
        caption: `Seen in ${where}`,
      });
      expect(captioned.status, `${where}: ${JSON.stringify(captioned.body)}`).toBe(200);
      expect((await stored()).map((p) => [p.id, p.caption])).toEqual([
        [picture.id, `Seen in ${where}`],
        ...rest.map((p) => [p.id, p.caption]),
      ]);

      const deleted = await call('DELETE', `/api/${path}/${id}/${segment}/${picture.id}`);
      expect(deleted.status, where).toBe(200);
      expect(
        (await stored()).map((p) => p.id),
        where,
      ).toEqual(rest.map((p) => p.id));
      expect(
        (await call('PUT', `/api/${path}/${id}/${segment}/${picture.id}`, { caption: 'gone' })).status,
        where,
      ).toBe(404);
    }
  });

  it('should delete a picture (and a landscape one) and answer the rest; 404 for an unknown picture', async () => {
    const [path, id] = entities[0];
    const before = (await call('GET', `/api/${path}/${id}`)).body;
    const res = await call('DELETE', `/api/${path}/${id}/pictures/${before._pictures[0].id}`);
    expect(res.status).toBe(200);
    expect((res.body as TPicture[]).map((p) => p.id)).toEqual(
      (before._pictures as TPicture[]).slice(1).map((p) => p.id),
    );
    expect((await call('DELETE', `/api/${path}/${id}/pictures/${before._pictures[0].id}`)).status).toBe(404);
    const landscape = await call('DELETE', `/api/${path}/${id}/landscapePictures/${before._landscapePictures[0].id}`);
    expect(landscape.status).toBe(200);
    expect(landscape.body).toEqual([]);
  });

  it('should log one activity row per picture change', async () => {
    const [path, id] = entities[2];
    const count = async () =>
      (
        await t.database.db
          .select()
          .from(activityLog)
          .where(and(eq(activityLog.model, 'Quote'), eq(activityLog.itemId, String(id))))
      ).length;
    const before = await count();
    await call('POST', `/api/${path}/${id}/pictures`, await uploaded('quotes'));
    expect(await count()).toBe(before + 1);
  });

  it('should answer 404 for a missing or deleted entity, and for a list the content type does not have', async () => {
    expect((await call('POST', '/api/destinations/999999/pictures', await uploaded('destinations'))).status).toBe(404);
    const quote = await make('quotes', { title: 'Gone soon' });
    expect((await call('DELETE', `/api/quotes/${quote.id}`)).status).toBe(200);
    expect((await call('POST', `/api/quotes/${quote.id}/pictures`, await uploaded('quotes'))).status).toBe(404);
    expect(
      (await call('POST', `/api/eateries/${entities[1][1]}/landscapePictures`, await uploaded('eateries'))).status,
    ).toBe(404);
    expect((await call('POST', '/api/coupons/1/pictures', await uploaded('destinations'))).status).toBe(404);
    expect((await call('POST', '/api/destinations/abc/pictures', await uploaded('destinations'))).status).toBe(400);
  });

  it('should save a new order by PATCH of _pictures, and refuse a stale one with 409', async () => {
    const [path, id] = entities[3];
    const row = (await call('GET', `/api/${path}/${id}`)).body as { _pictures: TPicture[]; updated: string };
    const reversed = [...row._pictures].reverse();
    const saved = await call('PATCH', `/api/${path}/${id}`, { _pictures: reversed, updated: row.updated });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(((await call('GET', `/api/${path}/${id}`)).body._pictures as TPicture[]).map((p) => p.id)).toEqual(
      reversed.map((p) => p.id),
    );
    const stale = await call('PATCH', `/api/${path}/${id}`, { _pictures: row._pictures, updated: row.updated });
    expect(stale.status).toBe(409);
  });

  it('should answer hostile input to every media call with a 4xx, never a 500', async () => {
    const hostile = [
      null,
      5,
      'x',
      [],
      {},
      { url: 5 },
      { url: 'x'.repeat(5000) },
      { url: '/img/a.jpg', width: 'wide' },
      { url: '/img/a.jpg', orientation: 'Sideways' },
      { caption: {} },
    ];
    const urls = [
      `/api/destinations/${city.id}/pictures`,
      '/api/destinations/0/pictures',
      '/api/destinations/99999999999/sellImages',
      `/api/quotes/${entities[2][1]}/pictures`,
    ];
    for (const url of urls) {
      for (const body of hostile) {
        expect((await call('POST', url, body)).status, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect((await call('PUT', `${url}/x`, body)).status).toBeLessThan(500);
      }
      expect((await call('DELETE', `${url}/${'x'.repeat(100)}`)).status).toBeLessThan(500);
    }
    for (const body of hostile) expect((await call('POST', '/api/pictures/upload', body)).status).toBeLessThan(500);
    for (const body of [
      { base64img: 'AAAA', filename: '', folder: 'quotes' },
      { base64img: '====', filename: 'a', folder: 'quotes' },
      { base64img: 'AAAA', filename: 'a', folder: 'quotes', extra: 1 },
    ]) {
      expect((await call('POST', '/api/pictures/upload', body)).status, JSON.stringify(body)).toBeLessThan(500);
    }
    for (const url of [
      '',
      '%',
      'http://',
      'http://[::1',
      'https://user:pass@10.0.0.1/',
      'http://example.invalid/a.jpg',
      `http://${'a'.repeat(300)}.com/`,
    ]) {
      expect((await call('GET', `/api/pictures/fetch?url=${encodeURIComponent(url)}`)).status, url).toBeLessThan(500);
    }
  });
});
