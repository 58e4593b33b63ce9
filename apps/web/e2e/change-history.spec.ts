import type { TWireRecord } from '@mise/contracts/common/wire';
import type { quoteResource } from '@mise/contracts/resources/quote';
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiGet, apiPatch, apiPost, expectToast, uniqueSuffix } from './support/resource';

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
    expect(await seriousViolations(page, 'Change history')).toEqual([]);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
  });

  test('should revert one change from the history, and settle a field changed again since, field by field', async ({
    page,
  }) => {
    const name = `Salt cod ${uniqueSuffix()}`;
    const dish = await apiPost<{ id: number }>(page.request, 'foodDrinks', { name, type: 'food' });
    // Two later edits: the first renames it and makes it a drink, the second renames it again.
    await apiPatch(page.request, `foodDrinks/${dish.id}`, { name: `${name} (1)`, type: 'drink' });
    await apiPatch(page.request, `foodDrinks/${dish.id}`, { name: `${name} (2)` });
    await page.goto(`/dashboard/dishes/${dish.id}/details`);
    const article = page.getByRole('article');
    await article.getByRole('button', { name: 'Change history' }).click();
    const panel = page.getByRole('dialog', { name: 'Change history' });
    const entries = panel.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
    await expect(entries).toHaveCount(3);

    // Only the type of the first edit: its own Revert, which leaves the name alone.
    await entries.nth(1).getByRole('button', { name: 'Revert type' }).click();
    await expectToast(page, 'Reverted');
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(0)).toContainText('Type: drink → food');
    await expect(entries.nth(0)).toContainText('revert');

    // The whole first edit: its name was changed again since, so staff choose.
    await entries.nth(2).getByRole('button', { name: 'Revert this change' }).click();
    const clash = page.getByRole('dialog', { name: 'Changed again since' });
    await expect(clash).toContainText(`Now: ${name} (2)`);
    await expect(clash).toContainText(`Revert to: ${name}`);
    expect(await seriousViolations(page, 'Changed again since')).toEqual([]);
    await clash.getByRole('checkbox', { name: 'Revert name all the same' }).check();
    await clash.getByRole('button', { name: 'Revert' }).click();
    await expect(clash).toBeHidden();
    await expectToast(page, 'Reverted');
    await expect(entries.nth(0)).toContainText(`Name: ${name} (2) → ${name}`);
  });

  test('should offer Undo on the toast of a delete, and bring the record back', async ({ page }) => {
    const title = `Undo me ${uniqueSuffix()}`;
    const quote = await apiPost<TQuote>(page.request, 'quotes', { title });
    await page.goto(`/dashboard/quotes/${quote.id}/details`);
    await page.getByRole('article').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Item Deleted Successfully' });
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, 'Undone');
    await page.goto(`/dashboard/quotes/${quote.id}/details`);
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  });

  test("should read a place's edits by kind (words, tag chips, pictures), compare two points and revert only the tags", async ({
    page,
  }) => {
    const suffix = uniqueSuffix();
    const [t1, t2] = [
      await apiPost<{ id: number }>(page.request, 'tags', { name: `Terrace ${suffix}` }),
      await apiPost<{ id: number }>(page.request, 'tags', { name: `Late ${suffix}` }),
    ];
    const cities = await apiGet<{ id: number }[]>(page.request, 'destinations', { filter: { limit: 1 } });
    const pictures = ['a', 'b'].map((n) => ({ id: `${suffix}${n}`, url: `https://example.com/${suffix}-${n}.jpg` }));
    const text = 'Grilled fish by the harbour every evening, with bread from the bakery next door and wine';
    const place = await apiPost<{ id: number }>(page.request, 'establishments', {
      name: `History Place ${suffix}`,
      address: '1 Rua',
      city: 'Porto',
      destinationId: cities[0]?.id,
      description: text,
      _pictures: pictures,
    });
    await apiPatch(page.request, `establishments/${place.id}`, { description: text.replace('fish', 'squid') });
    await apiPatch(page.request, `establishments/${place.id}`, { tagIds: [t1.id, t2.id] });
    await apiPatch(page.request, `establishments/${place.id}`, { _pictures: [...pictures].reverse() });

    await page.goto(`/dashboard/places/${place.id}/details`);
    await page.getByRole('article').getByRole('button', { name: 'Change history' }).click();
    const panel = page.getByRole('dialog', { name: 'Change history' });
    const entries = panel.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
    await expect(entries).toHaveCount(4);
    await expect(entries.nth(0)).toContainText('Pictures: order changed');
    await expect(entries.nth(1)).toContainText('Tags added:');
    await expect(entries.nth(1).getByText(`Terrace ${suffix}`)).toBeVisible();
    await expect(entries.nth(2).locator('del')).toHaveText('fish');
    await expect(entries.nth(2).locator('ins')).toHaveText('squid');

    // Two points compared: from the description's edit to the pictures' reorder, only the pictures differ.
    await entries.nth(2).getByRole('checkbox').check();
    await entries.nth(0).getByRole('checkbox').check();
    await panel.getByRole('button', { name: 'Compare' }).click();
    const compare = page.getByRole('dialog', { name: 'Compare' });
    await expect(compare).toContainText('Pictures: order changed');
    await expect(compare).not.toContainText('Description');
    await compare.getByRole('button', { name: 'Close' }).click();

    // Only the tags go back; the description and the pictures stay.
    await entries.nth(1).getByRole('button', { name: 'Revert this change' }).click();
    await expectToast(page, 'Reverted');
    await expect(entries).toHaveCount(5);
    await expect(entries.nth(0)).toContainText('Tags removed:');
    const now = await apiGet<{ description: string; _pictures: { id: string }[] }>(
      page.request,
      `establishments/${place.id}`,
    );
    expect(now.description).toBe(text.replace('fish', 'squid'));
    expect(now._pictures.map((p) => p.id)).toEqual([pictures[1].id, pictures[0].id]);
    expect(await apiGet<unknown[]>(page.request, `establishments/${place.id}/tags`)).toEqual([]);

    // One field's timeline: every change to the description, and nothing else.
    await panel.getByRole('combobox', { name: 'Field' }).click();
    await page.getByRole('option', { name: 'Description', exact: true }).click();
    await expect(entries).toHaveCount(1);
    await expect(entries.nth(0).locator('ins')).toHaveText('squid');

    // The place's area reads its opening hours as the week before and after.
    const monday = { periods: [{ open: { day: 1, time: '0900' }, close: { day: 1, time: '1700' } }] };
    await apiPatch(page.request, `establishments/${place.id}`, { _openingDays: [monday] });
    await panel.getByRole('combobox', { name: 'Field' }).click();
    await page.getByRole('option', { name: 'Opening days', exact: true }).click();
    const week = entries.nth(0).getByRole('table', { name: 'Opening hours, before and after' });
    await expect(week.getByRole('row', { name: /Monday/ })).toContainText('Closed');
    await expect(week.getByRole('row', { name: /Monday/ })).toContainText('9:00 AM – 5:00 PM');
  });
});
