import type { TWireRecord } from '@mise/contracts/common/wire';
import type { cityResource } from '@mise/contracts/resources/city';
import type { eatineraryResource } from '@mise/contracts/resources/eatinerary';
import { expect, type Page, test } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiGet } from './support/resource';

// Seven rounds each; the machine is shared, so allow more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** A row of the cities' or eatineraries' list, asked for its id and name. */
type TNamed = Pick<TWireRecord<typeof cityResource | typeof eatineraryResource>, 'id' | 'name'>;

/** Waits between the last keystroke and applying a filter: either side of the 500 ms search debounce, and on it. */
const DELAYS_MS = [0, 300, 450, 500, 550, 700, 900];
/** When Apply is pressed, counted from the last keystroke: thickest around the debounce, where the two used to collide. */
const APPLY_AT_MS = [400, 450, 475, 500, 525, 575, 900];

/** The rows the server gives for the list's first page under `where`. */
async function firstPageNames(page: Page, path: string, where: object): Promise<string[]> {
  const rows = await apiGet<TNamed[]>(page.request, path, {
    filter: { where, order: 'name ASC, id ASC', limit: 20, fields: ['id', 'name'] },
  });
  return rows.map((row) => row.name);
}

async function expectRows(page: Page, listName: string, names: string[]) {
  const links = page.getByRole('list', { name: listName }).getByRole('link');
  await expect(links).toHaveCount(names.length);
  for (const [index, name] of names.entries()) await expect(links.nth(index)).toContainText(name);
}

test.describe('list state in the URL', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should keep both a search still settling and a filter applied from the panel, whatever the moment', async ({
    page,
  }) => {
    const expected = await firstPageNames(page, 'destinations', {
      and: [{ isPublished: true }, { name: { ilike: '%an%' } }],
    });
    expect(expected.length, 'the demo content has published cities with "an" in their name').toBeGreaterThan(0);
    for (const delay of APPLY_AT_MS) {
      await page.goto('/dashboard/cities');
      const search = page.getByRole('searchbox', { name: 'Search cities' });
      await search.pressSequentially('an');
      const typed = Date.now();
      await page.getByRole('button', { name: /^Filter/ }).click();
      const panel = page.getByRole('dialog', { name: 'Filter' });
      await panel.getByRole('radio', { name: 'Published', exact: true }).check();
      // Apply lands `delay` ms after the last keystroke (or as soon as the panel allows, when opening it took longer).
      await page.waitForTimeout(Math.max(0, delay - (Date.now() - typed)));
      await panel.getByRole('button', { name: 'Apply' }).click();

      await expect(page, `filter applied ${delay} ms after typing`).toHaveURL(/[?&]filter=published(&|$)/);
      await expect(page, `search kept when the filter came ${delay} ms after typing`).toHaveURL(/[?&]q=an(&|$)/);
      await expect(search).toHaveValue('an');
      await expectRows(page, 'Cities', expected);
    }
  });

  test('should keep both a search still settling and a filter chip clicked, whatever the moment', async ({ page }) => {
    const expected = await firstPageNames(page, 'eateries', {
      and: [{ isPublished: false }, { name: { ilike: '%a%' } }],
    });
    expect(expected.length, 'the demo content has unpublished eatineraries with "a" in their name').toBeGreaterThan(0);
    for (const delay of DELAYS_MS) {
      await page.goto('/dashboard/eatineraries');
      const search = page.getByRole('searchbox', { name: 'Search eatineraries' });
      await search.pressSequentially('a');
      await page.waitForTimeout(delay);
      await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Unpublished' }).click();

      await expect(page, `chip clicked ${delay} ms after typing`).toHaveURL(/[?&]filter=unpublished(&|$)/);
      await expect(page, `search kept when the chip came ${delay} ms after typing`).toHaveURL(/[?&]q=a(&|$)/);
      await expect(search).toHaveValue('a');
      await expectRows(page, 'Eatineraries', expected);
    }
  });
});
