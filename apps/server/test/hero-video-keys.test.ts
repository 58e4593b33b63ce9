import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { THomeEntry } from '@mise/contracts/resources/home-section';
import { executeRows } from '../src/db/execute-rows';
import { mp4Head, noise } from './fixtures/video';
import { multipartBody, tempDir } from './fixtures/media';
import { setupApp, staffCalls } from './helper';

const UUID_VIDEO = /^\/img\/home-videos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.mp4$/;

/** Issue 27 point 7: hero videos live under a random key the entry records, and leave storage with their entry. */
describe('hero video files', async () => {
  const dataDir = tempDir('mise-hero-keys-');
  const t = await setupApp({ dataDir });
  const { call, make } = staffCalls(t);
  const hero = await make('homeSections', { name: 'Hero Videos', slug: 'hero_videos' });
  const lyon = await make('destinations', { name: 'Lyon' });
  const fileOf = (url: string) => join(dataDir, 'media', url.replace(/^\/img\//, ''));
  const onDisk = (url: string) =>
    access(fileOf(url)).then(
      () => true,
      () => false,
    );
  const served = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;
  const upload = async (name: string, sectionId = hero.id) => {
    const body = multipartBody('file', {
      filename: `${name}.mp4`,
      contentType: 'video/mp4',
      bytes: Buffer.concat([mp4Head(), noise(2048)]),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/homeSections/${sectionId}/videos?destinationId=${lyon.id}`,
      headers: { ...t.auth(), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = (res.json() as THomeEntry[]).find((e) => e.name === name);
    if (!entry?.videoUrl) throw new Error(`no entry with a video named ${name}`);
    return entry as THomeEntry & { videoUrl: string };
  };
  const storedUrl = async (id: number) =>
    (
      await executeRows<{ video_url: string | null }>(
        t.database.db,
        sql`select video_url from home_section_entities where id = ${id}`,
      )
    )[0]?.video_url ?? 'no row';

  it('should store an upload under a random key recorded on the entry, and name no entry id in its URL', async () => {
    const [a, b] = [await upload('first'), await upload('second')];
    for (const entry of [a, b]) {
      expect(entry.videoUrl).toMatch(UUID_VIDEO);
      expect(entry.videoUrl).not.toContain(`/${entry.id}.`);
      expect(await storedUrl(entry.id)).toBe(entry.videoUrl);
      expect(await onDisk(entry.videoUrl)).toBe(true);
      expect(await served(entry.videoUrl)).toBe(200);
    }
    expect(a.videoUrl).not.toBe(b.videoUrl);
    // The key used before this change no longer serves anything.
    expect(await served(`/img/home-videos/${a.id}.mp4`)).toBe(404);
    // The column is the upload's alone: the generic calls neither answer nor take it.
    const generic = await call('GET', `/api/homeSectionEntities/${a.id}`);
    expect(generic.body).not.toHaveProperty('videoUrl');
    expect(
      (await call('PATCH', `/api/homeSectionEntities/${a.id}`, { videoUrl: '/img/home-videos/other.mp4' })).status,
    ).toBe(400);
  });

  it('should remove the file when the generic DELETE homeSectionEntities/{id} removes the entry', async () => {
    const entry = await upload('deleted generically');
    const res = await call('DELETE', `/api/homeSectionEntities/${entry.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ count: 1 });
    expect(await onDisk(entry.videoUrl)).toBe(false);
    expect(await served(entry.videoUrl)).toBe(404);
    expect((await call('DELETE', `/api/homeSectionEntities/${entry.id}`)).status).toBe(404);
  });

  it('should remove the file when the bulk call removes the entry', async () => {
    const entry = await upload('removed in bulk');
    const res = await call('POST', `/api/homeSections/${hero.id}/entity-sections/add-remove-bulk`, {
      toRemove: [entry.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await onDisk(entry.videoUrl)).toBe(false);
  });

  it('should keep serving a video stored under the old key (null column), and remove it with its entry', async () => {
    const [row] = await executeRows<{ id: number }>(
      t.database.db,
      sql`insert into home_section_entities (home_section_id, subject_type, subject_id, destination_id, name, "order", created, updated)
          values (${hero.id}, 'Destination', ${lyon.id}, ${lyon.id}, 'legacy', 99, now(), now()) returning id`,
    );
    const legacyUrl = `/img/home-videos/${row.id}.webm`;
    await mkdir(dirname(fileOf(legacyUrl)), { recursive: true });
    await writeFile(fileOf(legacyUrl), Buffer.from('a legacy video'));
    const entries = (await call('GET', `/api/homeSections/${hero.id}/entity-sections`)).body as THomeEntry[];
    expect(entries.find((e) => e.id === row.id)?.videoUrl).toBe(legacyUrl);
    expect(await served(legacyUrl)).toBe(200);
    expect((await call('DELETE', `/api/homeSectionEntities/${row.id}`)).status).toBe(200);
    expect(await onDisk(legacyUrl)).toBe(false);
  });

  it('should answer the removal and log the file it could not remove, never a 500', async () => {
    const entry = await upload('stuck file');
    // A directory where the file was: removing it fails the way a storage error would.
    await rm(fileOf(entry.videoUrl));
    await mkdir(join(fileOf(entry.videoUrl), 'inside'), { recursive: true });
    const warn = vi.spyOn(t.app.log, 'warn');
    const res = await call('DELETE', `/api/homeSectionEntities/${entry.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await storedUrl(entry.id)).toBe('no row');
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ key: entry.videoUrl.replace(/^\/img\//, '') }),
      expect.stringMatching(/not removed/),
    );
    warn.mockRestore();
  });

  it('should remove every hero video when the section itself is deleted', async () => {
    const [a, b] = [await upload('gone with section a'), await upload('gone with section b')];
    const res = await call('DELETE', `/api/homeSections/${hero.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ count: 1 });
    expect(await onDisk(a.videoUrl)).toBe(false);
    expect(await onDisk(b.videoUrl)).toBe(false);
    expect((await call('GET', `/api/homeSections/${hero.id}`)).status).toBe(404);
  });
});
