import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { ADMIN_STORAGE_STATE } from './support/env';
import { mainMenu } from './support/session';
import { apiGet, apiPatch, apiPost, expectToast, uniqueSuffix } from './support/resource';

type TRow = { id: number; name: string };

test.describe('trash', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should find a deleted place in the Trash and restore it into its list and home section at its old positions', async ({
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
    // The place is also an Editor's Pick on the home page, between the other two.
    const filter = encodeURIComponent(JSON.stringify({ where: { slug: 'editors_pick' } }));
    const [pick] = await apiGet<TRow[]>(page.request, `homeSections?filter=${filter}`);
    await apiPost(page.request, `homeSections/${pick.id}/entity-sections/add-remove-bulk`, {
      toAdd: [a, b, c].map((p) => ({ subjectType: 'Establishment', subjectId: p.id })),
    });
    const picks = async () =>
      (
        await apiGet<{ subjectId: number; subject: TRow | null }[]>(
          page.request,
          `homeSections/${pick.id}/entity-sections`,
        )
      )
        .filter((e) => [a.id, b.id, c.id].includes(e.subjectId))
        .map((e) => (e.subject ? e.subjectId : null));

    await page.goto(`/dashboard/places/${b.id}/details`);
    await page.getByRole('article').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/dashboard\/places$/);
    expect(await order()).toEqual([a.id, c.id]);
    expect(await picks()).toEqual([a.id, null, c.id]);

    await mainMenu(page).getByRole('link', { name: 'Trash' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Place', exact: true }).click();
    await page.getByRole('textbox', { name: 'Search by name' }).fill(`Binned ${suffix}`);
    await page.getByRole('combobox', { name: 'City' }).fill(`Bin City ${suffix}`);
    await page.getByRole('option', { name: `Bin City ${suffix}` }).click();
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
    expect(await picks()).toEqual([a.id, b.id, c.id]);
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

test.describe('trash: a city with what it owns', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should trash a city with its places and landmark when asked, filter the trash by staff and day, and restore them together', async ({
    page,
  }) => {
    const suffix = uniqueSuffix();
    const city = await apiPost<TRow>(page.request, 'destinations', {
      name: `Owner City ${suffix}`,
      continent: 'europe',
    });
    for (const name of [`Own One ${suffix}`, `Own Two ${suffix}`])
      await apiPost<TRow>(page.request, 'establishments', {
        name,
        address: '3 Rua',
        city: 'Porto',
        destinationId: city.id,
      });
    const landmark = await apiPost<TRow>(page.request, 'landmarks', {
      name: `Own Mark ${suffix}`,
      destinationId: city.id,
    });

    await page.goto(`/dashboard/cities/${city.id}/details`);
    await page.getByRole('article').getByRole('button', { name: 'Delete' }).click();
    const ask = page.getByRole('dialog');
    const along = ask.getByRole('checkbox', { name: 'Also move its 2 places and 1 landmark to the trash' });
    await expect(along).not.toBeChecked();
    expect(await seriousViolations(page, 'the delete question with its owned records')).toEqual([]);
    await along.check();
    await ask.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Success Delete!');
    expect((await page.request.get(`/api/landmarks/${landmark.id}`)).status()).toBe(404);

    await page.goto('/dashboard/trash');
    await page.getByRole('textbox', { name: 'Search by name' }).fill(suffix);
    await page.getByRole('combobox', { name: 'Deleted by' }).click();
    await page.getByRole('option', { name: 'Admin' }).click();
    await page.getByRole('combobox', { name: 'When' }).click();
    await page.getByRole('option', { name: 'Today' }).click();
    const table = page.getByRole('table', { name: 'Trashed items, newest first' });
    await expect(table.getByRole('row')).toHaveCount(5);
    await table.getByRole('button', { name: `Restore Owner City ${suffix}` }).click();
    await expectToast(page, '4 restored');
    await expect(table.getByRole('row')).toHaveCount(1);
    expect((await page.request.get(`/api/landmarks/${landmark.id}`)).ok()).toBe(true);
  });

  test('should say a record is back already when a stale page restores it again', async ({ page }) => {
    const suffix = uniqueSuffix();
    const quote = await apiPost<TRow>(page.request, 'quotes', { title: `Stale Quote ${suffix}` });
    expect((await page.request.delete(`/api/quotes/${quote.id}`)).ok()).toBe(true);
    await page.goto('/dashboard/trash');
    await page.getByRole('textbox', { name: 'Search by name' }).fill(`Stale Quote ${suffix}`);
    const restore = page.getByRole('button', { name: `Restore Stale Quote ${suffix}` });
    await expect(restore).toBeVisible();
    // A colleague restores it first.
    await apiPost(page.request, 'trash/restore', { items: [{ type: 'quote', id: quote.id }] });
    await restore.click();
    await expectToast(page, 'Already restored');
  });
});

test.describe('trash: a value taken meanwhile', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test("should ask for a new e-mail when a live user took the trashed one's, and restore with it", async ({ page }) => {
    const suffix = uniqueSuffix();
    const email = `taken.${suffix}@mise.test`;
    const first = await apiPost<TRow>(page.request, 'users', { name: `Earlier Holder ${suffix}`, email });
    expect((await page.request.delete(`/api/users/${first.id}`)).ok()).toBe(true);
    await apiPost<TRow>(page.request, 'users', { name: `Later Holder ${suffix}`, email });

    await page.goto('/dashboard/trash');
    await page.getByRole('textbox', { name: 'Search by name' }).fill(`Earlier Holder ${suffix}`);
    await page.getByRole('button', { name: `Restore Earlier Holder ${suffix}` }).click();
    const ask = page.getByRole('dialog', { name: 'Restore with a new email' });
    await expect(ask).toContainText(`"Earlier Holder ${suffix}" cannot come back as it was`);
    expect(await seriousViolations(page, 'the new value question')).toEqual([]);
    await ask.getByRole('textbox', { name: 'New email' }).fill(`earlier.${suffix}@mise.test`);
    await ask.getByRole('button', { name: 'Restore' }).click();
    await expectToast(page, 'Restored');
    await expect(ask).toBeHidden();
    const back = (await (await page.request.get(`/api/users/${first.id}`)).json()) as { email: string };
    expect(back.email).toBe(`earlier.${suffix}@mise.test`);
  });
});
