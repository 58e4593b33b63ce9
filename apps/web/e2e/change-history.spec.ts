import type { TWireRecord } from '@mise/contracts/common/wire';
import type { quoteResource } from '@mise/contracts/resources/quote';
import { expect, test } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiPost, expectToast, uniqueSuffix } from './support/resource';

type TQuote = TWireRecord<typeof quoteResource>;

test.describe('change history', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test("should show a record's changes newest first, each field before and after, from the detail's toolbar", async ({
    page,
  }) => {
    const title = `Bread before butter ${uniqueSuffix()}`;
    const quote = await apiPost<TQuote>(page.request, 'quotes', { title });
    await page.goto(`/dashboard/quotes/${quote.id}/details`);
    const article = page.getByRole('article');
    await article.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Quote' });
    await edit.getByRole('textbox', { name: 'Title' }).fill(`${title} (edited)`);
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Item edited successfully');

    await article.getByRole('button', { name: 'Change history' }).click();
    const panel = page.getByRole('dialog', { name: 'Change history' });
    const entries = panel.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
    await expect(entries).toHaveCount(2);
    // The console's save: only the field that changed, by the signed-in staff member, from the console.
    await expect(entries.nth(0)).toContainText('Changed');
    await expect(entries.nth(0)).toContainText(`Title: ${title} → ${title} (edited)`);
    await expect(entries.nth(0)).toContainText('console');
    await expect(entries.nth(0)).not.toContainText('Updated:');
    // The create through the API.
    await expect(entries.nth(1)).toContainText('Created');
    await expect(entries.nth(1)).toContainText('api');
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
  });
});
