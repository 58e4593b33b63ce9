import { expect, test } from '@playwright/test';
import { ADMIN_STORAGE_STATE, E2E_ADMIN } from './support/env';
import { mainMenu } from './support/session';
import { apiGet, apiPost, uniqueSuffix } from './support/resource';

type TRow = { id: number; name: string };

test.describe('empty trash', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should delete everything in the trash for good after both confirmations', async ({ page }) => {
    const suffix = uniqueSuffix();
    const city = await apiPost<TRow>(page.request, 'destinations', {
      name: `Empty City ${suffix}`,
      continent: 'europe',
    });
    const place = await apiPost<TRow>(page.request, 'establishments', {
      name: `Emptied Place ${suffix}`,
      address: '3 Rua',
      city: 'Porto',
      destinationId: city.id,
    });
    expect((await page.request.delete(`/api/establishments/${place.id}`)).ok()).toBe(true);
    const { count } = await apiGet<{ count: number }>(page.request, 'trash/summary');
    expect(count).toBeGreaterThan(0);

    await page.goto('/dashboard');
    await mainMenu(page).getByRole('link', { name: 'Trash' }).click();
    await expect(page.getByText('Records in the trash are deleted for good after 30 days.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Trashed items, newest first' });
    await expect(table.getByRole('row', { name: new RegExp(`Emptied Place ${suffix}`) })).toBeVisible();

    await page.getByRole('button', { name: 'Empty trash' }).click();
    const warning = page.getByRole('dialog', { name: 'Empty the trash?' });
    await expect(warning).toContainText(
      `Everything in the trash, ${count} record${count === 1 ? '' : 's'}, is deleted for good. This cannot be undone.`,
    );
    await warning.getByRole('button', { name: 'Continue' }).click();

    const proof = page.getByRole('dialog', { name: 'Confirm it is you' });
    await proof.getByRole('button', { name: 'Empty trash' }).click();
    await expect(proof.getByText('Enter your password', { exact: true })).toBeVisible();
    await proof.getByLabel('Password').fill('not-my-password');
    await proof.getByRole('button', { name: 'Empty trash' }).click();
    await expect(proof.getByText('That password is not right')).toBeVisible();
    await proof.getByLabel('Password').fill(E2E_ADMIN.password);
    await proof.getByRole('button', { name: 'Empty trash' }).click();
    await expect(proof).toBeHidden();

    await expect(page.getByTestId('toast').filter({ hasText: /records? deleted for good/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(table.getByRole('row', { name: new RegExp(`Emptied Place ${suffix}`) })).toBeHidden();
    expect((await page.request.get(`/api/establishments/${place.id}`)).status()).toBe(404);
    // Other specs share this database: a city they trashed while places of theirs stay live is kept, and said so.
    const { count: left } = await apiGet<{ count: number }>(page.request, 'trash/summary');
    if (left === 0) {
      await expect(page.getByText('Nothing in the trash matches.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Empty trash' })).toBeDisabled();
    }
  });
});
