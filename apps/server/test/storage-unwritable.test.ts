import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { image, multipartBody } from './fixtures/media';
import { setupApp } from './helper';

const mount = (...args: string[]) => spawnSync('mount', args, { encoding: 'utf8' });
const unmount = (dir: string) => spawnSync('umount', [dir]);

/**
 * Tests run as root here, where chmod stops no write; what refuses one for real is a read-only or full file system.
 * Mounting one needs root with CAP_SYS_ADMIN; where that is missing, those two cases cannot be set up (the data
 * folder that is a file always can).
 */
const canMount = (() => {
  const probe = mkdtempSync(join(tmpdir(), 'mise-mount-probe-'));
  const ok = mount('-o', 'bind,ro', probe, probe).status === 0;
  if (ok) unmount(probe);
  rmSync(probe, { recursive: true, force: true });
  return ok;
})();

/**
 * A test that needs `mount` (root, or a user namespace): skipped, with the reason in its name, on a developer's machine
 * without it; under CI, which runs as root, its absence fails the test instead of running less.
 */
const withMount = (name: string, fn: () => Promise<void>) => {
  if (canMount) return it(name, fn);
  if (process.env.CI)
    return it(name, () =>
      expect.fail('mount is not allowed here, and CI must run this test: run CI as root (.ci/run does)'),
    );
  return it.skip(`${name} (skipped: mount is not allowed here)`, fn);
};

/** A photo too noisy to compress: well over the 16 kB of the full file system below. */
const noisyPhoto = () =>
  sharp({
    create: {
      width: 300,
      height: 300,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();

describe('a data folder that refuses files', async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'mise-unwritable-'));
  // The server's data folder; each case puts something different at this path.
  const dataDir = join(scratch, 'data');
  const t = await setupApp({ dataDir });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  const picture = async (bytes: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/pictures/upload',
      headers: t.auth(),
      payload: { base64img: bytes.toString('base64'), filename: 'a.jpg', folder: 'destinations' },
    });
  const asset = async (bytes: Buffer) => {
    const body = multipartBody('file', { filename: 'poster.jpg', contentType: 'image/jpeg', bytes });
    return t.app.inject({
      method: 'POST',
      url: '/api/assets/upload',
      headers: { ...t.auth(), ...body.headers },
      payload: body.payload,
    });
  };
  const refusal = (problem: string) => ({
    error: {
      statusCode: 503,
      name: 'ServiceUnavailableError',
      message: `The server cannot store files right now: ${problem}. Tell whoever runs Mise.`,
    },
  });

  it('should answer 503 naming the problem when the data folder is a file (ENOTDIR), for pictures and assets alike', async () => {
    writeFileSync(dataDir, 'not a folder');
    try {
      for (const res of [await picture(await image('jpeg')), await asset(await image('jpeg'))]) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toEqual(refusal('its data folder is not a folder'));
      }
    } finally {
      rmSync(dataDir, { force: true });
    }
  });

  withMount('should answer 503 naming the problem when the data folder is read-only (EROFS; needs mount)', async () => {
    mkdirSync(dataDir, { recursive: true });
    expect(mount('-o', 'bind,ro', dataDir, dataDir).status).toBe(0);
    try {
      const res = await picture(await image('jpeg'));
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual(refusal('its data folder is read-only'));
    } finally {
      unmount(dataDir);
    }
  });

  withMount(
    'should answer 503 naming the problem when the data folder is full (ENOSPC; needs mount), leaving no part file',
    async () => {
      mkdirSync(dataDir, { recursive: true });
      expect(mount('-t', 'tmpfs', '-o', 'size=16k', 'tmpfs', dataDir).status).toBe(0);
      try {
        const res = await picture(await noisyPhoto());
        expect(res.statusCode, res.body).toBe(503);
        expect(res.json()).toEqual(refusal('its data folder is full'));
        expect(readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())).toEqual([]);
      } finally {
        unmount(dataDir);
      }
    },
  );

  it('should store again once the folder is writable', async () => {
    mkdirSync(dataDir, { recursive: true });
    expect((await picture(await image('jpeg'))).statusCode).toBe(200);
  });
});
