import type { TWireRecord } from '@mise/contracts/common/wire';
import type { cityResource } from '@mise/contracts/resources/city';
import type { cuisineResource } from '@mise/contracts/resources/cuisine';
import type { dishResource } from '@mise/contracts/resources/dish';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { addAndRemoveRelated, expectCopiedLinks, walkEditorialDetail, walkPlacesTab } from './support/editorial';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiGet, apiPost, expectToast, uniqueSuffix } from './support/resource';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

type TDish = TWireRecord<typeof dishResource>;
type TDishRef = Pick<TDish, 'id' | 'name'>;
type TCityRef = Pick<TWireRecord<typeof cityResource>, 'id' | 'name'>;
type TCuisineRef = Pick<TWireRecord<typeof cuisineResource>, 'id' | 'name'>;

const rows = (page: Page) => page.getByRole('list', { name: 'Dishes' }).getByRole('link');
const names = async (request: APIRequestContext, order: string, where: object = {}) =>
  (
    await apiGet<TDishRef[]>(request, 'foodDrinks', { filter: { where, order, limit: 20, fields: ['id', 'name'] } })
  ).map((d) => d.name);
const cityWhere = (isPublished: boolean) => ({
  filter: { where: { isPublished }, order: 'name ASC', limit: 1, fields: ['id', 'name'] },
});

test.describe('dishes', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should list 20 per page, sort, filter and search', async ({ page }) => {
    const { request } = page;
    await page.goto('/dashboard/dishes');
    await expect(rows(page)).toHaveCount(20);
    await expect(rows(page).first()).toContainText((await names(request, 'name ASC, id ASC'))[0]);
    await page.getByRole('button', { name: /^Sort/ }).click();
    await page.getByRole('menuitem', { name: 'Recently Modified' }).click();
    await expect(page).toHaveURL(/sort=modified/);
    await expect(rows(page).first()).toContainText((await names(request, 'updated DESC, id ASC'))[0]);

    await page.getByRole('button', { name: /^Filter/ }).click();
    const panel = page.getByRole('dialog', { name: 'Filter' });
    await panel.getByRole('radio', { name: 'Unpublished' }).check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/filter=unpublished/);
    const { count } = await apiGet<{ count: number }>(request, 'foodDrinks/count', { where: { isPublished: false } });
    await expect(page.getByText(`${count} items`, { exact: true })).toBeVisible();

    const dish = await apiPost<TDish>(request, 'foodDrinks', { name: `Sfogliatella ${uniqueSuffix()}` });
    await page.getByRole('searchbox', { name: 'Search dishes' }).fill(dish.name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(dish.name);
  });

  test('should require a name, offer published cities only, add a drink and open its history, then edit it', async ({
    page,
  }) => {
    const { request } = page;
    const [published] = await apiGet<TCityRef[]>(request, 'destinations', cityWhere(true));
    // An unpublished city of our own, so the check below never rests on the demo content having one.
    const unpublished = await apiPost<TCityRef>(request, 'destinations', {
      name: `${published.name} Unlisted ${uniqueSuffix()}`,
      continent: 'europe',
    });
    await page.goto('/dashboard/dishes');
    await page.getByRole('button', { name: 'Add dish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Dish' });
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('this field is required');
    await expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveText('Food');

    const name = `Limoncello ${uniqueSuffix()}`;
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Drink' }).click();
    const cities = dialog.getByRole('combobox', { name: 'Cities' });
    await cities.fill(unpublished.name);
    // The search has answered (the list says so) before the option's absence is read.
    await expect(page.getByText('No city matches')).toBeVisible();
    await expect(page.getByRole('option', { name: unpublished.name, exact: true })).toHaveCount(0);
    await cities.fill('');
    await cities.fill(published.name);
    await page.getByRole('option', { name: published.name, exact: true }).first().click();
    await dialog.getByRole('textbox', { name: 'Short description' }).fill('Lemon liqueur from the coast');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Add Dish Successful');
    await expect(page).toHaveURL(/\/dashboard\/dishes\/\d+\/history$/);
    const id = Number(/dishes\/(\d+)\//.exec(page.url())?.[1]);
    expect(await apiGet<TDish>(request, `foodDrinks/${id}`)).toMatchObject({ name, type: 'drink', isPublished: false });
    expect((await apiGet<TCityRef[]>(request, `foodDrinks/${id}/destinations`)).map((c) => c.id)).toEqual([
      published.id,
    ]);

    const toolbar = page.getByRole('toolbar', { name: 'Dish actions' });
    await toolbar.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Dish' });
    await expect(edit.getByRole('button', { name: published.name })).toBeVisible();
    await edit.getByRole('textbox', { name: 'Description', exact: true }).fill('Served ice cold after dinner');
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Edit Dish Successful');
    await expect
      .poll(async () => (await apiGet<TDish>(request, `foodDrinks/${id}`)).description)
      .toBe('Served ice cold after dinner');
  });

  test('should publish, copy its three links, set flags and notes, and delete back to the list', async ({ page }) => {
    const dish = await apiPost<TDish>(page.request, 'foodDrinks', { name: `Babà ${uniqueSuffix()}` });
    await page.goto(`/dashboard/dishes/${dish.id}/history`);
    const toolbar = page.getByRole('toolbar', { name: 'Dish actions' });
    const key = dish.slug || dish.id;
    await expectCopiedLinks(page, toolbar, [
      { label: 'Copy link', path: `/dishes/${key}` },
      { label: 'Copy places link', path: `/dishes/${key}/places` },
      { label: 'Copy cuisines link', path: `/dishes/${key}/cuisines` },
    ]);
    await walkEditorialDetail(page, toolbar, { apiPath: `foodDrinks/${dish.id}` });

    await toolbar.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Success Delete!');
    await expect(page).toHaveURL(/\/dashboard\/dishes(\?.*)?$/);
    const [kept] = await apiGet<Pick<TDish, 'id'>[]>(page.request, 'foodDrinks', {
      filter: { where: { id: dish.id, deleted: true }, fields: ['id'] },
    });
    expect(kept?.id).toBe(dish.id);
  });

  test('should add and remove cuisines and places through the tabs, seen from the other side too', async ({ page }) => {
    const { request } = page;
    const dish = await apiPost<TDish>(request, 'foodDrinks', { name: `Ragù ${uniqueSuffix()}` });
    const cuisine = await apiPost<TCuisineRef>(request, 'cuisines', { name: `Campanian ${uniqueSuffix()}` });

    await page.goto(`/dashboard/dishes/${dish.id}/cuisines`);
    await addAndRemoveRelated(page, {
      request,
      tab: 'Cuisines',
      addLabel: 'Add cuisines',
      item: cuisine,
      toast: 'Cuisines Updated Successfully',
      ownerRelation: `foodDrinks/${dish.id}/cuisines`,
      otherSide: { path: `cuisines/${cuisine.id}/foodDrinks`, ownerId: dish.id },
    });
    await page.getByRole('tab', { name: /^Places/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/dishes/${dish.id}/places$`));
    await walkPlacesTab(page, { ownerPath: 'foodDrinks', ownerId: dish.id, placeRelation: 'foodDrinks' });
    await page.getByRole('tab', { name: /^Images/ }).click();
    await expect(page.getByRole('tab', { name: 'Images (0)', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pictures' })).toBeVisible();
  });
});
