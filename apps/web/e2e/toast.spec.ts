import type { TWireRecord } from '@mise/contracts/common/wire';
import type { couponResource } from '@mise/contracts/resources/coupon';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiPost, uniqueSuffix } from './support/resource';

type TCoupon = TWireRecord<typeof couponResource>;

async function newCoupon(page: Page, name: string, isPublished: boolean): Promise<TCoupon> {
  const coupon = await apiPost<TCoupon>(page.request, 'coupons', {
    name,
    code: `TS${uniqueSuffix()}`.toUpperCase().slice(0, 20),
    discountType: 'percent',
    discountValue: 10,
    startDate: '2027-03-01T15:00:00.000Z',
    claimLimit: 0,
  });
  if (isPublished) await apiPost(page.request, `coupons/${coupon.id}/publish`, { publish: true });
  return { ...coupon, isPublished };
}

/** The toast (a form's own error is an alert too). */
const toast = (page: Page) => page.locator('.MuiSnackbar-root').getByRole('alert');
/** Its message alone (a toast with Undo holds the button's word too). */
const message = (page: Page) => toast(page).locator('.MuiAlert-message');

test.describe('toasts', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should show the second of two quick outcomes instead of dropping it, still one toast at a time', async ({
    page,
  }) => {
    const suffix = uniqueSuffix();
    const published = await newCoupon(page, `Toast ${suffix} published`, true);
    const unpublished = await newCoupon(page, `Toast ${suffix} unpublished`, false);
    await page.goto(`/dashboard/coupons?q=${encodeURIComponent(`Toast ${suffix}`)}`);
    await expect(page.getByRole('list', { name: 'Coupons' }).getByRole('link')).toHaveCount(2);

    await page.getByRole('switch', { name: `Publish ${published.name}` }).click();
    await expect(message(page)).toHaveText('Unpublished!');
    // The first toast is still up (10 s, with Undo): the second outcome replaces it rather than being ignored.
    await page.getByRole('switch', { name: `Publish ${unpublished.name}` }).click();
    await expect(message(page)).toHaveText('Published!');
    await expect(toast(page)).toHaveCount(1);
  });

  test("should keep a toast clear of a full-screen dialog's SAVE", async ({ page }) => {
    const taken = await newCoupon(page, `Toast ${uniqueSuffix()} taken`, false);
    await page.goto('/dashboard/coupons');
    await page.getByRole('button', { name: 'Add coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Coupon' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill(`Toast ${uniqueSuffix()} duplicate`);
    // The code is taken: the save fails with a toast while the dialog stays open.
    await dialog.getByRole('textbox', { name: /Code/ }).fill(taken.code);
    await dialog.getByRole('combobox', { name: /Discount type/ }).click();
    await page.getByRole('option', { name: 'Percent', exact: true }).click();
    await dialog.getByRole('spinbutton', { name: /Discount value/ }).fill('5');
    await dialog.getByLabel(/Start date/).fill('2027-01-15T10:00');
    const save = dialog.getByRole('button', { name: 'SAVE' });
    await save.click();
    await expect(toast(page)).toHaveText('A record with the same code already exists');

    const [toastBox, saveBox] = [await toast(page).boundingBox(), await save.boundingBox()];
    expect(toastBox && saveBox, 'both the toast and SAVE are on screen').toBeTruthy();
    const overlaps =
      toastBox!.x < saveBox!.x + saveBox!.width &&
      saveBox!.x < toastBox!.x + toastBox!.width &&
      toastBox!.y < saveBox!.y + saveBox!.height &&
      saveBox!.y < toastBox!.y + toastBox!.height;
    expect(overlaps, `toast ${JSON.stringify(toastBox)} over SAVE ${JSON.stringify(saveBox)}`).toBe(false);
    // And SAVE can still be clicked with the toast up.
    await save.click({ trial: true });
  });
});
