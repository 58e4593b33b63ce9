import { expect as baseExpect, type Page, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { ADMIN_STORAGE_STATE } from './support/env';
import { mainMenu } from './support/session';

const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * Every menu area: its list, its add form and the first row's detail. `list` names the list whose first link opens a
 * detail (the area's heading when unset; null: the area has no detail page), `add` the button that opens its form (null:
 * none), `tab` a tab to open first.
 */
type TArea = { menu: string; heading: string; list?: string | null; add?: string | RegExp | null; tab?: string };
const AREAS: TArea[] = [
  // Home has sections, not items: its form is a section's picker (the Videos tab adds by upload, not by a form).
  { menu: 'Home', heading: 'Home', list: null, tab: "What's New", add: 'Add' },
  { menu: 'Cities', heading: 'Cities', add: 'Add city' },
  { menu: 'Places', heading: 'Places', add: 'Add place' },
  { menu: 'Dishes', heading: 'Dishes', add: 'Add dish' },
  { menu: 'Cuisines', heading: 'Cuisines', add: 'Add cuisine' },
  { menu: 'Landmarks', heading: 'Landmarks', add: 'Add landmark' },
  { menu: 'Explore', heading: 'Explore', list: 'Explore lists', add: 'Add explore list' },
  { menu: 'Eatineraries', heading: 'Eatineraries', add: 'Add eatinerary' },
  { menu: 'Destination Packs', heading: 'Destination Packs', list: 'Destination packs', add: 'Add destination pack' },
  { menu: 'Quotes', heading: 'Quotes', add: 'Add quote' },
  // Tags are edited inside their categories: the form is a category's 'Add tag to …'.
  { menu: 'Tags', heading: 'Tags', list: null, add: /^Add tag to / },
  { menu: 'Coupons', heading: 'Coupons', add: 'Add coupon' },
  { menu: 'User', heading: 'Users', add: 'Add user' },
  // Reviews are cards with their own actions, no detail page.
  { menu: 'Reviews', heading: 'Reviews', list: null, add: 'Add review' },
  // Settings is one form per tab, its list the place types.
  { menu: 'Settings', heading: 'Settings', list: null, add: null },
  // The one trash of every type: a table with its filters, no form.
  { menu: 'Trash', heading: 'Trash', list: null, add: null },
];

test.describe('accessibility of every area', () => {
  test.describe.configure({ timeout: 120_000 });
  // One signed-in page for the whole walk: areas open from the side menu, as staff move, without reloading the app.
  let page: Page;
  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext({ storageState: ADMIN_STORAGE_STATE, baseURL });
    page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto('/dashboard');
    await expect(mainMenu(page)).toBeVisible();
  });
  test.afterAll(async () => page.context().close());

  for (const area of AREAS) {
    test(`should have no serious or critical violations on ${area.heading}: list, form and detail`, async () => {
      const found: string[] = [];
      await mainMenu(page)
        .getByRole('link', { name: new RegExp(`^${area.menu}( [\\d,]+)?$`) })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: area.heading, exact: true })).toBeVisible();
      if (area.tab) await page.getByRole('tab', { name: area.tab, exact: true }).click();
      const listName = area.list ?? area.heading;
      const list = area.list === null ? undefined : page.getByRole('list', { name: listName, exact: true });
      if (list) await expect(list.getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      found.push(...(await seriousViolations(page, `${area.heading} list`)));

      if (area.add) {
        await page
          .getByRole('button', { name: area.add, exact: typeof area.add === 'string' })
          .first()
          .click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        found.push(...(await seriousViolations(page, `${area.heading} form`)));
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
      }

      if (list) {
        const url = page.url();
        await list.getByRole('link').first().click();
        await expect(page).not.toHaveURL(url);
        await expect(page.getByRole('toolbar', { name: / actions$/ }).first()).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        found.push(...(await seriousViolations(page, `${area.heading} detail`)));
      }
      expect(found).toEqual([]);
    });
  }
});
