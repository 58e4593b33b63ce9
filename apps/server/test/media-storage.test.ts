import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { TStoredFile } from '@mise/contracts/common/media';
import { loadConfig } from '../src/config';
import { localStorage } from '../src/media/storage/local';
import { s3Storage } from '../src/media/storage/s3';
import type { TStorage } from '../src/media/storage/types';
import { image, tempDir } from './fixtures/media';
import { setupApp } from './helper';

/** A real S3-compatible server (s3rver) on a free port, with a `mise-test` bucket, for the file's tests. */
async function startS3() {
  const directory = mkdtempSync(join(tmpdir(), 'mise-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'mise-test' }],
  });
  const { port } = await server.run();
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'mise-test',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
}

const s3 = await startS3();
const drivers: [string, () => TStorage][] = [
  ['local', () => localStorage(tempDir('mise-storage-'))],
  ['s3', () => s3Storage(s3)],
];

describe.each(drivers)('storage driver %s', (_name, make) => {
  const storage = make();
  afterAll(() => storage.close());

  it('should give back what was put, with its content type and an ETag', async () => {
    const bytes = await image('png');
    await storage.put('destinations/a1.png', bytes, 'image/png');
    const got = await storage.get('destinations/a1.png');
    expect(got?.body.equals(bytes)).toBe(true);
    expect(got?.contentType).toBe('image/png');
    expect(got?.size).toBe(bytes.length);
    expect(got?.etag).toMatch(/^".+"$/);
  });

  it('should answer undefined and false for a missing key', async () => {
    expect(await storage.get('destinations/missing.jpg')).toBeUndefined();
    expect(await storage.exists('destinations/missing.jpg')).toBe(false);
  });

  it('should know what exists, keep nested variant keys apart and delete', async () => {
    await storage.put('quotes/b2.jpg', Buffer.from('one'), 'image/jpeg');
    await storage.put('_variants/w300/quotes/b2.jpg', Buffer.from('two'), 'image/jpeg');
    expect(await storage.exists('quotes/b2.jpg')).toBe(true);
    expect((await storage.get('_variants/w300/quotes/b2.jpg'))?.body.toString()).toBe('two');
    await storage.delete('quotes/b2.jpg');
    expect(await storage.exists('quotes/b2.jpg')).toBe(false);
    expect(await storage.exists('_variants/w300/quotes/b2.jpg')).toBe(true);
  });

  it('should replace an object put twice under the same key', async () => {
    await storage.put('assets/c3.json', Buffer.from('{"v":1}'), 'application/json');
    await storage.put('assets/c3.json', Buffer.from('{"v":2}'), 'application/json');
    expect((await storage.get('assets/c3.json'))?.body.toString()).toBe('{"v":2}');
  });
});

describe('the local driver', () => {
  it('should refuse a key that leaves the media folder', async () => {
    const storage = localStorage(tempDir('mise-storage-'));
    await expect(storage.put('../outside.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/escapes/);
  });
});

describe('the app on S3 storage (STORAGE=s3)', async () => {
  const config = loadConfig({
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  const t = await setupApp({ storage: config.storage, s3: config.s3 });

  it('should upload a picture into the bucket and serve a resized copy through /img', async () => {
    const bytes = await image('jpeg', { width: 1600, height: 800 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pictures/upload',
      headers: t.auth(),
      payload: { base64img: bytes.toString('base64'), filename: 'b.jpg', folder: 'destinations' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = res.json() as TStoredFile;
    const bucket = s3Storage(s3);
    expect(await bucket.exists(stored.imagePath)).toBe(true);
    expect(await bucket.exists(`_variants/w300/${stored.imagePath}`)).toBe(true);
    // The first request answers the original and queues the variant (made in the background, issue 27 point 5).
    const standIn = await t.app.inject({ method: 'GET', url: `${stored.url}?w=800` });
    expect(standIn.statusCode).toBe(200);
    expect(standIn.headers['cache-control']).toBe('public, max-age=60');
    let resized = standIn;
    for (let i = 0; i < 200 && resized.headers['cache-control'] !== 'public, max-age=31536000, immutable'; i++) {
      await new Promise((done) => setTimeout(done, 50));
      resized = await t.app.inject({ method: 'GET', url: `${stored.url}?w=800` });
    }
    expect(resized.statusCode).toBe(200);
    expect(resized.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(resized.rawPayload).metadata()).width).toBe(800);
    expect(await bucket.exists(`_variants/w800/${stored.imagePath}`)).toBe(true);
    await bucket.close();
  });
});
