import { createServer, type Server } from 'node:http';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { moveByKeyboard } from './support/drag';
import { ADMIN_STORAGE_STATE, E2E_IMAGE_PORT } from './support/env';
import { cityIdAt, clearCityPictures, getCityMedia, makeImage, seedCityPictures } from './support/media';
import { RECORDED_MP4 } from '../../server/test/fixtures/recorded-videos';

// The server is told to fetch from it (playwright.config.ts, FETCH_ALLOW_HOSTS).
const IMAGE_SERVER_PORT = E2E_IMAGE_PORT;

function portraitSection(page: Page) {
  return page.getByRole('region', { name: /^Portrait pictures/ });
}

function landscapeSection(page: Page) {
  return page.getByRole('region', { name: /^Landscape pictures/ });
}

async function openPictures(page: Page, cityId: number) {
  await page.goto(`/dashboard/cities/${cityId}/pictures`);
  // The city detail and its lists load first; on a busy machine that can take a while.
  await expect(portraitSection(page)).toBeVisible({ timeout: 30_000 });
}

test.describe('city pictures', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });
  test.describe.configure({ timeout: 90_000 });

  test('should upload a file with progress, toast it and put the new picture first', async ({ page }) => {
    const cityId = await cityIdAt(page.request, 0);
    await clearCityPictures(page.request, cityId);
    const [older] = await seedCityPictures(page.request, cityId, ['#336699']);
    await openPictures(page, cityId);
    const section = portraitSection(page);
    await expect(section.getByRole('listitem')).toHaveCount(1);

    // Hold the upload answer a moment so the progress bar can be seen; the request still goes to the real server.
    await page.route('**/api/pictures/upload', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/pictures/upload') && r.request().method() === 'POST',
    );
    await section.getByLabel('Upload to Portrait pictures').setInputFiles({
      name: 'market.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeImage({ width: 80, height: 60, color: '#cc3300' }),
    });
    await expect(section.getByRole('progressbar', { name: /Upload progress/ })).toBeVisible();
    const stored = (await (await uploaded).json()) as { url: string };

    await expect(page.getByText('Picture uploaded', { exact: true })).toBeVisible();
    await expect(section.getByRole('progressbar')).toHaveCount(0);
    await expect(section.getByRole('listitem')).toHaveCount(2);
    await expect(section.getByRole('listitem').first().getByRole('img')).toHaveAttribute('src', `${stored.url}?w=300`);

    const media = await getCityMedia(page.request, cityId);
    expect(media._pictures.map((p) => p.url)).toEqual([stored.url, older.url]);
  });

  test('should load an image from a URL, crop it to the first crop and store it as JPEG', async ({ page }) => {
    const cityId = await cityIdAt(page.request, 1);
    await clearCityPictures(page.request, cityId);
    // Black 400 × 200 with a white 200 × 100 block exactly where the first crop falls, so a wrong crop shows black.
    const white = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#000000' } })
      .composite([{ input: white, left: 100, top: 50 }])
      .png()
      .toBuffer();
    const server: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
      res.end(png);
    });
    await new Promise<void>((resolve) => server.listen(IMAGE_SERVER_PORT, '127.0.0.1', resolve));
    try {
      await openPictures(page, cityId);
      const dialog = page.getByRole('dialog', { name: 'Upload from URL' });
      await portraitSection(page).getByRole('button', { name: 'From URL' }).click();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await portraitSection(page).getByRole('button', { name: 'From URL' }).click();
      const done = dialog.getByRole('button', { name: 'Done' });
      await expect(done).toBeDisabled();

      await dialog.getByLabel('Image URL').fill(`http://127.0.0.1:${IMAGE_SERVER_PORT}/harbour.png`);
      await expect(done).toBeDisabled();
      await dialog.getByRole('button', { name: 'Load' }).click();
      await expect(dialog.getByRole('img', { name: 'Image to crop' })).toBeVisible();
      await expect(done).toBeEnabled();

      const added = page.waitForResponse(
        (r) => r.url().endsWith(`/api/destinations/${cityId}/pictures`) && r.request().method() === 'POST',
      );
      await done.click();
      expect((await added).status()).toBe(200);
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Picture uploaded', { exact: true })).toBeVisible();

      const media = await getCityMedia(page.request, cityId);
      expect(media._pictures).toHaveLength(1);
      const picture = media._pictures[0];
      expect(picture.url).toMatch(/\.jpe?g$/);
      // The first crop is 50% × 50% at a 25% offset of the 400 × 200 image, encoded as JPEG.
      const file = await page.request.get(picture.url);
      expect(file.status()).toBe(200);
      const meta = await sharp(await file.body()).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([200, 100]);
      const { channels } = await sharp(await file.body()).stats();
      expect(Math.min(...channels.map((c) => c.min))).toBeGreaterThan(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('should save a caption', async ({ page }) => {
    const cityId = await cityIdAt(page.request, 2);
    await clearCityPictures(page.request, cityId);
    const [picture] = await seedCityPictures(page.request, cityId, ['#884400']);
    await openPictures(page, cityId);
    const card = portraitSection(page).getByRole('listitem', { name: 'Picture 1' });
    await card.getByLabel('Caption').fill('Harbour at dawn');
    const saved = page.waitForResponse(
      (r) => r.url().includes(`/pictures/${picture.id}`) && r.request().method() === 'PUT',
    );
    await card.getByRole('button', { name: 'Save caption' }).click();
    expect((await saved).status()).toBe(200);
    await expect(card.getByRole('button', { name: 'Save caption' })).toHaveCount(0);

    const media = await getCityMedia(page.request, cityId);
    expect(media._pictures[0]).toMatchObject({ id: picture.id, caption: 'Harbour at dawn' });
  });

  test('should reorder by dragging, show Save new order and store the order', async ({ page }) => {
    const cityId = await cityIdAt(page.request, 3);
    await clearCityPictures(page.request, cityId);
    const seeded = await seedCityPictures(page.request, cityId, ['#111111', '#555555', '#999999']);
    const before = seeded.map((p) => p.id);
    await openPictures(page, cityId);
    const section = portraitSection(page);
    await expect(section.getByRole('button', { name: 'Save new order' })).toHaveCount(0);

    // Keyboard drag (dnd-kit): pick up the first picture, move it one place on, drop it.
    await moveByKeyboard(section.getByRole('button', { name: 'Drag Picture 1' }), page, 'ArrowRight');

    const save = section.getByRole('button', { name: 'Save new order' });
    await expect(save).toBeVisible();
    // Nothing is stored until the order is saved.
    expect((await getCityMedia(page.request, cityId))._pictures.map((p) => p.id)).toEqual(before);

    await save.click();
    await expect(page.getByText('Order updated succesfully', { exact: true })).toBeVisible();
    await expect(save).toHaveCount(0);
    expect((await getCityMedia(page.request, cityId))._pictures.map((p) => p.id)).toEqual([
      before[1],
      before[0],
      before[2],
    ]);
  });

  test('should add a valid video link and refuse an invalid one', async ({ page }) => {
    const cityId = await cityIdAt(page.request, 4);
    await clearCityPictures(page.request, cityId);
    await openPictures(page, cityId);
    await portraitSection(page).getByRole('button', { name: 'Video link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add video link' });
    const done = dialog.getByRole('button', { name: 'Done' });
    await expect(done).toBeDisabled();

    await dialog.getByLabel('Video link').fill('https://vimeo.com/76979871');
    await expect(dialog.getByText('Invalid url', { exact: true })).toBeVisible();
    await expect(done).toBeDisabled();
    await dialog.getByLabel('Video link').fill('https://www.youtube.com/watch?v=dQw4w9WgXc');
    await expect(done).toBeDisabled();

    await dialog.getByLabel('Video link').fill('https://youtu.be/dQw4w9WgXcQ?t=5');
    await expect(dialog.getByText('Invalid url', { exact: true })).toHaveCount(0);
    await expect(done).toBeEnabled();
    await done.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Picture uploaded', { exact: true })).toBeVisible();
    await expect(portraitSection(page).getByRole('listitem')).toHaveCount(1);

    const media = await getCityMedia(page.request, cityId);
    expect(media._pictures).toHaveLength(1);
    expect(media._pictures[0]).toMatchObject({
      url: 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=0',
      fileType: 'video',
      height: 370,
      width: 2364,
    });
  });

  test('should delete a picture only after Yes', async ({ page }) => {
    const cityId = await cityIdAt(page.request, 5);
    await clearCityPictures(page.request, cityId);
    const [first, second] = await seedCityPictures(page.request, cityId, ['#aa0000', '#00aa00']);
    await openPictures(page, cityId);
    const section = portraitSection(page);

    await section.getByRole('button', { name: 'Delete picture 1' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm.getByText(/^Are you sure/)).toBeVisible();
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    expect((await getCityMedia(page.request, cityId))._pictures).toHaveLength(2);

    await section.getByRole('button', { name: 'Delete picture 1' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Image deleted successfully', { exact: true })).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(1);
    expect((await getCityMedia(page.request, cityId))._pictures.map((p) => p.id)).toEqual([second.id]);
    expect(first.id).not.toBe(second.id);
  });

  test('should move a picture to the landscape list when its category becomes Landscape', async ({ page }) => {
    const cityId = await cityIdAt(page.request, 6);
    await clearCityPictures(page.request, cityId);
    const [picture] = await seedCityPictures(page.request, cityId, ['#0044aa']);
    await openPictures(page, cityId);
    await expect(landscapeSection(page).getByRole('listitem')).toHaveCount(0);

    const card = portraitSection(page).getByRole('listitem', { name: 'Picture 1' });
    await card.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Landscape' }).click();

    await expect(landscapeSection(page).getByRole('listitem')).toHaveCount(1);
    await expect(portraitSection(page).getByRole('listitem')).toHaveCount(0);
    await expect(landscapeSection(page).getByRole('combobox', { name: 'Category' })).toHaveText('Landscape');
    const media = await getCityMedia(page.request, cityId);
    expect(media._pictures).toEqual([]);
    expect(media._landscapePictures).toHaveLength(1);
    expect(media._landscapePictures[0]).toMatchObject({
      id: picture.id,
      url: picture.url,
      orientation: 'Landscape',
      isPortrait: false,
    });
  });

  test('should show pictures large in the carousel viewer and step through them', async ({ page }) => {
    const cityId = await cityIdAt(page.request, 7);
    await clearCityPictures(page.request, cityId);
    const [newest, oldest] = await seedCityPictures(page.request, cityId, ['#202020', '#c0c0c0']);
    await openPictures(page, cityId);

    await portraitSection(page).getByRole('button', { name: 'View picture 1' }).click();
    const viewer = page.getByRole('dialog', { name: 'Picture viewer' });
    await expect(viewer.getByRole('img')).toHaveAttribute('src', `${newest.url}?w=1200`);
    await expect(viewer.getByText('1 / 2')).toBeVisible();
    await viewer.getByRole('button', { name: 'Next picture' }).click();
    await expect(viewer.getByRole('img')).toHaveAttribute('src', `${oldest.url}?w=1200`);
    await expect(viewer.getByText('2 / 2')).toBeVisible();
    await viewer.getByRole('button', { name: 'close' }).click();
    await expect(viewer).toBeHidden();
  });

  test('should give an Animated picture default animation settings and save edited ones', async ({ page }) => {
    const cityId = await cityIdAt(page.request, 8);
    await clearCityPictures(page.request, cityId);
    const [picture] = await seedCityPictures(page.request, cityId, ['#aa6600']);
    await openPictures(page, cityId);
    const card = portraitSection(page).getByRole('listitem', { name: 'Picture 1' });
    await card.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Animated' }).click();
    await expect(card.getByRole('button', { name: 'Animation settings' })).toBeVisible();

    let stored = (await getCityMedia(page.request, cityId))._pictures[0];
    expect(stored).toMatchObject({ id: picture.id, isPortrait: true, isAnimated: true, orientation: 'Animated' });
    expect(stored.animation).toMatchObject({
      imageWidth: '100px',
      imageWidthSm: '100px',
      duration: '10s',
      durationSm: '10s',
    });

    await card.getByRole('button', { name: 'Animation settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Animation settings' });
    await expect(dialog.getByLabel('Duration', { exact: true })).toHaveValue('10s');
    await dialog.getByLabel('Duration', { exact: true }).fill('12s');
    await dialog.getByLabel('End X (small screens)').fill('40px');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    stored = (await getCityMedia(page.request, cityId))._pictures[0];
    expect(stored.animation).toMatchObject({ duration: '12s', endXSm: '40px', imageHeight: '100px' });
  });

  test('should upload a lottie JSON file to the animation files', async ({ page }) => {
    const cityId = await cityIdAt(page.request, 9);
    await openPictures(page, cityId);
    const before = (await getCityMedia(page.request, cityId))._lottieJson?.length ?? 0;
    const lottie = { v: '5.7.4', fr: 30, ip: 0, op: 30, w: 100, h: 100, layers: [] };
    const section = page.getByRole('region', { name: /^Animation files/ });
    await section
      .getByLabel('Upload animation JSON')
      .setInputFiles({ name: 'steam.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(lottie)) });
    await expect(page.getByText('Picture uploaded', { exact: true })).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(before + 1);
    const files = (await getCityMedia(page.request, cityId))._lottieJson ?? [];
    expect(files).toHaveLength(before + 1);
    expect(files[0].url).toMatch(/\.json$/);
  });

  test('should add sell images and upload the sell video on the sell-page tab', async ({ page }) => {
    const cityId = await cityIdAt(page.request, 10);
    await page.goto(`/dashboard/cities/${cityId}/sell-page`);
    const images = page.getByRole('region', { name: /^Sell images/ });
    await expect(images).toBeVisible({ timeout: 30_000 });
    const before = await getSellPage(page.request, cityId);

    const uploaded = page.waitForResponse(
      (r) => r.url().endsWith('/api/pictures/upload') && r.request().method() === 'POST',
    );
    await images.getByLabel('Upload to Sell images').setInputFiles({
      name: 'sell.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeImage({ width: 90, height: 60, color: '#ee7700' }),
    });
    const stored = (await (await uploaded).json()) as { url: string };
    await expect(page.getByText('Picture uploaded', { exact: true })).toBeVisible();
    await expect(images.getByRole('listitem')).toHaveCount(before.sellImages.length + 1);

    // A real recording (Chromium's MediaRecorder): the server parses the container, so a bare ftyp box is refused.
    const mp4 = RECORDED_MP4;
    const video = page.getByRole('region', { name: 'Sell video' });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/destinations/${cityId}`) && r.request().method() === 'PATCH',
    );
    await video.getByLabel('Upload video').setInputFiles({ name: 'tour.mp4', mimeType: 'video/mp4', buffer: mp4 });
    expect((await saved).status()).toBe(200);

    const after = await getSellPage(page.request, cityId);
    expect(after.sellImages[0].url).toBe(stored.url);
    expect(after.sellVideo?.url).toMatch(/\.mp4$/);
    await expect(video.locator('video')).toHaveAttribute('src', after.sellVideo?.url ?? '');
  });
});

async function getSellPage(request: APIRequestContext, cityId: number) {
  const filter = { fields: { id: true, sellImages: true, sellVideo: true } };
  const response = await request.get(
    `/api/destinations/${cityId}?filter=${encodeURIComponent(JSON.stringify(filter))}`,
  );
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { sellImages: { url: string }[]; sellVideo: { url: string } | null };
}
