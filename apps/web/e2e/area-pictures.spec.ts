import type { TWireRecord } from '@mise/contracts/common/wire';
import type { cityResource } from '@mise/contracts/resources/city';
import type { cuisineResource } from '@mise/contracts/resources/cuisine';
import type { dishResource } from '@mise/contracts/resources/dish';
import type { exploreListResource } from '@mise/contracts/resources/explore-list';
import type { landmarkResource } from '@mise/contracts/resources/landmark';
import type { placeResource } from '@mise/contracts/resources/place';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { moveByKeyboard } from './support/drag';
import { ADMIN_STORAGE_STATE } from './support/env';
import { uploadPicture } from './support/media';
import { apiGet, apiPost, uniqueSuffix } from './support/resource';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** An item of one of the areas below (or a place), with its picture list. */
type TWithPictures = Pick<
  TWireRecord<
    | typeof dishResource
    | typeof cuisineResource
    | typeof exploreListResource
    | typeof landmarkResource
    | typeof placeResource
  >,
  'id' | '_pictures'
>;

/** The four part-2 areas of issue 14, each with an Images tab the kit builds with the media kit. */
const AREAS = [
  {
    title: 'dishes',
    slug: 'dishes',
    path: 'foodDrinks',
    body: () => ({ name: `Pastiera ${uniqueSuffix()}` }),
    tab: (n: number) => `Images (${n})`,
  },
  {
    title: 'cuisines',
    slug: 'cuisines',
    path: 'cuisines',
    body: () => ({ name: `Molisan ${uniqueSuffix()}` }),
    tab: (n: number) => `Images (${n})`,
  },
  {
    title: 'explore lists',
    slug: 'explore',
    path: 'lists',
    withCity: true,
    body: () => ({ name: `Gelato run ${uniqueSuffix()}` }),
    tab: (n: number) => `Images - ${n}`,
  },
  {
    title: 'landmarks',
    slug: 'landmarks',
    path: 'landmarks',
    withCity: true,
    body: () => ({ name: `Old gate ${uniqueSuffix()}` }),
    tab: (n: number) => `Images (${n})`,
  },
] as const;

const section = (page: Page) => page.getByRole('region', { name: /^Pictures/ });

async function newItem(page: Page, area: (typeof AREAS)[number]): Promise<TWithPictures> {
  const body: Record<string, unknown> = area.body();
  if ('withCity' in area) {
    const [city] = await apiGet<Pick<TWireRecord<typeof cityResource>, 'id'>[]>(page.request, 'destinations', {
      filter: { where: { isPublished: true }, limit: 1, fields: ['id'] },
    });
    body.destinationId = city.id;
  }
  return apiPost<TWithPictures>(page.request, area.path, body);
}

test.describe('images of dishes, cuisines, explore lists and landmarks', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  for (const area of AREAS) {
    test(`should upload, add a video link, reorder with Save new order, caption and delete the ${area.title}' pictures`, async ({
      page,
    }) => {
      const item = await newItem(page, area);
      const stored = async () => (await apiGet<TWithPictures>(page.request, `${area.path}/${item.id}`))._pictures;
      await page.goto(`/dashboard/${area.slug}/${item.id}/images`);
      const tabs = page.getByRole('tablist');
      await expect(tabs.getByRole('tab', { name: area.tab(0), exact: true })).toBeVisible();

      await uploadPicture(page, { name: 'dish.jpg', color: '#aa5500' });
      await expect(tabs.getByRole('tab', { name: area.tab(1), exact: true })).toBeVisible();

      await section(page).getByRole('button', { name: 'Video link' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add video link' });
      await dialog.getByLabel('Video link').fill('https://youtu.be/dQw4w9WgXcQ');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(section(page).getByRole('listitem')).toHaveCount(2);
      await expect.poll(async () => (await stored()).length).toBe(2);
      const before = (await stored()).map((p) => p.id);

      await moveByKeyboard(section(page).getByRole('button', { name: 'Drag Picture 1' }), page, 'ArrowRight');
      await section(page).getByRole('button', { name: 'Save new order' }).click();
      await expect(page.getByText('Order updated succesfully', { exact: true })).toBeVisible();
      expect((await stored()).map((p) => p.id)).toEqual([before[1], before[0]]);

      const card = section(page).getByRole('listitem', { name: 'Picture 1' });
      await card.getByLabel('Caption').fill('By the window');
      await card.getByRole('button', { name: 'Save caption' }).click();
      await expect.poll(async () => (await stored())[0].caption).toBe('By the window');

      await section(page).getByRole('button', { name: 'View picture 1' }).click();
      const viewer = page.getByRole('dialog', { name: 'Picture viewer' });
      await expect(viewer.getByText('1 / 2')).toBeVisible();
      await viewer.getByRole('button', { name: 'close' }).click();

      await section(page).getByRole('button', { name: 'Delete picture 2' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await expect(page.getByText('Image deleted successfully', { exact: true })).toBeVisible();
      await expect.poll(async () => (await stored()).map((p) => p.id)).toEqual([before[1]]);
      await expect(tabs.getByRole('tab', { name: area.tab(1), exact: true })).toBeVisible();
    });
  }

  test("should upload a picture on a place's Images tab, stored and counted on the tab", async ({ page }) => {
    const [city] = await apiGet<{ id: number; name: string }[]>(page.request, 'destinations', {
      filter: { where: { isPublished: true }, limit: 1, fields: ['id', 'name'] },
    });
    const place = await apiPost<TWithPictures>(page.request, 'establishments', {
      name: `Tasca ${uniqueSuffix()}`,
      address: '1 Rua da Bica',
      city: city.name,
      destinationId: city.id,
    });
    await page.goto(`/dashboard/places/${place.id}/images`);
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: 'Images (0)', exact: true })).toBeVisible();
    await uploadPicture(page, { name: 'tasca.jpg', color: '#2266aa' });
    await expect(tabs.getByRole('tab', { name: 'Images (1)', exact: true })).toBeVisible();
    await expect(section(page).getByRole('listitem')).toHaveCount(1);
    await expect
      .poll(async () =>
        (await apiGet<TWithPictures>(page.request, `establishments/${place.id}`))._pictures.map((p) => p.url),
      )
      .toEqual([expect.stringMatching(/^\/img\//)]);
  });
});
