import type { TWireRecord } from '@mise/contracts/common/wire';
import type { cityResource } from '@mise/contracts/resources/city';
import type { exploreListResource } from '@mise/contracts/resources/explore-list';
import type { placeResource } from '@mise/contracts/resources/place';
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { moveByKeyboard } from './support/drag';
import { expectCopiedLinks, walkEditorialDetail } from './support/editorial';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiGet, apiPost, expectToast, uniqueSuffix } from './support/resource';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

type TList = TWireRecord<typeof exploreListResource>;
type TCityRef = Pick<TWireRecord<typeof cityResource>, 'id' | 'name'>;
type TPlaceRef = Pick<TWireRecord<typeof placeResource>, 'id' | 'name'>;

const count = async (page: Page, where: object) =>
  (await apiGet<{ count: number }>(page.request, 'lists/count', { where })).count;
const publishedCity = async (page: Page) =>
  (
    await apiGet<TCityRef[]>(page.request, 'destinations', {
      filter: { where: { isPublished: true }, order: 'name ASC', limit: 1, fields: ['id', 'name'] },
    })
  )[0];
/** The list's total as the console words it. */
const items = (n: number) => (n === 1 ? '1 item' : `${n.toLocaleString('en-US')} items`);
const placeIds = async (page: Page, listId: number) =>
  (await apiGet<TPlaceRef[]>(page.request, `lists/${listId}/establishments`)).map((p) => p.id);
/** A place in the city, published when asked: the explore picker offers published places only (part 2 §7). */
const newPlace = async (
  page: Page,
  city: TCityRef,
  { name, published = true }: { name: string; published?: boolean },
) => {
  const place = await apiPost<TPlaceRef>(page.request, 'establishments', {
    name,
    address: '1 Rua',
    city: city.name,
    destinationId: city.id,
  });
  if (published) await apiPost(page.request, `establishments/${place.id}/publish`, { publish: true });
  return place;
};

test.describe('explore lists', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should filter by each choice and export the filtered lists as CSV', async ({ page }) => {
    await page.goto('/dashboard/explore');
    await expect(page.getByText(items(await count(page, {})), { exact: true })).toBeVisible();
    for (const [label, value, where] of [
      ['Published', 'published', { isPublished: true }],
      ['Unpublished', 'unpublished', { isPublished: false }],
      ['Newly Added', 'newly-added', { newlyAdded: true }],
      ['Recently Updated', 'recently-updated', { recentlyUpdated: true }],
    ] as const) {
      await page.getByRole('button', { name: /^Filter/ }).click();
      const panel = page.getByRole('dialog', { name: 'Filter' });
      await panel.getByRole('radio', { name: label, exact: true }).check();
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(new RegExp(`filter=${value}`));
      await expect(page.getByText(items(await count(page, where)), { exact: true })).toBeVisible();
    }
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^List-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    // The export follows the list: the last filter applied (Recently Updated).
    expect(text.trimEnd().split('\n')).toHaveLength((await count(page, { recentlyUpdated: true })) + 1);
    await expectToast(page, 'CSV exported');
  });

  test('should require a city and a name, add a list and open its details, edit it, and delete it back to the list', async ({
    page,
  }) => {
    const city = await publishedCity(page);
    await page.goto('/dashboard/explore');
    await page.getByRole('button', { name: 'Add explore list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Explore List' });
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(dialog.getByRole('combobox', { name: 'City' })).toHaveAccessibleDescription('This is required');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('This is required');
    const name = `Late bites ${uniqueSuffix()}`;
    await dialog.getByRole('combobox', { name: 'City' }).fill(city.name);
    await page.getByRole('option', { name: city.name, exact: true }).first().click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Item added successfully');
    await expect(page).toHaveURL(/\/dashboard\/explore\/\d+\/details$/);
    const id = Number(/explore\/(\d+)\//.exec(page.url())?.[1]);
    expect(await apiGet<TList>(page.request, `lists/${id}`)).toMatchObject({
      name,
      destinationId: city.id,
      isPublished: false,
    });
    await expect(page.getByText(city.name).first()).toBeVisible();

    const toolbar = page.getByRole('toolbar', { name: 'Explore list actions' });
    await toolbar.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Explore List' });
    await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} edited`);
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Item edited successfully');
    await expect.poll(async () => (await apiGet<TList>(page.request, `lists/${id}`)).name).toBe(`${name} edited`);

    await toolbar.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Item Deleted Successfully');
    await expect(page).toHaveURL(/\/dashboard\/explore(\?.*)?$/);
  });

  test('should copy its link, publish, set flags and notes, and open from a history link', async ({ page }) => {
    const city = await publishedCity(page);
    const list = await apiPost<TList>(page.request, 'lists', {
      name: `Sunday brunch ${uniqueSuffix()}`,
      destinationId: city.id,
    });
    // Other views link to /dashboard/explore/{id}/history: it opens the list.
    await page.goto(`/dashboard/explore/${list.id}/history`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/explore/${list.id}/details$`));
    const toolbar = page.getByRole('toolbar', { name: 'Explore list actions' });
    await expectCopiedLinks(page, toolbar, [{ label: 'Copy link', path: `/explore/${list.slug || list.id}` }]);
    await walkEditorialDetail(page, toolbar, { apiPath: `lists/${list.id}` });
  });

  test('should add places through the picker, reorder them by drag, edit one, delete one, with the tab counts', async ({
    page,
  }) => {
    const city = await publishedCity(page);
    const list = await apiPost<TList>(page.request, 'lists', {
      name: `Coffee crawl ${uniqueSuffix()}`,
      destinationId: city.id,
    });
    const token = `Zx${uniqueSuffix()}`;
    const places: TPlaceRef[] = [];
    for (const n of ['A', 'B', 'C']) places.push(await newPlace(page, city, { name: `${token} ${n}` }));
    await page.goto(`/dashboard/explore/${list.id}/places`);
    const tabs = page.getByRole('tablist');
    await expect(tabs.getByRole('tab', { name: 'Places - 0', exact: true })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Images - 0', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add places', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'add places' });
    await dialog.getByRole('textbox', { name: 'Search' }).fill(token);
    for (const place of places) await dialog.getByRole('checkbox', { name: place.name, exact: true }).check();
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Place Add / remove successfull.');
    expect(await placeIds(page, list.id)).toEqual(places.map((p) => p.id));
    await expect(tabs.getByRole('tab', { name: 'Places - 3', exact: true })).toBeVisible();

    const rowsOfPlaces = page.getByRole('list', { name: 'Places', exact: true }).getByRole('listitem');
    await moveByKeyboard(rowsOfPlaces.nth(0).getByRole('button', { name: 'Drag to reorder' }), page, 'ArrowDown');
    await expectToast(page, 'Place Reordered successfully');
    expect(await placeIds(page, list.id)).toEqual([places[1].id, places[0].id, places[2].id]);
    // Each place's name opens its page; its Edit button opens the place with its form, and Back returns to the list.
    await expect(rowsOfPlaces.nth(0).getByRole('link', { name: places[1].name, exact: true })).toHaveAttribute(
      'href',
      `/dashboard/places/${places[1].id}/details`,
    );
    await rowsOfPlaces
      .nth(0)
      .getByRole('link', { name: `Edit ${places[1].name}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/places/${places[1].id}/details$`));
    const edit = page.getByRole('dialog', { name: `Update ${places[1].name}` });
    const renamed = `${places[1].name} edited`;
    await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(renamed);
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Place Details Updated');
    await expect
      .poll(async () => (await apiGet<TPlaceRef>(page.request, `establishments/${places[1].id}`)).name)
      .toBe(renamed);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/dashboard/explore/${list.id}/places$`));
    await expect(rowsOfPlaces.nth(0).getByRole('link', { name: renamed, exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Remove ${places[2].name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Place Deleted');
    expect(await placeIds(page, list.id)).toEqual([places[1].id, places[0].id]);
    await expect(tabs.getByRole('tab', { name: 'Places - 2', exact: true })).toBeVisible();
  });

  test('should page the place picker by 30 and offer published places only', async ({ page }) => {
    const city = await publishedCity(page);
    const list = await apiPost<TList>(page.request, 'lists', {
      name: `Picker paging ${uniqueSuffix()}`,
      destinationId: city.id,
    });
    const token = `Pq${uniqueSuffix()}`;
    // Named to sort first, so it would head page 1 if the picker offered unpublished places.
    const draft = await newPlace(page, city, { name: `${token} 00 draft`, published: false });
    const published: TPlaceRef[] = [];
    for (let n = 1; n <= 31; n += 1)
      published.push(await newPlace(page, city, { name: `${token} ${String(n).padStart(2, '0')}` }));

    await page.goto(`/dashboard/explore/${list.id}/places`);
    const asked = page.waitForRequest((req) => req.url().includes('/api/Establishments/filter'));
    await page.getByRole('button', { name: 'Add places', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'add places' });
    // The call as §7 writes it: limit 30, where isPublished true.
    const filter = JSON.parse(new URL((await asked).url()).searchParams.get('filter') ?? '{}') as {
      limit: number;
      where: { isPublished: boolean };
    };
    expect(filter).toMatchObject({ limit: 30, skip: 0, where: { isPublished: true } });

    await dialog.getByRole('textbox', { name: 'Search' }).fill(token);
    const rows = dialog.getByRole('list', { name: 'add places' }).getByRole('checkbox');
    await expect(dialog.getByRole('checkbox', { name: published[0].name, exact: true })).toBeVisible();
    await expect(rows).toHaveCount(30);
    await expect(dialog.getByRole('checkbox', { name: published[29].name, exact: true })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: draft.name, exact: true })).toHaveCount(0);
    const pages = dialog.getByRole('navigation', { name: 'add places pages' });
    await pages.getByRole('button', { name: 'page 2' }).click();
    await expect(dialog.getByRole('checkbox', { name: published[30].name, exact: true })).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(pages.getByRole('button', { name: 'page 3' })).toHaveCount(0);
  });
});
