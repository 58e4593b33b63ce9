import type { TWireRecord } from '@mise/contracts/common/wire';
import type { cityResource } from '@mise/contracts/resources/city';
import type { userReviewResource } from '@mise/contracts/resources/review';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { csvRecords } from './support/csv';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiGet, apiPost, expectToast, uniqueSuffix } from './support/resource';

// Real content on a shared, busy machine: each wait gets more time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

type TCityRef = Pick<TWireRecord<typeof cityResource>, 'id' | 'name'>;
type TReviewRef = Pick<TWireRecord<typeof userReviewResource>, 'id'>;

/** A name of `length` characters with no space anywhere, ending in `tag` so a search finds it. */
const unbroken = (tag: string, length = 300) => `${'W'.repeat(length - tag.length)}${tag}`;

/**
 * For each row of a list: its box and the extent of its text, against the list's column (the outlined paper around it).
 * A text that spills shows as a right edge past the column's.
 */
async function rowsAgainstColumn(list: Locator) {
  return list.evaluate((el) => {
    const column = (el.closest('.MuiPaper-root') as HTMLElement).getBoundingClientRect();
    return [...el.querySelectorAll('a')].map((row) => {
      const range = document.createRange();
      range.selectNodeContents(row);
      const text = range.getBoundingClientRect();
      return {
        row: row.getBoundingClientRect().width,
        textRight: text.right,
        column: column.width,
        columnRight: column.right,
      };
    });
  });
}

async function expectRowsInsideColumn(page: Page, listName: string) {
  const list = page.getByRole('list', { name: listName });
  await expect(list.getByRole('link').first()).toBeVisible();
  const rows = await rowsAgainstColumn(list);
  expect(rows.length).toBeGreaterThan(0);
  for (const { row, textRight, column, columnRight } of rows) {
    expect(row, `${listName}: a row is wider than its column`).toBeLessThanOrEqual(column);
    expect(textRight, `${listName}: a row's text runs past its column`).toBeLessThanOrEqual(columnRight + 0.5);
  }
  // Nothing spills far enough to make the page scroll sideways either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

const publishedCity = async (request: APIRequestContext) =>
  (
    await apiGet<TCityRef[]>(request, 'destinations', {
      filter: { where: { isPublished: true }, order: 'name ASC', limit: 1, fields: ['id', 'name'] },
    })
  )[0];

test.describe('layout with real content', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should keep 300-character unbroken names, titles and addresses inside the list column', async ({ page }) => {
    const { request } = page;
    const tag = uniqueSuffix();
    const city = await publishedCity(request);
    await apiPost(request, 'cuisines', { name: unbroken(`c${tag}`) });
    await apiPost(request, 'userReviews', { title: unbroken(`r${tag}`) });
    await apiPost(request, 'establishments', {
      name: unbroken(`p${tag}`),
      address: unbroken('a'),
      addressLine1: unbroken('l'),
      city: city.name,
      destinationId: city.id,
    });
    for (const [path, listName, prefix] of [
      ['cuisines', 'Cuisines', 'c'],
      ['reviews', 'Reviews', 'r'],
      ['places', 'Places', 'p'],
    ] as const) {
      await page.goto(`/dashboard/${path}?q=${prefix}${tag}`);
      await expect(page.getByRole('list', { name: listName }).getByRole('link')).toHaveCount(1);
      await expectRowsInsideColumn(page, listName);
      // A page of ordinary rows beside it holds too.
      await page.goto(`/dashboard/${path}`);
      await expectRowsInsideColumn(page, listName);
    }
  });

  test("should wrap a 1 000-character search inside the column in 'Nothing matches'", async ({ page }) => {
    const text = unbroken(uniqueSuffix(), 1000);
    await page.goto('/dashboard/cuisines');
    await page.getByRole('searchbox', { name: 'Search cuisines' }).fill(text);
    const nothing = page.getByText(`Nothing matches "${text}".`);
    await expect(nothing).toBeVisible();
    const [box, column] = await nothing.evaluate((el) => [
      el.getBoundingClientRect().right,
      (el.closest('.MuiPaper-root') as HTMLElement).getBoundingClientRect().right,
    ]);
    expect(box).toBeLessThanOrEqual(column);
    expect(await nothing.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('should send a page number past the end to the last page', async ({ page }) => {
    const { count } = await apiGet<{ count: number }>(page.request, 'cuisines/count');
    const last = Math.max(1, Math.ceil(count / 20));
    await page.goto('/dashboard/cuisines?page=99');
    await expect(page).toHaveURL(last > 1 ? new RegExp(`[?&]page=${last}(&|$)`) : /\/dashboard\/cuisines$/);
    await expect(page.getByRole('list', { name: 'Cuisines' }).getByRole('link')).toHaveCount(count - (last - 1) * 20);
    await expect(page.getByText('Nothing here yet.')).toHaveCount(0);
  });

  test("should give Home's city boxes room for a city's name on the Dish and Videos tabs", async ({ page }) => {
    for (const [tab, label] of [
      ['dish', 'City'],
      ['videos', 'City of the video'],
    ] as const) {
      await page.goto(`/dashboard/home/${tab}`);
      const box = page.getByRole('combobox', { name: label });
      await expect(box).toBeVisible();
      const field = await box.locator('xpath=ancestor::*[contains(@class, "MuiAutocomplete-root")][1]').boundingBox();
      expect(field?.width ?? 0, tab).toBeGreaterThanOrEqual(120);
      expect((await box.boundingBox())?.width ?? 0, tab).toBeGreaterThanOrEqual(120);
    }
  });

  test('should export what the list shows under its search, filter and sort, every page of it, and close its tooltip on click', async ({
    page,
  }) => {
    const { request } = page;
    const token = `Csvfollow${uniqueSuffix()}`;
    // More than a page (20) published under one word, and unpublished ones the filter leaves out.
    for (let i = 0; i < 25; i++) {
      const review = await apiPost<TReviewRef>(request, 'userReviews', {
        title: `${token} review ${String(i).padStart(2, '0')}`,
      });
      await apiPost(request, `userReviews/${review.id}/publish?publish=true`, {});
    }
    for (let i = 0; i < 3; i++) await apiPost(request, 'userReviews', { title: `${token} draft ${i}` });
    const where = { and: [{ isPublished: true }, { title: { search: token } }] };
    const expected = await apiGet<TReviewRef[]>(request, 'userReviews', {
      filter: { where, order: 'created DESC, id ASC', fields: ['id'], limit: 1000 },
    });
    expect(expected).toHaveLength(25);

    await page.goto(`/dashboard/reviews?q=${token}&filter=published&sort=newest`);
    const rows = page.getByRole('list', { name: 'Reviews' }).getByRole('link');
    await expect(rows).toHaveCount(20);
    const button = page.getByRole('button', { name: 'Export CSV' });
    await button.hover();
    const tooltip = page.getByRole('tooltip', { name: 'Export CSV' });
    await expect(tooltip).toBeVisible();
    const [tip, firstRow] = [await tooltip.boundingBox(), await rows.first().boundingBox()];
    expect((tip?.y ?? 0) + (tip?.height ?? 0), 'the tooltip stays clear of the first row').toBeLessThanOrEqual(
      firstRow?.y ?? 0,
    );

    const downloading = page.waitForEvent('download');
    await button.click();
    await expect(tooltip).toBeHidden();
    const download = await downloading;
    const text = await readFile(await download.path(), 'utf8');
    expect(csvRecords(text)).toBe(25 + 1);
    const [header, ...lines] = text.trimEnd().split('\n');
    const published = header.split(',').indexOf('isPublished');
    expect(lines.map((line) => Number(line.split(',')[0]))).toEqual(expected.map((r) => r.id));
    expect(new Set(lines.map((line) => line.split(',')[published]))).toEqual(new Set(['true']));
    await expectToast(page, 'CSV exported');
    // Still offered once the pointer has left and come back.
    await page.mouse.move(0, 0);
    await button.hover();
    await expect(tooltip).toBeVisible();
  });
});
