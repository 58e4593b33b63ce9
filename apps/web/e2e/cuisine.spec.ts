import type { TWireRecord } from '@mise/contracts/common/wire';
import type { cuisineResource } from '@mise/contracts/resources/cuisine';
import type { dishResource } from '@mise/contracts/resources/dish';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { addAndRemoveRelated, expectCopiedLinks, walkEditorialDetail, walkPlacesTab } from './support/editorial';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiGet, apiPost, expectToast, uniqueSuffix } from './support/resource';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

type TCuisine = TWireRecord<typeof cuisineResource>;
type TCuisineRef = Pick<TCuisine, 'id' | 'name'>;
type TDishRef = Pick<TWireRecord<typeof dishResource>, 'id' | 'name'>;

const rows = (page: Page) => page.getByRole('list', { name: 'Cuisines' }).getByRole('link');
const names = async (request: APIRequestContext, order: string) =>
  (await apiGet<TCuisineRef[]>(request, 'cuisines', { filter: { order, limit: 20, fields: ['id', 'name'] } })).map(
    (d) => d.name,
  );

test.describe('cuisines', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should list by name and sort Newest First and Oldest First', async ({ page }) => {
    const { request } = page;
    await page.goto('/dashboard/cuisines');
    await expect(rows(page).first()).toContainText((await names(request, 'name ASC, id ASC'))[0]);
    for (const [label, value, order] of [
      ['Newest First', 'newest', 'created DESC, id ASC'],
      ['Oldest First', 'oldest', 'created ASC, id ASC'],
    ] as const) {
      await page.getByRole('button', { name: /^Sort/ }).click();
      await page.getByRole('menuitem', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`sort=${value}`));
      await expect(rows(page).first()).toContainText((await names(request, order))[0]);
    }
  });

  test('should require a name, add a cuisine and open its details, edit it, and delete it back to the list', async ({
    page,
  }) => {
    const { request } = page;
    await page.goto('/dashboard/cuisines');
    await page.getByRole('button', { name: 'Add cuisine' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Cuisine' });
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('this field is required');
    const name = `Ligurian ${uniqueSuffix()}`;
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Cuisine Add Successful');
    await expect(page).toHaveURL(/\/dashboard\/cuisines\/\d+\/details$/);
    const id = Number(/cuisines\/(\d+)\//.exec(page.url())?.[1]);
    expect(await apiGet<TCuisine>(request, `cuisines/${id}`)).toMatchObject({ name, isPublished: false });

    const toolbar = page.getByRole('toolbar', { name: 'Cuisine actions' });
    await toolbar.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Cuisine' });
    await edit.getByRole('textbox', { name: 'Short description' }).fill('Pesto and focaccia');
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Cuisine update Successful');
    await expect
      .poll(async () => (await apiGet<TCuisine>(request, `cuisines/${id}`)).shortDescription)
      .toBe('Pesto and focaccia');

    await toolbar.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Success Delete!');
    await expect(page).toHaveURL(/\/dashboard\/cuisines(\?.*)?$/);
  });

  test('should publish, copy its two links, set flags and notes', async ({ page }) => {
    const cuisine = await apiPost<TCuisine>(page.request, 'cuisines', { name: `Sicilian ${uniqueSuffix()}` });
    await page.goto(`/dashboard/cuisines/${cuisine.id}/details`);
    const toolbar = page.getByRole('toolbar', { name: 'Cuisine actions' });
    const key = cuisine.slug || cuisine.id;
    await expectCopiedLinks(page, toolbar, [
      { label: 'Copy link', path: `/cuisines/${key}` },
      { label: 'Copy dishes link', path: `/cuisines/${key}/dishes` },
    ]);
    await walkEditorialDetail(page, toolbar, { apiPath: `cuisines/${cuisine.id}` });
  });

  test('should add and remove places and dishes through the tabs, seen from the other side too', async ({ page }) => {
    const { request } = page;
    const cuisine = await apiPost<TCuisineRef>(request, 'cuisines', { name: `Sardinian ${uniqueSuffix()}` });
    const dish = await apiPost<TDishRef>(request, 'foodDrinks', { name: `Culurgiones ${uniqueSuffix()}` });

    await page.goto(`/dashboard/cuisines/${cuisine.id}/places`);
    await walkPlacesTab(page, { ownerPath: 'cuisines', ownerId: cuisine.id, placeRelation: 'cuisines' });
    await page.getByRole('tab', { name: /^Dishes/ }).click();
    await addAndRemoveRelated(page, {
      request,
      tab: 'Dishes',
      addLabel: 'Add dishes',
      item: dish,
      toast: 'Dishes Added Successfully',
      ownerRelation: `cuisines/${cuisine.id}/foodDrinks`,
      otherSide: { path: `foodDrinks/${dish.id}/cuisines`, ownerId: cuisine.id },
    });
    await page.getByRole('tab', { name: /^Images/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/cuisines/${cuisine.id}/images$`));
    await expect(page.getByRole('heading', { name: 'Pictures' })).toBeVisible();
  });
});
