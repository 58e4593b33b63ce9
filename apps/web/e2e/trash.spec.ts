import { expect, test } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/env';
import { mainMenu } from './support/session';
import { apiGet, apiPatch, apiPost, expectToast, uniqueSuffix } from './support/resource';

type TRow = { id: number; name: string };

test.describe('trash', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should find a deleted place in the Trash and restore it into its list at its old position', async ({
    page,
  }) => {
    const suffix = uniqueSuffix();
    const city = await apiPost<TRow>(page.request, 'destinations', { name: `Bin City ${suffix}`, continent: 'europe' });
    const place = (name: string) =>
      apiPost<TRow>(page.request, 'establishments', { name, address: '1 Rua', city: 'Porto', destinationId: city.id });
    const [a, b, c] = [await place(`Alpha ${suffix}`), await place(`Binned ${suffix}`), await place(`Gamma ${suffix}`)];
    const list = await apiPost<TRow>(page.request, 'lists', { name: `Bin list ${suffix}`, destinationId: city.id });
    await apiPatch(page.request, `lists/${list.id}`, { establishmentIds: [a.id, b.id, c.id] });
    const order = async () =>
      (await apiGet<TRow[]>(page.request, `lists/${list.id}/establishments`)).map((row) => row.id);

    await page.goto(`/dashboard/places/${b.id}/details`);
    await page.getByRole('article').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/dashboard\/places$/);
    expect(await order()).toEqual([a.id, c.id]);

    await mainMenu(page).getByRole('link', { name: 'Trash' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Place', exact: true }).click();
    await page.getByRole('textbox', { name: 'Search by name' }).fill(`Binned ${suffix}`);
    const table = page.getByRole('table', { name: 'Trashed items, newest first' });
    const row = table.getByRole('row', { name: new RegExp(`Binned ${suffix}`) });
    await expect(row).toBeVisible();
    await expect(row).toContainText(`Bin City ${suffix}`);
    await expect(row).toContainText('Admin');
    await expect(table.getByRole('row')).toHaveCount(2);
    await row.getByRole('button', { name: `Restore Binned ${suffix}` }).click();
    await expectToast(page, 'Restored');
    await expect(row).toBeHidden();
    expect(await order()).toEqual([a.id, b.id, c.id]);
  });

  test("should ask to restore a place's trashed city with it, and restore both", async ({ page }) => {
    const suffix = uniqueSuffix();
    const city = await apiPost<TRow>(page.request, 'destinations', {
      name: `Lost City ${suffix}`,
      continent: 'europe',
    });
    const place = await apiPost<TRow>(page.request, 'establishments', {
      name: `Lost Place ${suffix}`,
      address: '2 Rua',
      city: 'Porto',
      destinationId: city.id,
    });
    for (const path of [`establishments/${place.id}`, `destinations/${city.id}`])
      expect((await page.request.delete(`/api/${path}`)).ok()).toBe(true);

    await page.goto('/dashboard/trash');
    await page.getByRole('textbox', { name: 'Search by name' }).fill(`Lost Place ${suffix}`);
    const table = page.getByRole('table', { name: 'Trashed items, newest first' });
    await table.getByRole('checkbox', { name: `Select Lost Place ${suffix}` }).check();
    await page.getByRole('button', { name: 'Restore selected (1)' }).click();
    const ask = page.getByRole('dialog', { name: 'Restore together?' });
    await expect(ask).toContainText(`"Lost City ${suffix}" is in the trash too`);
    await ask.getByRole('button', { name: 'Restore both' }).click();
    await expectToast(page, '2 restored');
    expect((await page.request.get(`/api/establishments/${place.id}`)).ok()).toBe(true);
    expect((await page.request.get(`/api/destinations/${city.id}`)).ok()).toBe(true);
  });
});
