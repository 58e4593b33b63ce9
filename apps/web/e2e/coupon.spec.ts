import type { TWire } from '@mise/contracts/common/wire';
import type { TRelationName } from '@mise/contracts/includes';
import type { TCouponAnswer, TCouponClaimAnswer, couponResource } from '@mise/contracts/resources/coupon';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { getSummary } from './support/api';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiGet, apiPost, expectToast, uniqueSuffix } from './support/resource';

/** A coupon as the API answers it (its pack benefit worked out, its claims when included). */
type TCoupon = TWire<TCouponAnswer>;
type TClaim = TWire<TCouponClaimAnswer>;
/** With `includeCount`: the size of each to-many relation. */
type TCounts = { counts?: Partial<Record<TRelationName<typeof couponResource>, number>> };

const list = (page: Page) => page.getByRole('list', { name: 'Coupons' });
const details = (page: Page) => page.getByRole('tabpanel', { name: 'Details' });

/** How the app shows a date-time: MM/DD/YYYY, h:mm AM/PM in New York time, whatever the browser's zone. */
const newYork = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** A field of the details list: its value follows its label. */
function field(page: Page, label: string, { exact = false } = {}): Locator {
  return details(page)
    .locator('dt', { hasText: exact ? new RegExp(`^${label}$`) : label })
    .locator('xpath=following-sibling::dd[1]');
}

/** The discount types as staff read them (the app constants' labels, part 1 §9). */
const DISCOUNT_TYPE_LABELS = { percent: 'Percent', flat: 'Flat' } as const;

async function newCoupon(page: Page, overrides: Record<string, unknown> = {}): Promise<TCoupon> {
  const suffix = uniqueSuffix();
  return apiPost<TCoupon>(page.request, 'coupons', {
    name: `Test coupon ${suffix}`,
    code: `T${suffix}`.toUpperCase().slice(0, 20),
    discountType: 'percent',
    discountValue: 10,
    startDate: '2027-03-01T15:00:00.000Z',
    claimLimit: 0,
    ...overrides,
  });
}

async function openAddForm(page: Page) {
  await page.goto('/dashboard/coupons');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  return page.getByRole('dialog', { name: 'Add Coupon' });
}

async function chooseType(page: Page, dialog: Locator, type: 'percent' | 'flat') {
  await dialog.getByRole('combobox', { name: /Discount type/ }).click();
  // The options show the constants' labels ('Percent', 'Flat'), not the stored values.
  await page.getByRole('option', { name: DISCOUNT_TYPE_LABELS[type], exact: true }).click();
}

test.describe('coupons', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should show every validation message of the coupon form under its field', async ({ page }) => {
    const dialog = await openAddForm(page);
    const save = dialog.getByRole('button', { name: 'SAVE' });
    const value = dialog.getByRole('spinbutton', { name: /Discount value/ });
    const limit = dialog.getByRole('spinbutton', { name: /Claim limit/ });
    const start = dialog.getByLabel(/Start date/);
    const end = dialog.getByLabel(/End date/);
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/coupons')) posted = true;
    });

    await save.click();
    // Name, code, discount type, discount value and start date.
    await expect(dialog.getByText('This is required', { exact: true })).toHaveCount(5);
    await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('This is required');
    await expect(dialog.getByRole('textbox', { name: /Code/ })).toHaveAccessibleDescription('This is required');
    await expect(value).toHaveAccessibleDescription('This is required');
    await expect(start).toHaveAccessibleDescription('This is required');
    // An empty claim limit is allowed (sent as 0).
    await expect(limit).toHaveAccessibleDescription('Leave empty for no limit');

    await value.fill('0');
    await expect(value).toHaveAccessibleDescription('Should be greater than 0');
    await chooseType(page, dialog, 'percent');
    await value.fill('150');
    await expect(value).toHaveAccessibleDescription('Should be less than equal to 100');
    await value.fill('100');
    await expect(value).not.toHaveAccessibleDescription(/Should/);
    await chooseType(page, dialog, 'flat');
    await value.fill('5.5');
    await expect(value).toHaveAccessibleDescription('Should be an integer');
    await value.fill('150');
    await expect(value).not.toHaveAccessibleDescription(/Should/);

    await limit.fill('1.5');
    await expect(limit).toHaveAccessibleDescription('Invalid value');
    await limit.fill('0');
    await expect(limit).toHaveAccessibleDescription('Should be 1 or more');
    await limit.fill('-3');
    await expect(limit).toHaveAccessibleDescription('Should be 1 or more');
    await limit.fill('1');
    await expect(limit).not.toHaveAccessibleDescription(/Should|Invalid/);

    await start.fill('2027-02-01T09:00');
    await end.fill('2027-01-31T09:00');
    await expect(end).toHaveAccessibleDescription('End date cannot be less than start date');
    await end.fill('2027-02-01T09:30');
    await expect(end).not.toHaveAccessibleDescription(/End date cannot/);

    await save.click();
    await expect(dialog.getByText('This is required', { exact: true })).toHaveCount(2);
    expect(posted).toBe(false);
  });

  test('should add a percent coupon, sending an empty claim limit as 0 and New York dates, and show it back', async ({
    page,
  }) => {
    const [world] = await apiGet<{ id: number; name: string }[]>(page.request, 'destinationPacks', {
      filter: { where: { roleName: 'WORLD' } },
    });
    expect(world, 'the seed has a WORLD pack').toBeDefined();
    const summaryBefore = await getSummary(page.request);
    const dialog = await openAddForm(page);
    const name = `Spring ${uniqueSuffix()}`;
    const code = `SPR${uniqueSuffix()}`.toUpperCase();
    await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
    await dialog.getByRole('textbox', { name: /Code/ }).fill(code);
    await chooseType(page, dialog, 'percent');
    await dialog.getByRole('spinbutton', { name: /Discount value/ }).fill('15');
    await dialog.getByLabel(/Start date/).fill('2027-01-15T10:00');
    await dialog.getByLabel(/End date/).fill('2027-07-15T10:00');
    await dialog.getByRole('spinbutton', { name: /Extra pack months/ }).fill('3');

    const request = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/coupons'));
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    // New York is UTC−5 in January and UTC−4 in July.
    expect((await request).postDataJSON()).toEqual({
      name,
      code,
      discountType: 'percent',
      discountValue: 15,
      startDate: '2027-01-15T15:00:00.000Z',
      endDate: '2027-07-15T14:00:00.000Z',
      claimLimit: 0,
      packBenefits: { durationValue: 3, durationType: 'month', packId: world.id },
    });
    await expectToast(page, 'Coupon Added successfully');
    await expect(page).toHaveURL(/\/dashboard\/coupons\/\d+\/details$/);
    const id = Number(/coupons\/(\d+)\//.exec(page.url())?.[1]);

    const stored = await apiGet<TCoupon>(page.request, `coupons/${id}`);
    expect(stored).toMatchObject({
      name,
      code,
      discountValue: 15,
      claimLimit: 0,
      isPublished: false,
      startDate: '2027-01-15T15:00:00.000Z',
    });
    expect(stored.packBenefitSummary.couponMonths).toBe(3);
    await expect(page.getByRole('article').getByRole('heading', { name })).toBeVisible();
    await expect(field(page, 'Start date')).toHaveText('01/15/2027, 10:00 AM');
    await expect(field(page, 'End date')).toHaveText('07/15/2027, 10:00 AM');
    await expect(field(page, 'Discount type')).toHaveText('Percent');
    await expect(field(page, 'Discount', { exact: true })).toHaveText('15%');
    await expect(field(page, 'Claim limit')).toHaveText('No limit');
    // The WORLD pack's base duration plus the coupon's 3 months.
    expect(stored.packBenefitSummary.totalMonths).not.toBeNull();
    await expect(field(page, 'Pack benefit')).toContainText(`${stored.packBenefitSummary.totalMonths} months`);
    await expect(field(page, 'Pack benefit')).toContainText(`${world.name}`);
    await expect(field(page, 'Pack benefit')).toContainText('+ 3 months from this coupon');
    expect((await getSummary(page.request)).Coupon.total).toBe(summaryBefore.Coupon.total + 1);

    // The list shows it with the closed lock of an unpublished coupon.
    await page.getByRole('searchbox', { name: 'Search coupons' }).fill(code);
    await expect(list(page).getByRole('listitem')).toHaveCount(1);
    await expect(list(page).getByRole('img', { name: 'Unpublished' })).toHaveCount(1);
  });

  test('should publish and unpublish from the list, with open and closed locks', async ({ page }) => {
    const coupon = await newCoupon(page);
    await page.goto(`/dashboard/coupons?q=${coupon.code}`);
    const row = list(page).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('img', { name: 'Unpublished' })).toBeVisible();

    await row.getByRole('switch', { name: `Publish ${coupon.name}` }).click();
    await expectToast(page, 'Published!');
    await expect(row.getByRole('img', { name: 'Published' })).toBeVisible();
    await expect(row.getByRole('switch', { name: `Publish ${coupon.name}` })).toBeChecked();
    expect((await apiGet<TCoupon>(page.request, `coupons/${coupon.id}`)).isPublished).toBe(true);

    await row.getByRole('switch', { name: `Publish ${coupon.name}` }).click();
    await expectToast(page, 'Unpublished!');
    await expect(row.getByRole('img', { name: 'Unpublished' })).toBeVisible();
    expect((await apiGet<TCoupon>(page.request, `coupons/${coupon.id}`)).isPublished).toBe(false);
  });

  test('should list each claim with its user and date-time on the Claimed tab', async ({ page }) => {
    const coupons = await apiGet<(TCoupon & TCounts)[]>(page.request, 'coupons', {
      filter: { includeCount: true, limit: 100, order: 'id ASC' },
    });
    const claimed = coupons.find((c) => (c.counts?.claims ?? 0) > 0);
    expect(claimed, 'the seed has a coupon with claims').toBeDefined();
    const { claims } = await apiGet<Required<Pick<TCoupon, 'claims'>>>(page.request, `coupons/${claimed!.id}`, {
      filter: { include: 'claims' },
    });
    const when = (c: TClaim) => c.transactionData?.created ?? c.created;
    const newest = [...claims].sort((a, b) => when(b).localeCompare(when(a)) || b.id - a.id)[0];

    await page.goto(`/dashboard/coupons/${claimed!.id}/details`);
    await page.getByRole('tab', { name: `Claimed (${claims.length})` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/coupons/${claimed!.id}/claimed$`));
    const table = page.getByRole('table', { name: 'Claims' });
    await expect(table.getByRole('row')).toHaveCount(claims.length + 1);
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('cell').nth(0)).toHaveText(newest.user?.name || '—');
    await expect(first.getByRole('cell').nth(1)).toHaveText(newest.user?.email ?? '—');
    await expect(first.getByRole('cell').nth(2)).toHaveText(newYork.format(new Date(when(newest))));
  });

  test('should move two ticked coupons to the trash after Yes: gone from the list and the count, kept in the database', async ({
    page,
  }) => {
    const token = `Bulk${uniqueSuffix()}`;
    const a = await newCoupon(page, { name: `${token} A` });
    const b = await newCoupon(page, { name: `${token} B` });
    const total = (await apiGet<{ count: number }>(page.request, 'coupons/count')).count;

    // One of them is open on the right.
    await page.goto(`/dashboard/coupons/${a.id}/details`);
    await expect(page.getByRole('article').getByRole('heading', { name: a.name })).toBeVisible();
    await expect(page.getByText(`${total} items`, { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search coupons' }).fill(token);
    await expect(list(page).getByRole('listitem')).toHaveCount(2);
    const remove = page.getByRole('toolbar', { name: 'Selected coupons' }).getByRole('button', { name: 'Delete' });
    await expect(remove).toBeDisabled();
    await page.getByRole('checkbox', { name: `Select ${a.name}` }).check();
    await page.getByRole('checkbox', { name: `Select ${b.name}` }).check();
    await expect(page.getByText('2 selected')).toBeVisible();

    // No keeps both.
    await remove.click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete these 2 coupons?');
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await expect(list(page).getByRole('listitem')).toHaveCount(2);

    await remove.click();
    const request = page.waitForRequest((r) => r.method() === 'DELETE' && /\/api\/Coupons\/trash$/.test(r.url()));
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    expect(((await request).postDataJSON() as { ids: number[] }).ids.sort()).toEqual([a.id, b.id].sort());
    await expectToast(page, 'Item Deleted Successfully');
    // The open coupon is gone, so only the list stays, with its search.
    await expect(page).toHaveURL(/\/dashboard\/coupons\?q=/);
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(list(page).getByRole('listitem')).toHaveCount(0);
    await expect(page.getByText('0 items', { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search coupons' }).fill('');
    await expect(page.getByText(`${total - 2} items`, { exact: true })).toBeVisible();
    await expect(page.getByText('2 selected')).toHaveCount(0);

    // In the trash, not purged: the rows are still there with deleted = true, and can be taken back out.
    const ids = { inq: [a.id, b.id] };
    expect((await apiGet<{ count: number }>(page.request, 'coupons/count', { where: { id: ids } })).count).toBe(0);
    expect(
      (await apiGet<{ count: number }>(page.request, 'coupons/count', { where: { id: ids, deleted: true } })).count,
    ).toBe(2);
    const restored = await page.request.patch(`/api/coupons/${a.id}`, { data: { deleted: false } });
    expect(restored.status(), await restored.text()).toBe(200);
    expect((await apiGet<{ count: number }>(page.request, 'coupons/count', { where: { id: ids } })).count).toBe(1);
  });
});

test.describe('coupon dates in a browser outside New York', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE, timezoneId: 'Asia/Tokyo' });

  test('should store a date typed in Tokyo as New York time, show it back the same, and keep it through an edit', async ({
    page,
  }) => {
    await page.goto('/dashboard/coupons');
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
    await page.getByRole('button', { name: 'Add coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Coupon' });
    const name = `Tokyo ${uniqueSuffix()}`;
    await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
    await dialog.getByRole('textbox', { name: /Code/ }).fill(`TYO${uniqueSuffix()}`.toUpperCase());
    await chooseType(page, dialog, 'flat');
    await dialog.getByRole('spinbutton', { name: /Discount value/ }).fill('20');
    // 01/15/2027 10:00 AM, New York time.
    await dialog.getByLabel(/Start date/).fill('2027-01-15T10:00');
    await dialog.getByRole('spinbutton', { name: /Claim limit/ }).fill('50');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Coupon Added successfully');
    await expect(page).toHaveURL(/\/dashboard\/coupons\/\d+\/details$/);
    const id = Number(/coupons\/(\d+)\//.exec(page.url())?.[1]);

    // New York is UTC−5 in January: 10:00 there is 15:00Z (and 00:00 the next day in Tokyo).
    expect(await apiGet<TCoupon>(page.request, `coupons/${id}`)).toMatchObject({
      startDate: '2027-01-15T15:00:00.000Z',
      endDate: null,
      claimLimit: 50,
    });
    await expect(field(page, 'Start date')).toHaveText('01/15/2027, 10:00 AM');
    await expect(field(page, 'Claim limit')).toHaveText('50');
    await expect(field(page, 'Discount type')).toHaveText('Flat');
    await expect(field(page, 'Discount', { exact: true })).toHaveText('20');

    await details(page).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Coupon' });
    await expect(edit.getByLabel(/Start date/)).toHaveValue('2027-01-15T10:00');
    await expect(edit.getByRole('spinbutton', { name: /Claim limit/ })).toHaveValue('50');
    await edit.getByLabel(/End date/).fill('2027-08-01T18:30');
    await edit.getByRole('spinbutton', { name: /Claim limit/ }).fill('');
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Coupon edited successfully');
    expect(await apiGet<TCoupon>(page.request, `coupons/${id}`)).toMatchObject({
      startDate: '2027-01-15T15:00:00.000Z',
      endDate: '2027-08-01T22:30:00.000Z',
      claimLimit: 0,
    });
    await expect(field(page, 'End date')).toHaveText('08/01/2027, 6:30 PM');
    await expect(field(page, 'Claim limit')).toHaveText('No limit');
  });
});
