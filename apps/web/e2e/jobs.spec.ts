import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { ADMIN_STORAGE_STATE } from './support/env';
import { mainMenu } from './support/session';
import { apiGet, apiPatch, apiPost, expectToast, uniqueSuffix } from './support/resource';

type TRow = { id: number; name: string; isPublished: boolean };

test.describe('bulk edits as jobs', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should publish the places a search finds, with a preview, progress where it started and on Jobs, and Undo', async ({
    page,
  }) => {
    const suffix = uniqueSuffix();
    const city = await apiPost<TRow>(page.request, 'destinations', {
      name: `Bulk City ${suffix}`,
      continent: 'europe',
    });
    const names = ['Anchor', 'Beacon', 'Compass'].map((word) => `Bulkplace ${word} ${suffix}`);
    const places: TRow[] = [];
    for (const name of names)
      places.push(
        await apiPost<TRow>(page.request, 'establishments', {
          name,
          address: '1 Rua',
          city: 'Porto',
          destinationId: city.id,
        }),
      );
    const published = async () =>
      Promise.all(places.map(async (p) => (await apiGet<TRow>(page.request, `establishments/${p.id}`)).isPublished));

    await page.goto('/dashboard/places');
    await page.getByRole('searchbox', { name: 'Search places' }).fill(suffix);
    const list = page.getByRole('list', { name: 'Places' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const bar = page.getByRole('toolbar', { name: 'Selected places' });
    await bar.getByRole('checkbox', { name: 'Select all places on this page' }).check();
    await expect(bar).toContainText('3 selected');
    await bar.getByRole('button', { name: 'Publish', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Publish places' });
    await expect(dialog).toContainText('3 places selected: 3 will change, 0 already published.');
    await expect(dialog.getByRole('list', { name: 'Examples of what changes' })).toContainText(
      `${names[0]}: Unpublished → Published`,
    );
    expect(await seriousViolations(page, 'Bulk publish preview')).toEqual([]);
    await dialog.getByRole('button', { name: 'Publish 3 places' }).click();
    await expect(dialog).toBeHidden();

    const toast = page.getByTestId('toast').filter({ hasText: 'Published 3 places' });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    expect(await published()).toEqual([true, true, true]);
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, 'Undone');
    expect(await published()).toEqual([false, false, false]);

    // A field set in bulk, chosen under More.
    await bar.getByRole('checkbox', { name: 'Select all places on this page' }).check();
    await bar.getByRole('button', { name: 'More actions on the selected places' }).click();
    await page.getByRole('menuitem', { name: 'Set a field…' }).click();
    const setDialog = page.getByRole('dialog', { name: 'Set a field' });
    await setDialog.getByRole('combobox', { name: 'Field' }).click();
    await page.getByRole('option', { name: 'Newly added' }).click();
    await setDialog.getByRole('combobox', { name: 'Value' }).click();
    await page.getByRole('option', { name: 'Yes' }).click();
    await setDialog.getByRole('button', { name: 'Continue' }).click();
    const setPreview = page.getByRole('dialog', { name: 'Set Newly added on places' });
    await expect(setPreview).toContainText('3 places selected: 3 will change, 0 already so.');
    await expect(setPreview).toContainText(`${names[0]}: No → Yes`);
    await setPreview.getByRole('button', { name: 'Change 3 places' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Changed 3 places' })).toBeVisible({ timeout: 20_000 });
    const flags = await Promise.all(
      places.map(
        async (p) => (await apiGet<{ newlyAdded: boolean }>(page.request, `establishments/${p.id}`)).newlyAdded,
      ),
    );
    expect(flags).toEqual([true, true, true]);

    await mainMenu(page).getByRole('link', { name: 'Jobs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Jobs, newest first' })
      .getByRole('row', { name: /Publish 3 places/ })
      .first();
    await expect(row).toContainText('Done: 3 changed · Undone');
    // Undone from its toast already: no second Undo to meet a refusal.
    await expect(row.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await expect(row).toContainText('Admin');
    await expect(row.getByRole('link', { name: 'Where it was started' })).toHaveAttribute(
      'href',
      /^\/dashboard\/places/,
    );
    expect(await seriousViolations(page, 'Jobs')).toEqual([]);
  });

  test("should tag every place a city filter matches, over more than a page, adding to each place's tags, and Undo", async ({
    page,
  }) => {
    const suffix = uniqueSuffix();
    const city = await apiPost<TRow>(page.request, 'destinations', { name: `Tagtown ${suffix}`, continent: 'europe' });
    const kept = await apiPost<TRow>(page.request, 'tags', { name: `Kept ${suffix}` });
    await apiPost<TRow>(page.request, 'tags', { name: `Bulktag ${suffix}` });
    const places: TRow[] = [];
    for (let n = 1; n <= 22; n++)
      places.push(
        await apiPost<TRow>(page.request, 'establishments', {
          name: `Tagplace ${String(n).padStart(2, '0')} ${suffix}`,
          address: '1 Rua',
          city: 'Porto',
          destinationId: city.id,
        }),
      );
    await apiPatch(page.request, `establishments/${places[0]!.id}`, { tagIds: [kept.id] });
    const tagsOf = async (place: TRow) =>
      (await apiGet<TRow[]>(page.request, `establishments/${place.id}/tags`)).map((t) => t.name).sort();

    await page.goto(`/dashboard/places?cities=${city.id}`);
    await expect(page.getByRole('list', { name: 'Places' }).getByRole('listitem')).toHaveCount(20);
    const bar = page.getByRole('toolbar', { name: 'Selected places' });
    await bar.getByRole('checkbox', { name: 'Select all places on this page' }).check();
    await bar.getByRole('button', { name: 'Select all 22 places' }).click();
    await expect(bar).toContainText('All 22 selected');
    await bar.getByRole('button', { name: 'More actions on the selected places' }).click();
    await page.getByRole('menuitem', { name: 'Add or remove links…' }).click();
    const links = page.getByRole('dialog', { name: 'Add or remove links' });
    await links.getByRole('combobox', { name: 'Links' }).click();
    await page.getByRole('option', { name: 'Tags' }).click();
    await links.getByRole('combobox', { name: 'Tags' }).fill(`Bulktag ${suffix}`);
    await page.getByRole('option', { name: `Bulktag ${suffix}` }).click();
    await links.getByRole('button', { name: 'Continue' }).click();

    const preview = page.getByRole('dialog', { name: 'Add 1 tag to places' });
    await expect(preview).toContainText('22 places selected: 22 will change, 0 already linked.');
    await expect(preview).toContainText(`Tagplace 01 ${suffix}: 1 tag → 2 tags`);
    await preview.getByRole('button', { name: 'Change 22 places' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Changed 22 places' });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    // Added, never replacing: the first place keeps the tag it had.
    expect(await tagsOf(places[0]!)).toEqual([`Bulktag ${suffix}`, `Kept ${suffix}`]);
    expect(await tagsOf(places[21]!)).toEqual([`Bulktag ${suffix}`]);

    await toast.getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, 'Undone');
    expect(await tagsOf(places[0]!)).toEqual([`Kept ${suffix}`]);
    expect(await tagsOf(places[21]!)).toEqual([]);
  });
});
