import { expect, test } from '@playwright/test';
import { formatCount, getSummary, type TSummaryKey } from './support/api';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiPatch, apiPost, uniqueSuffix } from './support/resource';

// `heading`: what the area's page is headed, once there (built areas show their name; the others a placeholder).
const TILES: { label: string; key: TSummaryKey; path: string; heading: string; totalOnly?: boolean }[] = [
  { label: 'Cities', key: 'Destination', path: '/dashboard/cities', heading: 'Cities' },
  { label: 'Places', key: 'Establishment', path: '/dashboard/places', heading: 'Places' },
  { label: 'Dishes', key: 'FoodDrink', path: '/dashboard/dishes', heading: 'Dishes' },
  { label: 'Cuisines', key: 'Cuisine', path: '/dashboard/cuisines', heading: 'Cuisines' },
  { label: 'Landmarks', key: 'Landmark', path: '/dashboard/landmarks', heading: 'Landmarks' },
  { label: 'Explore', key: 'List', path: '/dashboard/explore', heading: 'Explore' },
  { label: 'Coupons', key: 'Coupon', path: '/dashboard/coupons', heading: 'Coupons' },
  { label: 'Users', key: 'User', path: '/dashboard/users', heading: 'Users', totalOnly: true },
];

test.describe('dashboard', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should show tiles with the totals, published and unpublished counts of the API summary', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const summary = await getSummary(page.request);

    for (const tile of TILES) {
      const count = summary[tile.key];
      expect(count, `summary has ${tile.key}`).toBeDefined();
      const region = page.getByRole('region', { name: tile.label, exact: true });
      await expect(region.getByText(formatCount(count.total), { exact: true })).toBeVisible();
      if (tile.totalOnly) {
        await expect(region.getByText(/Published/)).toHaveCount(0);
      } else {
        await expect(region.getByText(`Published: ${formatCount(count.published)}`, { exact: true })).toBeVisible();
        await expect(
          region.getByText(`Unpublished: ${formatCount(count.total - count.published)}`, { exact: true }),
        ).toBeVisible();
      }
    }
  });

  test('should count one more user on the Users tile after one is added', async ({ page }) => {
    const before = (await getSummary(page.request)).User.total;
    const added = await page.request.post('/api/users', {
      data: { name: 'Counted Once', email: `counted-${Date.now()}@mise.test` },
    });
    expect(added.status(), await added.text()).toBe(200);
    await page.goto('/dashboard');
    const tile = page.getByRole('region', { name: 'Users', exact: true });
    await expect(tile.getByText(formatCount(before + 1), { exact: true })).toBeVisible();
    expect((await getSummary(page.request)).User.total).toBe(before + 1);
  });

  test("should list the guide's recent changes, narrowed by type, each opening its record's history", async ({
    page,
  }) => {
    const title = `Recently changed ${uniqueSuffix()}`;
    const quote = await apiPost<{ id: number }>(page.request, 'quotes', { title });
    await apiPatch(page.request, `quotes/${quote.id}`, { title: `${title} (edited)` });
    await page.goto('/dashboard');
    const recent = page.getByRole('region', { name: 'Recent changes' });
    await recent.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Quote', exact: true }).click();
    const first = recent.getByRole('list', { name: 'Recent changes, newest first' }).getByRole('listitem').first();
    await expect(first).toContainText(`Changed Quote "${title} (edited)"`);
    await expect(first).toContainText(`Title: ${title} → ${title} (edited)`);
    await first.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/quotes/${quote.id}`));
    await expect(page.getByRole('dialog', { name: 'Change history' })).toBeVisible();
  });

  test('should have seed content to count (SEED_SCALE=1)', async ({ page }) => {
    const summary = await getSummary(page.request);
    expect(summary.Destination.total).toBeGreaterThan(0);
  });

  for (const tile of TILES) {
    test(`should open ${tile.path} from the ${tile.label} tile`, async ({ page }) => {
      await page.goto('/dashboard');
      await page.getByRole('region', { name: tile.label, exact: true }).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${tile.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tile.heading);
    });
  }
});
