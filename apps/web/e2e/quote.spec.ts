import type { TWireRecord } from '@mise/contracts/common/wire';
import type { quoteResource } from '@mise/contracts/resources/quote';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/env';
import { makeImage } from './support/media';
import { apiGet, apiPost, expectToast, uniqueSuffix } from './support/resource';

type TQuote = TWireRecord<typeof quoteResource>;

const list = (page: Page) => page.getByRole('list', { name: 'Quotes' });
const article = (page: Page) => page.getByRole('article');

async function openFilter(page: Page) {
  await page.getByRole('button', { name: /^Filter/ }).click();
  return page.getByRole('dialog', { name: 'Filter' });
}

async function quoteCount(page: Page, where: Record<string, unknown>): Promise<number> {
  return (await apiGet<{ count: number }>(page.request, 'quotes/count', { where })).count;
}

/** Adds a picture to a quote through the API (upload, then add to the list), tagged Mobile. */
async function addQuotePicture(page: Page, quoteId: number): Promise<TQuote['_pictures']> {
  const bytes = await makeImage({ width: 60, height: 40, color: '#884422' });
  const stored = await apiPost<Record<string, unknown>>(page.request, 'pictures/upload', {
    base64img: bytes.toString('base64'),
    filename: 'quote.jpg',
    folder: 'quotes',
  });
  return apiPost<TQuote['_pictures']>(page.request, `quotes/${quoteId}/pictures`, {
    url: stored.url,
    imagePath: stored.imagePath,
    filePath: stored.filePath,
    thumbnail: stored.thumbnail,
    fileType: 'image',
    desktop: false,
  });
}

test.describe('quotes', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should filter by Published and Unpublished, search the titles and page 20 at a time by title', async ({
    page,
  }) => {
    // 22 quotes sharing a word no seeded title has: a search for it gives two pages, 20 and 2.
    const token = `Zq${uniqueSuffix()}`;
    const created: TQuote[] = [];
    for (let i = 0; i < 22; i++)
      created.push(
        await apiPost<TQuote>(page.request, 'quotes', { title: `${token} quote ${String(i).padStart(2, '0')}` }),
      );
    for (const quote of created.slice(0, 3))
      await apiPost(page.request, `quotes/${quote.id}/publish`, { publish: true });

    await page.goto('/dashboard/quotes');
    await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
    const all = await quoteCount(page, {});
    await expect(page.getByText(`${all} items`, { exact: true })).toBeVisible();

    let filter = await openFilter(page);
    await filter.getByRole('radio', { name: 'Published', exact: true }).check();
    await filter.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/[?&]filter=published(&|$)/);
    await expect(
      page.getByText(`${await quoteCount(page, { isPublished: true })} items`, { exact: true }),
    ).toBeVisible();
    await expect(list(page).getByRole('img', { name: 'Unpublished' })).toHaveCount(0);

    filter = await openFilter(page);
    await filter.getByRole('radio', { name: 'Unpublished' }).check();
    await filter.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Filter: Unpublished' })).toBeVisible();
    const unpublished = await quoteCount(page, { isPublished: false });
    await expect(page.getByText(`${unpublished} items`, { exact: true })).toBeVisible();
    await expect(list(page).getByRole('img', { name: 'Unpublished' })).toHaveCount(Math.min(20, unpublished));

    // The search keeps the filter: 19 of the 22 are unpublished.
    await page.getByRole('searchbox', { name: 'Search quotes' }).fill(token.toLowerCase());
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByText('19 items', { exact: true })).toBeVisible();

    await (await openFilter(page)).getByRole('button', { name: 'Reset' }).click();
    await expect(page).not.toHaveURL(/filter=/);
    await expect(page.getByText('22 items', { exact: true })).toBeVisible();
    await expect(list(page).getByRole('link')).toHaveCount(20);
    await expect(list(page).getByRole('link').first()).toContainText(`${token} quote 00`);
    await page.getByRole('button', { name: 'page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(list(page).getByRole('link')).toHaveCount(2);
    await expect(list(page).getByRole('link').nth(0)).toContainText(`${token} quote 20`);
    await expect(list(page).getByRole('link').nth(1)).toContainText(`${token} quote 21`);
  });

  test('should require a title, add a quote and open its details, then edit it', async ({ page }) => {
    await page.goto('/dashboard/quotes');
    await page.getByRole('button', { name: 'Add quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Quote' });
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('This is required');
    // Spaces alone are not a title either.
    await dialog.getByRole('textbox', { name: 'Title' }).fill('   ');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(dialog.getByText('This is required')).toBeVisible();

    const title = `Eat where the locals queue ${uniqueSuffix()}`;
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Item added successfully');
    await expect(page).toHaveURL(/\/dashboard\/quotes\/\d+\/details$/);
    const id = Number(/quotes\/(\d+)\//.exec(page.url())?.[1]);
    await expect(article(page).getByRole('heading', { name: title })).toBeVisible();
    expect(await apiGet<TQuote>(page.request, `quotes/${id}`)).toMatchObject({ title, isPublished: false });

    await article(page).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Quote' });
    await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await edit.getByRole('textbox', { name: 'Title' }).fill(`${title} (edited)`);
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Item edited successfully');
    await expect(article(page).getByRole('heading', { name: `${title} (edited)` })).toBeVisible();
    expect((await apiGet<TQuote>(page.request, `quotes/${id}`)).title).toBe(`${title} (edited)`);
  });

  test('should publish and unpublish with toasts and the lock icon', async ({ page }) => {
    const quote = await apiPost<TQuote>(page.request, 'quotes', { title: `Publish me ${uniqueSuffix()}` });
    await page.goto(`/dashboard/quotes/${quote.id}/details`);
    await expect(article(page).getByRole('img', { name: 'Unpublished' }).first()).toBeVisible();
    await article(page)
      .getByRole('switch', { name: /Unpublished/ })
      .click();
    await expectToast(page, 'Published!');
    await expect(article(page).getByRole('img', { name: 'Published' }).first()).toBeVisible();
    expect((await apiGet<TQuote>(page.request, `quotes/${quote.id}`)).isPublished).toBe(true);

    await article(page)
      .getByRole('switch', { name: /Published/ })
      .click();
    await expectToast(page, 'Unpublished!');
    expect((await apiGet<TQuote>(page.request, `quotes/${quote.id}`)).isPublished).toBe(false);
  });

  test('should tag a picture Desktop or Mobile and store the choice', async ({ page }) => {
    // Pictures load after the quote; on a busy machine that can take a while.
    test.slow();
    const quote = await apiPost<TQuote>(page.request, 'quotes', { title: `Pictured ${uniqueSuffix()}` });
    const [picture] = await addQuotePicture(page, quote.id);
    expect(picture.desktop).toBe(false);

    await page.goto(`/dashboard/quotes/${quote.id}/details`);
    const pictures = page.getByRole('region', { name: /^Pictures/ });
    await expect(pictures.getByRole('listitem')).toHaveCount(1, { timeout: 30_000 });
    const orientation = pictures.getByRole('combobox', { name: 'Orientation' });
    await expect(orientation).toHaveText('Mobile');

    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/quotes/${quote.id}`) && r.request().method() === 'PATCH',
    );
    await orientation.click();
    await page.getByRole('option', { name: 'Desktop' }).click();
    expect((await saved).status()).toBe(200);
    await expect(orientation).toHaveText('Desktop');
    expect((await apiGet<TQuote>(page.request, `quotes/${quote.id}`))._pictures).toMatchObject([
      { id: picture.id, desktop: true },
    ]);

    await page.reload();
    await expect(
      page.getByRole('region', { name: /^Pictures/ }).getByRole('combobox', { name: 'Orientation' }),
    ).toHaveText('Desktop');
    await orientation.click();
    await page.getByRole('option', { name: 'Mobile' }).click();
    await expect(orientation).toHaveText('Mobile');
    await expect
      .poll(async () => (await apiGet<TQuote>(page.request, `quotes/${quote.id}`))._pictures[0].desktop)
      .toBe(false);
  });

  test('should delete a quote after Yes and return to the list', async ({ page }) => {
    const quote = await apiPost<TQuote>(page.request, 'quotes', { title: `Delete me ${uniqueSuffix()}` });
    await page.goto(`/dashboard/quotes/${quote.id}/details?q=${encodeURIComponent(quote.title)}`);
    await expect(list(page).getByRole('link', { name: quote.title })).toBeVisible();

    // No keeps the quote.
    await article(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete');
    await page.getByRole('dialog').getByRole('button', { name: 'No' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect((await page.request.get(`/api/quotes/${quote.id}`)).status()).toBe(200);

    await article(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Item Deleted Successfully');
    await expect(page).toHaveURL(/\/dashboard\/quotes\?q=/);
    await expect(list(page).getByRole('link', { name: quote.title })).toHaveCount(0);
    expect((await page.request.get(`/api/quotes/${quote.id}`)).status()).toBe(404);
  });
});
