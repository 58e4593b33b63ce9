import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { TStoredFile } from '@mise/contracts/common/media';
import {
  htmlPage,
  image,
  lottieJson,
  mp4Header,
  multipartBody,
  svgWithScript,
  tempDir,
  textRenamedJpg,
  truncatedJpeg,
} from './fixtures/media';
import { setupApp } from './helper';

/** Every file under a folder, recursively (to prove a refused upload left nothing). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

/**
 * What a phone camera writes: pixels stored sideways (left half red, right half blue) with EXIF orientation 6, the
 * camera's name, a GPS position in EXIF and again in XMP, and a Display P3 colour profile.
 */
async function phonePhoto(width: number, height: number): Promise<Buffer> {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .composite([{ input: half, left: width / 2, top: 0 }])
    .jpeg({ quality: 95 })
    .withIccProfile('p3')
    .withExif({
      IFD0: { Make: 'MiseTestCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.4N"/></rdf:RDF></x:xmpmeta>',
    )
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('media uploads', async () => {
  const dataDir = tempDir('mise-media-upload-');
  const limit = 256 * 1024;
  const t = await setupApp({ dataDir, uploadLimit: limit });
  const mediaDir = join(dataDir, 'media');
  const upload = (bytes: Buffer, filename = 'photo.jpg', folder = 'destinations') =>
    t.app.inject({
      method: 'POST',
      url: '/api/pictures/upload',
      headers: t.auth(),
      payload: { base64img: bytes.toString('base64'), filename, folder },
    });
  const asset = (bytes: Buffer, filename: string, contentType = 'application/octet-stream') => {
    const body = multipartBody('file', { filename, contentType, bytes });
    return t.app.inject({
      method: 'POST',
      url: '/api/assets/upload',
      headers: { ...t.auth(), ...body.headers },
      payload: body.payload,
    });
  };

  it('should store a JPEG, record its size and make the thumbnail at upload', async () => {
    const res = await upload(await image('jpeg', { width: 640, height: 480 }), 'harbour.jpg');
    expect(res.statusCode, res.body).toBe(200);
    const stored = res.json() as TStoredFile;
    expect(stored).toMatchObject({
      fileType: 'image',
      contentType: 'image/jpeg',
      width: 640,
      height: 480,
      filename: 'harbour.jpg',
    });
    expect(stored.url).toMatch(/^\/img\/destinations\/[0-9a-f-]{36}\.jpg$/);
    expect(stored.thumbnail).toBe(`${stored.url}?w=300`);
    expect(existsSync(join(mediaDir, stored.imagePath))).toBe(true);
    const thumb = join(mediaDir, '_variants', 'w300', stored.imagePath);
    expect(existsSync(thumb)).toBe(true);
    expect((await sharp(thumb).metadata()).width).toBe(300);
  });

  it('should accept PNG, WebP and GIF, named by what the bytes are', async () => {
    for (const [format, ext, mime] of [
      ['png', 'png', 'image/png'],
      ['webp', 'webp', 'image/webp'],
      ['gif', 'gif', 'image/gif'],
    ] as const) {
      const res = await upload(await image(format), 'misnamed.jpg');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ contentType: mime, width: 64, height: 48 });
      expect(res.json().url).toMatch(new RegExp(`\\.${ext}$`));
    }
  });

  it('should record the upright size of a photo with an EXIF rotation', async () => {
    const res = await upload(await image('jpeg', { width: 80, height: 40, orientation: 6 }));
    expect(res.json()).toMatchObject({ width: 40, height: 80 });
  });

  it('should store a phone photo upright and without its EXIF, GPS position and XMP, keeping its colour profile', async () => {
    const photo = await phonePhoto(120, 60);
    // The test photo really carries what must go: a rotation, a camera, a GPS IFD (tag 0x8825) and an XMP position.
    const sent = await sharp(photo).metadata();
    expect(sent).toMatchObject({ orientation: 6, width: 120, height: 60 });
    expect(sent.exif?.includes('MiseTestCam')).toBe(true);
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(sent.xmp?.includes('GPSLatitude')).toBe(true);

    for (const res of [await upload(photo, 'phone.jpg'), await asset(photo, 'phone.jpg', 'image/jpeg')]) {
      expect(res.statusCode, res.body).toBe(200);
      const stored = (Array.isArray(res.json()) ? res.json()[0] : res.json()) as TStoredFile;
      const file = readFileSync(join(mediaDir, stored.imagePath));
      const kept = await sharp(file).metadata();
      expect(kept.format).toBe('jpeg');
      expect(kept.exif).toBeUndefined();
      expect(kept.xmp).toBeUndefined();
      expect(kept.iptc).toBeUndefined();
      expect(kept.orientation).toBeUndefined();
      expect(file.includes('MiseTestCam')).toBe(false);
      expect(file.includes('GPSLatitude')).toBe(false);
      expect(kept.icc?.length).toBeGreaterThan(0);
      // Turned by orientation 6: the stored pixels are 60 wide and 120 high, as recorded and as the size says.
      expect({ width: kept.width, height: kept.height }).toEqual({ width: 60, height: 120 });
      expect(stored).toMatchObject({ width: 60, height: 120, size: file.length });
      // The left half of the photo was red, the right half blue; turned clockwise, red is on top.
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [
        ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
      ];
      expect(pixel(30, 10)[0]).toBeGreaterThan(200);
      expect(pixel(30, 110)[2]).toBeGreaterThan(200);

      const thumb = readFileSync(join(mediaDir, '_variants', 'w300', stored.imagePath));
      const small = await sharp(thumb).metadata();
      expect(small).toMatchObject({ width: 60, height: 120 });
      expect(small.exif).toBeUndefined();
      expect(small.xmp).toBeUndefined();
    }
  });

  it('should strip EXIF from PNG and WebP uploads too, and keep a GIF without metadata byte for byte', async () => {
    for (const format of ['png', 'webp'] as const) {
      const bytes = await sharp(await phonePhoto(120, 60))
        .toFormat(format)
        .withExif({ IFD0: { Make: 'MiseTestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100' } })
        .withMetadata({ orientation: 6 })
        .toBuffer();
      expect((await sharp(bytes).metadata()).exif?.includes('MiseTestCam'), format).toBe(true);
      const res = await upload(bytes, `phone.${format}`);
      expect(res.statusCode, res.body).toBe(200);
      const file = readFileSync(join(mediaDir, res.json().imagePath));
      const kept = await sharp(file).metadata();
      expect(kept.format, format).toBe(format);
      expect(kept.exif, format).toBeUndefined();
      expect({ width: kept.width, height: kept.height }, format).toEqual({ width: 60, height: 120 });
      expect(res.json(), format).toMatchObject({ width: 60, height: 120 });
    }
    const gif = await image('gif', { width: 64, height: 48 });
    const res = await upload(gif, 'anim.gif');
    expect(res.statusCode, res.body).toBe(200);
    expect(readFileSync(join(mediaDir, res.json().imagePath)).equals(gif)).toBe(true);
  });

  it('should accept a data: URL prefix on base64img', async () => {
    const bytes = await image('png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pictures/upload',
      headers: t.auth(),
      payload: { base64img: `data:image/png;base64,${bytes.toString('base64')}`, filename: 'a.png', folder: 'quotes' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url).toMatch(/^\/img\/quotes\//);
  });

  it('should store a lottie JSON file as json, and refuse JSON that is not a lottie', async () => {
    const ok = await upload(lottieJson(), 'wave.json');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ fileType: 'json', contentType: 'application/json' });
    expect(ok.json().url).toMatch(/\.json$/);
    const other = await upload(Buffer.from('{"hello":"world"}'), 'data.json');
    expect(other.statusCode).toBe(415);
  });

  it('should refuse an SVG with a script, even named .jpg, with 415', async () => {
    for (const name of ['logo.svg', 'logo.jpg']) {
      const res = await upload(svgWithScript(), name);
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toMatch(/SVG, HTML and XML files are not accepted/);
    }
    const xml = await upload(Buffer.concat([Buffer.from('<?xml version="1.0"?>'), svgWithScript()]), 'logo.png');
    expect(xml.statusCode).toBe(415);
  });

  it('should refuse an HTML page with 415', async () => {
    const res = await upload(htmlPage(), 'page.jpg');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/not accepted/);
  });

  it('should refuse a text file renamed to .jpg with 415', async () => {
    const res = await upload(textRenamedJpg(), 'holiday.jpg');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/JPEG, PNG, WebP or GIF/);
  });

  it("should answer a broken JPEG with 400 'The image could not be read' and leave no file behind", async () => {
    const before = filesUnder(mediaDir).length;
    const res = await upload(await truncatedJpeg(), 'broken.jpg');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The image could not be read');
    expect(filesUnder(mediaDir).length).toBe(before);
  });

  it('should answer 413 for a file over the upload limit, and leave no file behind', async () => {
    const before = filesUnder(mediaDir).length;
    const big = await sharp({
      create: {
        width: 1200,
        height: 1200,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(limit);
    const res = await upload(big, 'big.png');
    expect(res.statusCode).toBe(413);
    expect(filesUnder(mediaDir).length).toBe(before);
  });

  it('should refuse bodies that are not base64, empty, or aimed at an unknown folder', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/pictures/upload',
      headers: t.auth(),
      payload: { base64img: '!!!', filename: 'a.jpg', folder: 'destinations' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/base64/);
    expect((await upload(Buffer.alloc(0))).statusCode).toBe(400);
    expect((await upload(await image('png'), 'a.png', '../etc')).statusCode).toBe(400);
  });

  it('should need a signed-in staff member', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/pictures/upload',
      payload: { base64img: 'AAAA', filename: 'a.jpg', folder: 'destinations' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('should take a multipart asset upload and answer a list whose first entry is the asset', async () => {
    const res = await asset(await image('jpeg', { width: 320, height: 200 }), 'poster.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json() as TStoredFile[];
    expect(first).toMatchObject({ fileType: 'image', width: 320, height: 200, filename: 'poster.jpg' });
    expect(first.url).toMatch(/^\/img\/assets\/.+\.jpg$/);
    const video = await asset(mp4Header(), 'sell.mp4', 'video/mp4');
    expect(video.statusCode, video.body).toBe(200);
    expect(video.json()[0]).toMatchObject({ fileType: 'video', contentType: 'video/mp4' });
    expect(video.json()[0].url).toMatch(/\.mp4$/);
  });

  it('should refuse an SVG, a renamed text file, an oversized file and a non-multipart body on assets/upload', async () => {
    const before = filesUnder(mediaDir).length;
    expect((await asset(svgWithScript(), 'clip.mp4', 'video/mp4')).statusCode).toBe(415);
    expect((await asset(textRenamedJpg(), 'poster.jpg', 'image/jpeg')).statusCode).toBe(415);
    const big = await asset(Buffer.alloc(limit + 10, 1), 'big.mp4', 'video/mp4');
    expect(big.statusCode).toBe(413);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/assets/upload',
      headers: t.auth(),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(filesUnder(mediaDir).length).toBe(before);
  });
});
