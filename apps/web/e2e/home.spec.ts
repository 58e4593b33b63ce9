import type { TCallAnswer } from '@mise/contracts/common/call';
import type { TWireRecord } from '@mise/contracts/common/wire';
import type { calls } from '@mise/contracts/calls';
import type { cityResource } from '@mise/contracts/resources/city';
import type { dishResource } from '@mise/contracts/resources/dish';
import type { homeSectionResource } from '@mise/contracts/resources/home-section';
import type { placeResource } from '@mise/contracts/resources/place';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { moveByKeyboard } from './support/drag';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiGet, expectToast, uniqueSuffix } from './support/resource';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

type TSection = TWireRecord<typeof homeSectionResource>;
type TEntry = TCallAnswer<typeof calls.homeSection.entries>[number];
type TCityRef = Pick<TWireRecord<typeof cityResource>, 'id' | 'name'>;
type TDishRef = Pick<TWireRecord<typeof dishResource>, 'id' | 'name'>;
type TPlace = TWireRecord<typeof placeResource>;

const TABS = [
  ['videos', 'Videos', 'hero_videos'],
  ['whats-new', "What's New", 'whats_new'],
  ['editors-pick', "Editor's Pick", 'editors_pick'],
  ['eatinerary', 'Eatinerary', 'eatinerary'],
  ['dish', 'Dish', 'dish'],
  ['travel-worthy', 'Travel Worthy', 'travel_worthy'],
  ['destinations', 'Destinations', 'destinations'],
  ['explore-city', 'Explore City', 'explore_city'],
] as const;

const sectionOf = async (page: Page, slug: string) =>
  (await apiGet<TSection[]>(page.request, 'homeSections', { filter: { where: { slug } } }))[0];
const entriesOf = async (page: Page, sectionId: number) =>
  apiGet<TEntry[]>(page.request, `homeSections/${sectionId}/entity-sections`);
const entryList = (page: Page, label: string) => page.getByRole('list', { name: `${label} entries` });

/** Picks the first published city as the city of the videos to upload. */
async function chooseVideoCity(page: Page): Promise<TCityRef> {
  const [city] = await apiGet<TCityRef[]>(page.request, 'destinations', {
    filter: { where: { isPublished: true }, order: 'name ASC', limit: 1 },
  });
  await page.getByRole('combobox', { name: 'City of the video' }).fill(city.name);
  await page.getByRole('option', { name: city.name, exact: true }).first().click();
  return city;
}

/** A real WebM clip made by the browser itself (canvas → MediaRecorder), so no video tool or binary fixture is needed. */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 8; frame++) {
      context.fillStyle = `hsl(${frame * 40}, 80%, 50%)`;
      context.fillRect(0, 0, 64, 48);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let text = '';
    bytes.forEach((b) => (text += String.fromCharCode(b)));
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

test.describe('home curation', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should redirect to videos and show the eight tabs, each listing its section’s entries with subject and city', async ({
    page,
  }) => {
    await page.goto('/dashboard/home');
    await expect(page).toHaveURL(/\/dashboard\/home\/videos$/);
    const tabs = page.getByRole('tablist', { name: 'Home sections' }).getByRole('tab');
    await expect(tabs).toHaveText(TABS.map(([, label]) => label));
    for (const [route, label, slug] of TABS) {
      await tabs.filter({ hasText: label }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/home/${route}$`));
      const entries = await entriesOf(page, (await sectionOf(page, slug)).id);
      const rows = entryList(page, label).getByRole('listitem');
      await expect(rows).toHaveCount(entries.length);
      expect(entries.length, `the demo content fills ${label}`).toBeGreaterThan(0);
      if (entries[0]) {
        await expect(rows.first()).toContainText(`1. ${entries[0].name ?? ''}`);
        if (entries[0].destination) await expect(rows.first()).toContainText(entries[0].destination.name);
      }
      // What a row points at reads as staff call it ('Place: …', 'City: …'), never the model ('Establishment: …', issue 28).
      for (const text of await rows.allTextContents())
        expect(text).not.toMatch(/Establishment|FoodDrink|Destination|Eateries/);
      // A city entry names its city once ('City: Melbourne', not 'City: Melbourne · Melbourne').
      if (slug === 'destinations' && entries[0]) await expect(rows.first()).not.toContainText(' · ');
    }
  });

  for (const [route, label, slug] of TABS.filter(([r]) =>
    ['whats-new', 'editors-pick', 'eatinerary', 'destinations', 'explore-city'].includes(r),
  )) {
    test(`should add through the picker and remove with a question on ${label}`, async ({ page }) => {
      const section = await sectionOf(page, slug);
      const before = await entriesOf(page, section.id);
      await page.goto(`/dashboard/home/${route}`);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `add to ${label}` });
      const free = dialog.getByRole('checkbox', { disabled: false }).first();
      await free.check();
      await dialog.getByRole('button', { name: 'SAVE' }).click();
      await expectToast(page, 'Item added successfully');
      await expect(dialog).toBeHidden();
      const after = await entriesOf(page, section.id);
      expect(after).toHaveLength(before.length + 1);
      const added = after[after.length - 1];
      expect(added.order).toBe(after.length);
      const rows = entryList(page, label).getByRole('listitem');
      await expect(rows).toHaveCount(after.length);
      await rows
        .last()
        .getByRole('button', { name: `Remove ${added.name ?? ''}` })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await expectToast(page, 'Item Deleted Successfully');
      await expect(rows).toHaveCount(before.length);
      expect((await entriesOf(page, section.id)).map((e) => e.id)).toEqual(before.map((e) => e.id));
    });
  }

  test('should reorder by dragging and rename, both kept after a reload', async ({ page }) => {
    const section = await sectionOf(page, 'editors_pick');
    const before = await entriesOf(page, section.id);
    expect(before.length).toBeGreaterThanOrEqual(2);
    await page.goto('/dashboard/home/editors-pick');
    const rows = entryList(page, "Editor's Pick").getByRole('listitem');
    await moveByKeyboard(rows.nth(0).getByRole('button', { name: 'Drag to reorder' }), page, 'ArrowDown');
    await expectToast(page, 'Order updated succesfully');
    const moved = [before[1].id, before[0].id, ...before.slice(2).map((e) => e.id)];
    expect((await entriesOf(page, section.id)).map((e) => e.id)).toEqual(moved);
    const name = `Editor's Pick ${uniqueSuffix()}`;
    const field = page.getByRole('textbox', { name: 'Section name' });
    await field.fill('');
    await expect(field).toHaveAccessibleDescription('This field is required');
    await field.fill(name);
    await page.getByRole('button', { name: 'Rename' }).click();
    await expectToast(page, 'Item edited successfully');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Section name' })).toHaveValue(name);
    await expect(rows.nth(0)).toContainText(`1. ${before[1].name ?? ''}`);
    await expect(rows.nth(1)).toContainText(`2. ${before[0].name ?? ''}`);
  });

  test("should offer only the chosen city's iconic dishes, and only published places rated 3 for Travel Worthy", async ({
    page,
  }) => {
    const cities = await apiGet<Pick<TWireRecord<typeof cityResource>, 'id' | 'name' | 'iconicFoodDrinkIds'>[]>(
      page.request,
      'destinations',
      {
        filter: { fields: { id: true, name: true, iconicFoodDrinkIds: true }, order: 'id ASC', limit: 200 },
      },
    );
    const city = cities.find((c) => c.iconicFoodDrinkIds.length > 0 && c.iconicFoodDrinkIds.length <= 20);
    expect(city, 'a seeded city with iconic dishes').toBeDefined();
    if (!city) return;
    const iconic = await apiGet<TDishRef[]>(page.request, 'foodDrinks', {
      filter: { where: { id: { inq: city.iconicFoodDrinkIds } }, fields: { id: true, name: true } },
    });
    await page.goto('/dashboard/home/dish');
    await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
    await page.getByRole('combobox', { name: 'City' }).fill(city.name);
    await page.getByRole('option', { name: city.name, exact: true }).first().click();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'add to Dish' });
    const boxes = dialog.getByRole('checkbox');
    await expect(boxes).toHaveCount(iconic.length);
    const offered = await Promise.all(
      (await boxes.all()).map(async (b) => (await b.getAttribute('aria-labelledby')) ?? ''),
    );
    const names = await Promise.all(offered.map((id) => dialog.locator(`#${id}`).textContent()));
    expect(names.sort()).toEqual(iconic.map((d) => d.name).sort());
    // An iconic dish added here carries the chosen city.
    const dishSection = await sectionOf(page, 'dish');
    const before = await entriesOf(page, dishSection.id);
    await dialog.getByRole('checkbox', { disabled: false }).first().check();
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Item added successfully');
    const added = (await entriesOf(page, dishSection.id)).filter((e) => !before.some((b) => b.id === e.id));
    expect(added).toHaveLength(1);
    expect(added[0].destination).toEqual({ id: city.id, name: city.name });
    expect(city.iconicFoodDrinkIds).toContain(added[0].subjectId);
    await expect(entryList(page, 'Dish').getByRole('listitem').last()).toContainText(city.name);
    const cleanup = await page.request.post(`/api/homeSections/${dishSection.id}/entity-sections/add-remove-bulk`, {
      data: { toRemove: [added[0].id] },
    });
    expect(cleanup.status()).toBe(200);

    // Travel Worthy: a page of the picker holds only published places with rating 3; the server refuses a rated-2 place.
    const allowed = await apiGet<{ count: number }>(page.request, 'establishments/count', {
      where: { isPublished: true, guideRating: 3 },
    });
    await page.goto('/dashboard/home/travel-worthy');
    await expect(page.getByText('Only published places with rating 3')).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const travel = page.getByRole('dialog', { name: 'add to Travel Worthy' });
    await expect(travel.getByRole('checkbox')).toHaveCount(Math.min(allowed.count, 20));
    const first = await travel.getByRole('checkbox').first().getAttribute('aria-labelledby');
    const firstName = (await travel.locator(`#${first ?? ''}`).textContent()) ?? '';
    const [place] = await apiGet<Pick<TPlace, 'isPublished' | 'guideRating'>[]>(page.request, 'establishments', {
      filter: { where: { name: firstName }, limit: 1 },
    });
    expect(place).toMatchObject({ isPublished: true, guideRating: 3 });
    const [rated2] = await apiGet<Pick<TPlace, 'id' | 'name'>[]>(page.request, 'establishments', {
      filter: { where: { isPublished: true, guideRating: 2 }, limit: 1 },
    });
    const section = await sectionOf(page, 'travel_worthy');
    const refused = await page.request.post(`/api/homeSections/${section.id}/entity-sections/add-remove-bulk`, {
      data: { toAdd: [{ subjectType: 'Establishment', subjectId: rated2.id }] },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('Travel Worthy takes published places with rating 3');
  });

  test('should upload several videos with progress, refuse a non-video, serve a video with 206 to a Range request, and remove it', async ({
    page,
  }) => {
    const section = await sectionOf(page, 'hero_videos');
    const before = await entriesOf(page, section.id);
    await page.goto('/dashboard/home/videos');
    const webm = await recordWebm(page);
    const city = await chooseVideoCity(page);
    const clip = `clip-${uniqueSuffix()}`;
    // The answers are held back a moment, so each file's progress bar can be seen while it uploads.
    await page.route('**/api/homeSections/*/videos?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByLabel('Upload videos').setInputFiles([
      { name: `${clip}-a.webm`, mimeType: 'video/webm', buffer: webm },
      { name: `${clip}-b.webm`, mimeType: 'video/webm', buffer: webm },
      { name: 'notes.mp4', mimeType: 'video/mp4', buffer: Buffer.from('This is a shopping list, not a video.\n') },
    ]);
    await expect(page.getByRole('progressbar', { name: `Uploading ${clip}-a.webm` })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: `Uploading ${clip}-b.webm` })).toBeVisible();
    // The refusal is toasted with the server's reason (not hidden by the files that land after it), and stays listed.
    await expectToast(
      page,
      'notes.mp4: This file is not an accepted type; upload an MP4, WebM or QuickTime video',
      'error',
    );
    await expect(page.getByRole('alert').filter({ hasText: 'notes.mp4:' })).toContainText('not an accepted type');
    const rows = entryList(page, 'Videos').getByRole('listitem');
    await expect(rows).toHaveCount(before.length + 2);
    const after = await entriesOf(page, section.id);
    // The files upload side by side, so either may land first.
    const added = after
      .filter((e) => e.name?.startsWith(clip))
      .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
    expect(added.map((e) => e.name).sort()).toEqual([`${clip}-a`, `${clip}-b`]);
    expect(added.every((e) => e.destination?.id === city.id && e.videoUrl?.endsWith('.webm'))).toBe(true);
    await expect(rows.filter({ hasText: `${clip}-a` }).locator('video')).toHaveAttribute(
      'src',
      added[0].videoUrl ?? '',
    );

    const url = added[0].videoUrl ?? '';
    const part = await page.request.get(url, { headers: { range: 'bytes=0-3' } });
    expect(part.status()).toBe(206);
    expect(part.headers()['content-range']).toBe(`bytes 0-3/${webm.length}`);
    expect([...(await part.body())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect((await page.request.get(url, { headers: { range: `bytes=${webm.length + 10}-` } })).status()).toBe(416);

    for (const entry of added) {
      await rows
        .filter({ hasText: entry.name ?? '' })
        .getByRole('button', { name: `Remove ${entry.name ?? ''}` })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await expectToast(page, 'Item Deleted Successfully');
    }
    await expect(rows).toHaveCount(before.length);
    expect((await page.request.get(url)).status()).toBe(404);
  });

  test('should toast why a video over the upload limit is refused (413), and add nothing', async ({ page }) => {
    const section = await sectionOf(page, 'hero_videos');
    const before = await entriesOf(page, section.id);
    await page.goto('/dashboard/home/videos');
    await chooseVideoCity(page);
    // UPLOAD_LIMIT is 20 MB here: a file 1 MB over it.
    await page
      .getByLabel('Upload videos')
      .setInputFiles({ name: 'long-take.webm', mimeType: 'video/webm', buffer: Buffer.alloc(21 * 1024 * 1024) });
    await expectToast(page, 'long-take.webm: The file is larger than 20 MB', 'error');
    await expect(page.getByRole('alert').filter({ hasText: 'long-take.webm:' })).toContainText('larger than 20 MB');
    expect(await entriesOf(page, section.id)).toHaveLength(before.length);
  });

  test('should preview the eight sections in order with each shown entry’s picture, name and city', async ({
    page,
  }) => {
    const preview = await apiGet<TCallAnswer<typeof calls.homeSection.preview>>(page.request, 'homeSections/preview');
    expect(preview).toHaveLength(8);
    await page.goto('/dashboard/home/whats-new');
    await page.getByRole('link', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/\/dashboard\/home\/preview$/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(preview.map((s) => s.name));
    const shown = preview.find((s) => s.entries.length > 0 && s.entries[0].destination);
    expect(shown, 'a section with a shown entry').toBeDefined();
    if (!shown) return;
    const card = page.getByRole('region', { name: shown.name }).getByRole('listitem').first();
    await expect(card).toContainText(shown.entries[0].name ?? '');
    await expect(card).toContainText(shown.entries[0].destination?.name ?? '');
    // Nothing here edits: no Add, Remove or drag handle.
    await expect(page.getByRole('button', { name: /^(Add|Remove|Drag to reorder)/ })).toHaveCount(0);
  });
});
