import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { ADMIN_STORAGE_STATE } from './support/env';
import { mainMenu } from './support/session';
import { apiGet, expectToast, uniqueSuffix } from './support/resource';

test.describe('CSV import', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should check a file, report its bad row with line and column, import the good rows, and Undo', async ({
    page,
  }) => {
    const suffix = uniqueSuffix();
    const csv = [
      'Name,Short description,Our notes',
      `Imported Minho ${suffix},Green wine,keep`,
      `Imported Douro ${suffix},Terraces,keep`,
      ',No name here,drop',
    ].join('\n');
    const found = async () =>
      (
        await apiGet<{ name: string }[]>(page.request, 'cuisines', {
          filter: { where: { name: { like: `%${suffix}%` } } },
        })
      )
        .map((c) => c.name)
        .sort();

    await page.goto('/dashboard/cuisines');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import cuisines from CSV' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'cuisines.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const columns = dialog.getByRole('table', { name: 'Columns of the file' });
    await expect(columns.getByRole('combobox', { name: 'Field for Name' })).toHaveText('Name');
    await expect(columns.getByRole('combobox', { name: 'Field for Short description' })).toHaveText(
      'Short description',
    );
    await expect(columns.getByRole('combobox', { name: 'Field for Our notes' })).toHaveText('Leave out');
    expect(await seriousViolations(page, 'Import mapping')).toEqual([]);
    await dialog.getByRole('button', { name: 'Check the file' }).click();

    await expect(dialog).toContainText('3 rows checked: 2 new, 0 to update, 1 refused.', { timeout: 20_000 });
    await expect(dialog.getByRole('list', { name: 'Refused rows' })).toHaveText('Line 4: Name: this field is required');
    const report = dialog.getByRole('link', { name: 'Download the refused rows (1)' });
    const href = await report.getAttribute('href');
    expect(await (await page.request.get(href!)).text()).toBe('line,column,reason\n4,Name,this field is required\n');
    expect(await found()).toEqual([]);

    await dialog.getByRole('button', { name: 'Import 2 cuisines' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Imported 2 cuisines, 1 refused' });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();
    expect(await found()).toEqual([`Imported Douro ${suffix}`, `Imported Minho ${suffix}`]);
    await page.getByRole('searchbox', { name: 'Search cuisines' }).fill(`Imported Minho ${suffix}`);
    await expect(page.getByRole('list', { name: 'Cuisines' }).getByRole('listitem')).toHaveCount(1);

    await toast.getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, 'Undone');
    expect(await found()).toEqual([]);

    // The Jobs screen keeps both: the check with what it found and its report (no Undo: it wrote nothing), the import
    // undone.
    await mainMenu(page).getByRole('link', { name: 'Jobs' }).click();
    const jobs = page.getByRole('table', { name: 'Jobs, newest first' });
    const check = jobs.getByRole('row', { name: /Check cuisines\.csv \(cuisines\)/ }).first();
    await expect(check).toContainText('Checked: 2 ready, 1 refused');
    await expect(check.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await check.getByText('1 refused', { exact: true }).click();
    await expect(check.getByRole('link', { name: 'Download the refused rows' })).toBeVisible();
    const imported = jobs.getByRole('row', { name: /Import cuisines\.csv \(cuisines\)/ }).first();
    await expect(imported).toContainText('Done: 2 changed, 1 refused · Undone');
    await expect(imported.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  });
});
