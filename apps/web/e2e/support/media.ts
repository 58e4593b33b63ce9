import type { TWireRecord } from '@mise/contracts/common/wire';
import type { cityResource } from '@mise/contracts/resources/city';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/** The city's picture lists, as `getCityMedia` asks for them. */
export type TCityMedia = Pick<
  TWireRecord<typeof cityResource>,
  'id' | '_pictures' | '_landscapePictures' | '_lottieJson'
>;
/** One picture of a list. */
export type TPictureRow = TCityMedia['_pictures'][number];

/** A small solid JPEG (or PNG) made on the spot, so the specs commit no binaries. */
export async function makeImage({
  width,
  height,
  color,
  format = 'jpeg',
}: {
  width: number;
  height: number;
  color: string;
  format?: 'jpeg' | 'png';
}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: color } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/**
 * Uploads a small JPEG to a kit-built Pictures section (an area's Images tab) and waits for its toast.
 * @example
 * await uploadPicture(page, { name: 'dish.jpg', color: '#aa5500' });
 */
export async function uploadPicture(page: Page, { name, color }: { name: string; color: string }) {
  await page
    .getByRole('region', { name: /^Pictures/ })
    .getByLabel('Upload to Pictures')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await makeImage({ width: 80, height: 60, color }) });
  await expect(page.getByText('Picture uploaded', { exact: true })).toBeVisible();
}

/** The id of the n-th city by name, so each spec works on its own city. */
export async function cityIdAt(request: APIRequestContext, index: number): Promise<number> {
  const response = await request.get(
    `/api/destinations?filter=${encodeURIComponent(JSON.stringify({ limit: 1, skip: index, order: 'name ASC' }))}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  const [city] = (await response.json()) as Pick<TWireRecord<typeof cityResource>, 'id'>[];
  expect(city, `city #${index} exists`).toBeDefined();
  return city.id;
}

/** The city's picture lists as stored. */
export async function getCityMedia(request: APIRequestContext, cityId: number): Promise<TCityMedia> {
  const filter = { fields: { id: true, _pictures: true, _landscapePictures: true, _lottieJson: true } };
  const response = await request.get(
    `/api/destinations/${cityId}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TCityMedia;
}

/** Empties both picture lists of a city. */
export async function clearCityPictures(request: APIRequestContext, cityId: number): Promise<void> {
  const response = await request.patch(`/api/destinations/${cityId}`, {
    data: { _pictures: [], _landscapePictures: [] },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Uploads pictures through the API (upload, then add to the list) and answers the list, newest first. */
export async function seedCityPictures(
  request: APIRequestContext,
  cityId: number,
  colors: string[],
): Promise<TPictureRow[]> {
  let list: TPictureRow[] = [];
  for (const [index, color] of colors.entries()) {
    const bytes = await makeImage({ width: 60, height: 40, color });
    const upload = await request.post('/api/pictures/upload', {
      data: { base64img: bytes.toString('base64'), filename: `seed-${index}.jpg`, folder: 'destinations' },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const stored = (await upload.json()) as Record<string, unknown>;
    const added = await request.post(`/api/destinations/${cityId}/pictures`, {
      data: {
        url: stored.url,
        imagePath: stored.imagePath,
        filePath: stored.filePath,
        thumbnail: stored.thumbnail,
        fileType: 'image',
        isPortrait: true,
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    list = (await added.json()) as TPictureRow[];
  }
  return list;
}
