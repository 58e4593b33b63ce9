import { mkdtempSync, rmSync } from 'node:fs';
import { access, mkdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import type { TStoredFile } from '@mise/contracts/common/media';
import { loadConfig } from '../src/config';
import { variantKey } from '../src/media/keys';
import { s3Storage } from '../src/media/storage/s3';
import { DEFAULT_GRACE_MS, fileKind, mediaFiles, planSweep, referencedKeys, removeOrphans } from '../src/media/sweep';
import { image, lottieJson, mp4Header, multipartBody, tempDir } from './fixtures/media';
import { type TTestApp, setupApp, staffCalls } from './helper';

const DAY = 24 * 60 * 60 * 1000;
const keysOf = (files: { key: string }[]) => files.map((f) => f.key).sort();

/** Uploads through the real API: a picture (stored with its thumbnail variant), a lottie file, a video asset. */
function uploads(t: TTestApp) {
  const { call } = staffCalls(t);
  const picture = async (folder = 'destinations') => {
    const res = await call('POST', '/api/pictures/upload', {
      base64img: (await image('jpeg', { width: 120, height: 80 })).toString('base64'),
      filename: 'a.jpg',
      folder,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as TStoredFile;
  };
  const lottie = async () => {
    const res = await call('POST', '/api/pictures/upload', {
      base64img: lottieJson().toString('base64'),
      filename: 'wave.json',
      folder: 'destinations',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as TStoredFile;
  };
  const video = async () => {
    const { payload, headers } = multipartBody('file', {
      filename: 'clip.mp4',
      contentType: 'video/mp4',
      bytes: mp4Header(),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assets/upload',
      payload,
      headers: { ...headers, ...t.auth() },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as TStoredFile[])[0];
  };
  return { picture, lottie, video };
}

describe('media sweep on the local media folder', async () => {
  const dataDir = tempDir('mise-media-sweep-');
  const t = await setupApp({ dataDir });
  const { call, make } = staffCalls(t);
  const upload = uploads(t);
  const media = join(dataDir, 'media');
  const files = mediaFiles(t.config);
  const present = (key: string) =>
    access(join(media, key)).then(
      () => true,
      () => false,
    );
  /** Makes a stored file look as if it was written two days ago. */
  const age = async (key: string) => {
    const then = new Date(Date.now() - 2 * DAY);
    await utimes(join(media, key), then, then);
  };

  // Referenced: a city picture, a lottie file, the sell video (a plain jsonb column, not a picture list), a setting's
  // picture (another table), and a picture of a city that is then soft-deleted (recoverable, so still referenced).
  const city = await make('destinations', { name: 'Porto' });
  const inList = await upload.picture();
  expect((await call('POST', `/api/destinations/${city.id}/pictures`, inList)).status).toBe(200);
  const animation = await upload.lottie();
  expect((await call('POST', `/api/destinations/${city.id}/lottieJson`, animation)).status).toBe(200);
  const video = await upload.video();
  expect((await call('PATCH', `/api/destinations/${city.id}`, { sellVideo: { url: video.url } })).status).toBe(200);
  const settings = (await call('GET', '/api/settings')).body as { id: number; key: string }[];
  const auth = settings.find((s) => s.key === 'authScreenConfig');
  const inSetting = await upload.picture('settings');
  const setting = await call('PATCH', `/api/settings/${auth?.id}`, {
    value: { lgPicture: { id: 'lg', url: inSetting.url }, smPicture: null },
  });
  expect(setting.status, JSON.stringify(setting.body)).toBe(200);
  const gone = await make('destinations', { name: 'Ghent' });
  const inDeleted = await upload.picture();
  expect((await call('POST', `/api/destinations/${gone.id}/pictures`, inDeleted)).status).toBe(200);
  expect((await call('DELETE', `/api/destinations/${gone.id}`)).body).toEqual({ count: 1 });
  const { rows } = await t.database.raw('select deleted from destinations where id = $1', [gone.id]);
  expect(rows[0]?.deleted).toBe(true);

  // A picture that was in a list, then removed from it: its change history still names it, and restoring the list as it
  // was needs the file, so it stays while the history is kept (LEDGER_RETENTION_MONTHS).
  // Orphans: uploads no row took, one with a variant; all written two days ago.
  const never = await upload.picture();
  const removedFromList = await upload.picture();
  const added = await call('POST', `/api/destinations/${city.id}/pictures`, removedFromList);
  const pictureId = (added.body as { id: string; url: string }[]).find((p) => p.url === removedFromList.url)?.id;
  expect((await call('DELETE', `/api/destinations/${city.id}/pictures/${pictureId}`)).status).toBe(200);
  const orphanVideo = await upload.video();
  // A temporary part a crashed write left behind, and a file Mise never names like that (left alone even when old).
  const part = 'destinations/.0123456789ab.tmp';
  const foreign = 'notes/readme.json';
  for (const key of [part, foreign]) {
    await mkdir(dirname(join(media, key)), { recursive: true });
    await writeFile(join(media, key), 'x');
  }
  const referenced = [inList, animation, video, inSetting, inDeleted, removedFromList];
  const orphaned = [never, orphanVideo];
  const thumbnail = (file: TStoredFile) => variantKey(file.filePath ?? '', 300);
  const orphanKeys = [...orphaned.map((f) => f.filePath ?? ''), thumbnail(never), part].sort();
  const keptKeys = [
    ...referenced.map((f) => f.filePath ?? ''),
    thumbnail(inList),
    thumbnail(inSetting),
    thumbnail(inDeleted),
    thumbnail(removedFromList),
  ];
  for (const key of [...orphanKeys, ...keptKeys, foreign]) await age(key);
  // Uploaded just now, not saved into a row yet: within the grace period.
  const fresh = await upload.picture();

  it('should find every referenced key, whatever table or column holds it, soft-deleted rows included', async () => {
    const keys = await referencedKeys(t.database);
    for (const file of referenced) expect(keys, file.filePath).toContain(file.filePath);
    for (const file of [...orphaned, fresh]) expect(keys, file.filePath).not.toContain(file.filePath);
  });

  it('should list only the old orphans on a dry run, skip the fresh one and remove nothing', async () => {
    const plan = await planSweep(t.database, files, { now: Date.now(), graceMs: DEFAULT_GRACE_MS });
    expect(keysOf(plan.orphans)).toEqual(orphanKeys);
    expect(keysOf(plan.fresh)).toEqual([fresh.filePath, thumbnail(fresh)].sort());
    expect(keysOf(plan.foreign)).toEqual([foreign]);
    expect(plan.referenced).toBe(keptKeys.length);
    expect(plan.stored).toBe(orphanKeys.length + keptKeys.length + 3);
    for (const key of [...orphanKeys, ...keptKeys, foreign]) expect(await present(key), key).toBe(true);
  });

  it('should remove exactly the orphans with delete, and keep what is referenced, fresh or not ours', async () => {
    const plan = await planSweep(t.database, files, { now: Date.now(), graceMs: DEFAULT_GRACE_MS });
    const removed: string[] = [];
    await removeOrphans(files, plan, (file) => removed.push(file.key));
    expect(removed.sort()).toEqual(orphanKeys);
    for (const key of orphanKeys) expect(await present(key), key).toBe(false);
    for (const key of [...keptKeys, fresh.filePath ?? '', thumbnail(fresh), foreign])
      expect(await present(key), key).toBe(true);
    // Every referenced file is still served.
    for (const file of referenced)
      expect((await t.app.inject({ method: 'GET', url: file.url })).statusCode, file.url).toBe(200);
    const again = await planSweep(t.database, files, { now: Date.now(), graceMs: DEFAULT_GRACE_MS });
    expect(again.orphans).toEqual([]);
  });

  it('should refuse a database that lacks the Mise tables instead of calling every file an orphan', async () => {
    await t.database.raw('alter table quotes rename to quotes_away');
    try {
      await expect(referencedKeys(t.database)).rejects.toThrow(/lacks Mise tables \(quotes/);
    } finally {
      await t.database.raw('alter table quotes_away rename to quotes');
    }
  });
});

describe('media sweep on S3 storage (STORAGE=s3)', async () => {
  const directory = mkdtempSync(join(tmpdir(), 'mise-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'mise-sweep' }],
  });
  const { port } = await server.run();
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  const env = {
    STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'mise-sweep',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const config = loadConfig(env);
  const t = await setupApp({ storage: config.storage, s3: config.s3 });
  const { call, make } = staffCalls(t);
  const upload = uploads(t);
  const files = mediaFiles(t.config);
  const bucket = s3Storage(config.s3);
  afterAll(async () => {
    await files.close();
    await bucket.close();
  });

  it('should list the bucket and remove only the unreferenced uploads', async () => {
    const city = await make('destinations', { name: 'Lyon' });
    const kept = await upload.picture();
    expect((await call('POST', `/api/destinations/${city.id}/pictures`, kept)).status).toBe(200);
    const orphan = await upload.picture();
    // s3rver stamps objects with the time of writing, so "later" stands in for an old file.
    const later = Date.now() + 2 * DAY;
    const plan = await planSweep(t.database, files, { now: later, graceMs: DEFAULT_GRACE_MS });
    expect(keysOf(plan.orphans)).toEqual([orphan.filePath, variantKey(orphan.filePath ?? '', 300)].sort());
    expect(plan.fresh).toEqual([]);
    await removeOrphans(files, plan);
    expect(await bucket.exists(orphan.filePath ?? '')).toBe(false);
    expect(await bucket.exists(kept.filePath ?? '')).toBe(true);
    expect(await bucket.exists(variantKey(kept.filePath ?? '', 300))).toBe(true);
  });
});

describe('which stored files the sweep may judge', () => {
  it('should judge uploads and their variants by the upload key, temporary parts as never referenced, and leave other names alone', () => {
    const key = 'destinations/0b9c1f3e-8d2a-4c5b-9e6f-7a8b9c0d1e2f.jpg';
    expect(fileKind(key)).toEqual({ kind: 'upload', owner: key });
    expect(fileKind(`_variants/w1200/${key}`)).toEqual({ kind: 'upload', owner: key });
    expect(fileKind('assets/.a1b2c3d4e5f6.tmp')).toEqual({ kind: 'part' });
    expect(fileKind('backups/db.json')).toEqual({ kind: 'foreign' });
    expect(fileKind('_variants/w300/backups/db.json')).toEqual({ kind: 'foreign' });
    expect(fileKind('../destinations/0b9c1f3e-8d2a-4c5b-9e6f-7a8b9c0d1e2f.jpg')).toEqual({ kind: 'foreign' });
  });
});
