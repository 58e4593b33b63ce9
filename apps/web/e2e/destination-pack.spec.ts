import type { TWireRecord } from '@mise/contracts/common/wire';
import type { destinationPackResource } from '@mise/contracts/resources/destination-pack';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiGet, apiPost, expectToast, uniqueSuffix } from './support/resource';

type TPack = TWireRecord<typeof destinationPackResource>;

// Each test walks through several screens; the machine is shared, so allow more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

const list = (page: Page) => page.getByRole('list', { name: 'Destination packs' });

async function packByName(page: Page, name: string): Promise<TPack> {
  const [pack] = await apiGet<TPack[]>(page.request, 'destinationPacks', { filter: { where: { name } } });
  expect(pack, `pack ${name}`).toBeDefined();
  return pack;
}

test.describe('destination packs', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should list packs by name and search them, keeping the search in the URL', async ({ page }) => {
    await page.goto('/dashboard/destination-packs');
    const packs = await apiGet<TPack[]>(page.request, 'destinationPacks', {
      filter: { order: 'name ASC, id ASC', limit: 20 },
    });
    await expect(list(page).getByRole('link')).toHaveCount(packs.length);
    for (const [index, pack] of packs.entries())
      await expect(list(page).getByRole('link').nth(index)).toContainText(pack.name);

    await page.getByRole('searchbox', { name: 'Search destination packs' }).fill('pass');
    await expect(page).toHaveURL(/[?&]q=pass(&|$)/);
    const matching = packs.filter((p) => p.name.toLowerCase().includes('pass'));
    expect(matching.length).toBeGreaterThan(0);
    await expect(list(page).getByRole('link')).toHaveCount(matching.length);
    await page.reload();
    await expect(list(page).getByRole('link')).toHaveCount(matching.length);
    await expect(page.getByRole('searchbox', { name: 'Search destination packs' })).toHaveValue('pass');
  });

  test('should show a pack with its price, dates and edit, and only edit for DEFAULT', async ({ page }) => {
    const world = await packByName(page, 'World Pass');
    await page.goto('/dashboard/destination-packs');
    await list(page)
      .getByRole('link', { name: /World Pass/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/destination-packs/${world.id}/detail$`));
    const detail = page.getByRole('tabpanel', { name: 'Detail' });
    await expect(
      detail.getByText(
        `${world.currencySymbol}${world.currencyValue} per ${world.durationValue} ${world.durationType}`,
      ),
    ).toBeVisible();
    await expect(detail.getByText('Created')).toBeVisible();
    await expect(detail.getByText(/^\d{2}\/\d{2}\/\d{4}$/).first()).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Delete' })).toBeVisible();

    const def = await packByName(page, 'DEFAULT');
    await page.goto(`/dashboard/destination-packs/${def.id}/detail`);
    const toolbar = page.getByRole('toolbar', { name: 'Destination pack actions' });
    await expect(toolbar.getByRole('button', { name: 'Edit' })).toBeVisible();
    // Edit and the kit's Change history, and no Delete.
    await expect(toolbar.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(toolbar.getByRole('button')).toHaveCount(2);
  });

  test('should require the fields, add a pack with the defaults and open it, then edit it', async ({ page }) => {
    await page.goto('/dashboard/destination-packs');
    await page.getByRole('button', { name: 'Add destination pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Destination Pack' });
    // Defaults of part 1 §9.
    await expect(dialog.getByRole('spinbutton', { name: 'Currency value' })).toHaveValue('10');
    await expect(dialog.getByRole('spinbutton', { name: 'Duration Value' })).toHaveValue('0');
    await expect(dialog.getByRole('combobox', { name: 'Duration' })).toHaveText('Year');

    await dialog.getByRole('spinbutton', { name: 'Duration Value' }).fill('');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    // Name, Currency and Duration Value are empty.
    await expect(dialog.getByText('This field is required')).toHaveCount(3);

    const name = `Asia Pass ${uniqueSuffix()}`;
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Currency' }).fill('€');
    await dialog.getByRole('spinbutton', { name: 'Currency value' }).fill('19.5');
    await dialog.getByRole('spinbutton', { name: 'Duration Value' }).fill('2');
    await dialog.getByRole('combobox', { name: 'Duration' }).click();
    await page.getByRole('option', { name: 'Week' }).click();
    await dialog.getByRole('button', { name: 'SAVE' }).click();

    await expectToast(page, 'Add Destination Successful');
    await expect(page).toHaveURL(/\/dashboard\/destination-packs\/\d+\/detail$/);
    const stored = await packByName(page, name);
    expect(stored).toMatchObject({ currencySymbol: '€', currencyValue: 19.5, durationValue: 2, durationType: 'week' });
    await expect(page.getByRole('tabpanel', { name: 'Detail' }).getByText('€19.5 per 2 week')).toBeVisible();
    await expect(list(page).getByRole('link', { name: new RegExp(name) })).toBeVisible();

    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Destination Pack' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await edit.getByRole('spinbutton', { name: 'Currency value' }).fill('25');
    await edit.getByRole('combobox', { name: 'Duration' }).click();
    await page.getByRole('option', { name: 'Month' }).click();
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Edit Destination Successful');
    await expect(page.getByRole('tabpanel', { name: 'Detail' }).getByText('€25 per 2 month')).toBeVisible();
    expect(await packByName(page, name)).toMatchObject({ currencyValue: 25, durationType: 'month' });
  });

  test('should delete a pack other than DEFAULT after Yes', async ({ page }) => {
    const pack = await apiPost<TPack>(page.request, 'destinationPacks', {
      name: `Gone Pass ${uniqueSuffix()}`,
      currencySymbol: '$',
      currencyValue: 5,
      durationValue: 1,
      durationType: 'year',
    });
    await page.goto(`/dashboard/destination-packs/${pack.id}/detail`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this destination pack?');
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Item Deleted Successfully');
    await expect(page).toHaveURL(/\/dashboard\/destination-packs$/);
    expect((await page.request.get(`/api/destinationPacks/${pack.id}`)).status()).toBe(404);
  });

  test('should list the cities of a pack 21 per page with a count in the tab label and a search limited to the pack', async ({
    page,
  }) => {
    const def = await packByName(page, 'DEFAULT');
    const where = { destinationPackId: def.id };
    const { count } = await apiGet<{ count: number }>(page.request, 'destinations/count', { where });
    expect(count).toBeGreaterThan(0);
    await page.goto(`/dashboard/destination-packs/${def.id}/detail`);
    await page.getByRole('tab', { name: `Cities (${count})` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/destination-packs/${def.id}/cities$`));

    const cities = page.getByRole('list', { name: 'Cities of this pack' });
    const firstPage = await apiGet<{ name: string }[]>(page.request, 'destinations', {
      filter: { where, order: 'name ASC, id ASC', limit: 21 },
    });
    await expect(cities.getByRole('link')).toHaveCount(firstPage.length);
    expect(firstPage.length).toBe(Math.min(21, count));
    await expect(cities.getByRole('link').first()).toContainText(firstPage[0].name);

    // A city of another pack never shows, even when its name matches.
    const [other] = await apiGet<{ name: string }[]>(page.request, 'destinations', {
      filter: { where: { destinationPackId: { neq: def.id } }, limit: 1 },
    });
    const search = page.getByRole('searchbox', { name: 'Search cities of this pack' });
    expect(other, 'the demo content has a city outside this pack').toBeDefined();
    await search.fill(other.name);
    await expect(page).toHaveURL(/city-q=/);
    const inPack = await apiGet<unknown[]>(page.request, 'destinations', {
      filter: { where: { and: [where, { name: { ilike: `%${other.name}%` } }] } },
    });
    await expect(cities.getByRole('link')).toHaveCount(inPack.length);
    const target = firstPage[0].name;
    await search.fill(target);
    await expect(cities.getByRole('link', { name: new RegExp(target) })).toBeVisible();
    await expect(page.getByText(/^\d+ cit(y|ies)$/)).toBeVisible();
  });
});
