import type { TWireRecord } from '@mise/contracts/common/wire';
import type { TIncluded } from '@mise/contracts/includes';
import type { cityResource } from '@mise/contracts/resources/city';
import type { cuisineResource } from '@mise/contracts/resources/cuisine';
import type { dishResource } from '@mise/contracts/resources/dish';
import type { placeResource } from '@mise/contracts/resources/place';
import type { reviewResource } from '@mise/contracts/resources/review';
import type { tagResource } from '@mise/contracts/resources/tag';
import type { userResource } from '@mise/contracts/resources/user';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect as baseExpect, type Page, type Route, test } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiGet, apiPost, expectToast, uniqueSuffix } from './support/resource';
import { addTagsThroughDialog, twoTagsOfACategory } from './support/tags';

// These flows run many steps against a real server on a shared, busy machine: each wait and each test gets more time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

type TPlace = TWireRecord<typeof placeResource>;
type TPlaceRef = Pick<TPlace, 'id' | 'name'>;
type TCityRef = Pick<TWireRecord<typeof cityResource>, 'id' | 'name'>;
type TUserRef = Pick<TWireRecord<typeof userResource>, 'id' | 'name'>;

const list = (page: Page) => page.getByRole('list', { name: 'Places' });
const rows = (page: Page) => list(page).getByRole('link');
const countOf = async (request: APIRequestContext, where: object) =>
  (await apiGet<{ count: number }>(request, 'establishments/count', { where })).count;
const firstNames = async (request: APIRequestContext, where: object, order = 'name ASC, id ASC') =>
  (
    await apiGet<TPlaceRef[]>(request, 'establishments', {
      filter: { where, order, limit: 20, fields: ['id', 'name'] },
    })
  ).map((p) => p.name);

/** The product's name as the console shows it ({product} in the spec). */
async function productName(request: APIRequestContext): Promise<string> {
  const constants = await apiGet<{ productName?: string }>(request, 'appmodels/constants');
  return constants.productName || 'Mise';
}

async function firstCity(request: APIRequestContext): Promise<TCityRef> {
  const [city] = await apiGet<TCityRef[]>(request, 'destinations', {
    filter: { where: { isPublished: true }, order: 'name ASC', limit: 1, fields: ['id', 'name'] },
  });
  expect(city, 'the demo content has a published city').toBeTruthy();
  return city;
}

/** A new place in the first published city, named `{prefix} {unique}`. */
async function newPlace(request: APIRequestContext, prefix: string): Promise<TPlace> {
  const city = await firstCity(request);
  return apiPost<TPlace>(request, 'establishments', {
    name: `${prefix} ${uniqueSuffix()}`,
    address: '1 Rua',
    city: 'Lisboa',
    destinationId: city.id,
  });
}

test.describe('places', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should list 20 per page with locks and suggester icons, and filter by one choice at a time: status, rating or city chips or a radio', async ({
    page,
  }) => {
    const { request } = page;
    const total = await countOf(request, {});
    expect(total, 'the demo content has more than a page of places').toBeGreaterThan(20);
    await page.goto('/dashboard/places');
    await expect(rows(page)).toHaveCount(20);
    const firstPage = await apiGet<
      (Pick<TPlace, 'id' | 'name' | 'isPublished' | 'hasSuggestions'> &
        TIncluded<typeof placeResource, 'destination'>)[]
    >(request, 'establishments', {
      filter: {
        order: 'name ASC, id ASC',
        limit: 20,
        fields: ['id', 'name', 'isPublished', 'hasSuggestions'],
        include: 'destination',
      },
    });
    for (const [index, place] of firstPage.entries()) {
      const row = rows(page).nth(index);
      await expect(row).toContainText(place.name);
      await expect(row.getByRole('img', { name: 'Unpublished' })).toHaveCount(place.isPublished ? 0 : 1);
      await expect(row.getByRole('img', { name: 'Suggested by users' })).toHaveCount(place.hasSuggestions ? 1 : 0);
    }
    // Some row of the demo's first page is unpublished, or the lock check above proved nothing.
    expect(firstPage.some((p) => !p.isPublished)).toBe(true);

    // One active choice at a time (part 2 §2): the Status chips WIP and Complete, applied alone, back to page 1.
    await page.getByRole('navigation', { name: 'Places pages' }).getByRole('button', { name: 'page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    const filterButton = page.getByRole('button', { name: /^Filter/ });
    const panel = page.getByRole('dialog', { name: 'Filter' });
    const product = await productName(request);
    await filterButton.click();
    await expect(panel.getByRole('radio', { name: `Rated by ${product}`, exact: true })).toBeVisible();
    await expect(panel.getByRole('radio', { name: `Not Rated by ${product}` })).toBeVisible();
    await panel.getByRole('radio', { name: 'Published', exact: true }).check();
    const status = panel.getByRole('group', { name: 'Status' });
    await status.getByRole('button', { name: 'WIP', exact: true }).click();
    await status.getByRole('button', { name: 'Complete' }).click();
    // Picking a chip unchecks the radio: the panel never shows a choice it does not apply.
    await expect(panel.getByRole('radio', { name: 'Published', exact: true })).not.toBeChecked();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/status=WIP%2Ccomplete|status=WIP,complete/);
    await expect(page).not.toHaveURL(/filter=|page=2/);
    await expect(filterButton).toHaveAccessibleName('Filter: Status: WIP, Complete');
    const byStatus = { status: { inq: ['WIP', 'complete'] } };
    const statusCount = await countOf(request, byStatus);
    expect(statusCount, 'the demo has WIP or complete places, not all of them').toBeGreaterThan(0);
    expect(statusCount).toBeLessThan(total);
    await expect(page.getByText(`${statusCount} items`)).toBeVisible();
    await expect(rows(page).first()).toContainText((await firstNames(request, byStatus))[0]);

    // A rating chip takes over from the Status chips.
    await filterButton.click();
    await expect(status.getByRole('button', { name: 'WIP', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await panel.getByRole('group', { name: 'Rating' }).getByRole('button', { name: '3 ★' }).click();
    await expect(status.getByRole('button', { name: 'WIP', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/rating=3/);
    await expect(page).not.toHaveURL(/status=/);
    await expect(filterButton).toHaveAccessibleName('Filter: Rating: 3 ★');
    await expect(page.getByText(`${await countOf(request, { guideRating: { inq: [3] } })} items`)).toBeVisible();

    // The city chips sit in the panel and take over too; then the choice 'Published' clears them.
    const city = await firstCity(request);
    await filterButton.click();
    await panel.getByRole('combobox', { name: 'Cities' }).fill(city.name);
    await page.getByRole('option', { name: city.name, exact: true }).first().click();
    await expect(panel.getByRole('group', { name: 'Rating' }).getByRole('button', { name: '3 ★' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(new RegExp(`cities=${city.id}`));
    await expect(page).not.toHaveURL(/rating=/);
    await expect(filterButton).toHaveAccessibleName(`Filter: Cities: ${city.name}`);
    await expect(
      page.getByText(`${await countOf(request, { destinationId: { inq: [city.id] } })} items`),
    ).toBeVisible();
    await filterButton.click();
    await panel.getByRole('radio', { name: 'Published', exact: true }).check();
    await expect(panel.getByRole('button', { name: city.name, exact: true })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/filter=published/);
    await expect(page).not.toHaveURL(/cities=/);
    await expect(filterButton).toHaveAccessibleName('Filter: Published');
    const published = await countOf(request, { isPublished: true });
    await expect(page.getByText(`${published} items`)).toBeVisible();

    // An old link holding several applies the first in the panel's order, and says so.
    await page.goto('/dashboard/places?filter=published&status=WIP');
    await expect(filterButton).toHaveAccessibleName('Filter: Published');
    await expect(page.getByText(`${published} items`)).toBeVisible();
    await filterButton.click();
    await expect(status.getByRole('button', { name: 'WIP', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect(page).not.toHaveURL(/status=|rating=|filter=|cities=/);
    await expect(filterButton).toHaveAccessibleName('Filter');
    await expect(page.getByText(`${total} items`)).toBeVisible();

    // 'User Submitted': places with an active suggester, each with the account icon.
    await page.getByRole('button', { name: /^Filter/ }).click();
    await panel.getByRole('radio', { name: 'User Submitted' }).check();
    await panel.getByRole('button', { name: 'Apply' }).click();
    const submitted = await countOf(request, { hasSuggestions: true });
    await expect(page.getByText(`${submitted} items`)).toBeVisible();
    await expect(rows(page).first().getByRole('img', { name: 'Suggested by users' })).toBeVisible();

    // Sort: Newest First.
    await page.getByRole('button', { name: /^Filter/ }).click();
    await panel.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: /^Sort/ }).click();
    await page.getByRole('menuitem', { name: 'Newest First' }).click();
    await expect(page).toHaveURL(/sort=newest/);
    await expect(rows(page).first()).toContainText((await firstNames(request, {}, 'created DESC, id ASC'))[0]);
  });

  test('should export every live place as CSV as a job, with its progress, a Download and the file on Jobs', async ({
    page,
  }) => {
    // Above EXPORT_AS_JOB_ROWS rows a list exports as a job; the e2e server sets it to 200 (playwright.config.ts), so the
    // demo's places go as a job while landmarks, explore lists and reviews stream (their specs).
    const { request } = page;
    const total = await countOf(request, {});
    expect(total).toBeGreaterThan(200);
    await page.goto('/dashboard/places');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expectToast(page, `Exporting ${total.toLocaleString('en-US')} rows as a job: the file will be under Jobs`);
    const where = page.getByRole('status', { name: 'CSV export job' });
    await expect(where).toBeVisible();
    const ready = page.getByTestId('toast').filter({ hasText: 'CSV export ready' });
    await expect(ready).toBeVisible({ timeout: 20_000 });
    const downloading = page.waitForEvent('download');
    await ready.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Establishment-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    const [header] = text.split('\n');
    expect(header.split(',')).toEqual(expect.arrayContaining(['id', 'name', 'status']));
    // One line per place plus the header (demo names hold no line breaks).
    expect(text.trimEnd().split('\n')).toHaveLength(total + 1);
    await expect(where.getByRole('link', { name: 'Download the CSV' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

    // The Jobs screen lists it, done, with the same file.
    await page.goto('/dashboard/jobs');
    const title = `Export ${total.toLocaleString('en-US')} places as CSV`;
    const row = page.getByRole('row').filter({ hasText: title }).first();
    await expect(row).toContainText(`Done: ${total.toLocaleString('en-US')} rows exported`);
    const again = page.waitForEvent('download');
    await row.getByRole('link', { name: `Download ${title}` }).click();
    expect(await readFile(await (await again).path(), 'utf8')).toBe(text);
  });

  test('should create a place with every section, refusing it first with the spec messages', async ({ page }) => {
    const { request } = page;
    const city = await firstCity(request);
    await page.goto('/dashboard/places');
    await page.getByRole('button', { name: 'Add place' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Place' });
    await expect(dialog).toBeVisible();
    // The default provider is the offline gazetteer: the place search says so (place-search-offline.spec), and CREATE NEW opens manual entry.
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'Search a place' }).fill('Cervejaria');
    await expect(dialog.getByRole('note')).toContainText('Full place search needs GEO_PROVIDER');
    await expect(dialog.getByText("Couldn't see what you're looking for?")).toBeVisible();
    await dialog.getByRole('button', { name: 'CREATE NEW' }).click();
    // The default description template (part 2 §9), six lines.
    await expect(dialog.getByLabel('Description', { exact: true })).toHaveValue(
      /^🍽️ What to order: \n(.*\n){4}❤️ Why we love it: $/,
    );

    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(dialog.locator('#place-form-name-helper-text')).toHaveText('This field is required');
    await expect(dialog.locator('#place-form-address-helper-text')).toHaveText('This Field is Required');
    await expect(dialog.locator('#place-form-city-helper-text')).toHaveText('This Field is Required');
    await expect(dialog.locator('#place-form-destination-helper-text')).toHaveText('This is required');

    const name = `Place ${uniqueSuffix()}`;
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByLabel('Contact number').fill('+351 21 000 0000');
    await dialog.getByLabel('Website').fill('https://example.com');
    await dialog.getByRole('group', { name: 'Place types' }).getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: 'Price range 3' }).click();
    await dialog.getByLabel('Full address').fill('1 Rua Augusta, Lisboa');
    await dialog.getByRole('textbox', { name: 'City', exact: true }).fill('Lisboa');
    await dialog.getByRole('combobox', { name: 'Choose city' }).fill(city.name);
    await page.getByRole('option', { name: city.name, exact: true }).first().click();
    // The stars' radios are visually hidden; a person clicks the second star, which is the radio's label.
    const twoStars = await dialog.getByRole('radio', { name: '2 Stars' }).getAttribute('id');
    await dialog.locator(`label[for="${twoStars}"]`).click();
    await expect(dialog.getByRole('radio', { name: '2 Stars' })).toBeChecked();

    // External ratings: Google's value, a custom pair that is refused until complete.
    await dialog.getByLabel('Google rating').fill('4.5');
    await dialog.getByRole('button', { name: 'Add rating' }).click();
    await dialog.getByRole('button', { name: 'Add social media url' }).click();
    // Monday 9:00 AM to 5:30 PM; Tuesday open without times; a bad time is refused.
    await dialog.getByRole('switch', { name: 'Monday' }).click();
    await dialog.getByRole('button', { name: 'Add Monday hours' }).click();
    await dialog.getByLabel('Monday opens').fill('9:00 AM');
    await dialog.getByLabel('Monday closes').fill('17:30');
    await dialog.getByRole('switch', { name: 'Tuesday' }).click();
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(dialog.locator('#place-form-rating-name-2-helper-text')).toHaveText('This field is required');
    await expect(dialog.locator('#place-form-social-name-0-helper-text')).toHaveText('This field is required');
    await expect(dialog.locator('#place-form-monday-0-close-helper-text')).toHaveText('Use hh:mm AM or PM');

    await dialog.locator('#place-form-rating-name-2').fill('Michelin');
    await dialog.locator('#place-form-rating-value-2').fill('2');
    await dialog.getByLabel('Platform name').fill('Facebook');
    await dialog.getByRole('textbox', { name: 'Url', exact: true }).fill('https://facebook.com/place');
    await dialog.getByLabel('Monday closes').fill('5:30 PM');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Place Added');
    await expect(page).toHaveURL(/\/dashboard\/places\/\d+\/details/);
    const id = Number(/places\/(\d+)\//.exec(page.url())?.[1]);
    const place = await apiGet<TPlace>(request, `establishments/${id}`);
    expect(place).toMatchObject({
      name,
      status: 'WIP',
      isPublished: false,
      inGuide: true,
      destinationId: city.id,
      range: 3,
      guideRating: 2,
    });
    expect(place.types).toHaveLength(1);
    expect(place.description).toMatch(/^🍽️ What to order: /);
    expect(place.externalRatings).toEqual([
      { name: 'Google', value: 4.5 },
      { name: 'Michelin', value: 2 },
    ]);
    expect(place.socialUrls).toEqual([{ name: 'Facebook', url: 'https://facebook.com/place' }]);
    expect(place._openingDays).toEqual([
      { periods: [{ open: { day: 1, time: '0900' }, close: { day: 1, time: '1730' } }] },
      { periods: [{ open: { day: 2 } }] },
    ]);

    // The detail's hours, Sunday to Saturday.
    const hours = page.getByRole('region', { name: 'Hours of operation' });
    await expect(hours.locator('dt')).toHaveText([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    await expect(hours.locator('dd')).toHaveText([
      'Closed',
      '9:00 AM – 5:30 PM',
      '- - -',
      'Closed',
      'Closed',
      'Closed',
      'Closed',
    ]);
    // The social media url entered in the form, as a link out beside its platform.
    const social = page.getByRole('region', { name: 'Social media' });
    await expect(social.locator('dt')).toHaveText(['Facebook']);
    const link = social.getByRole('link', { name: 'https://facebook.com/place' });
    await expect(link).toHaveAttribute('href', 'https://facebook.com/place');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('should take opening times on the 12-hour mask with AM or PM, store them as HHmm and show them again', async ({
    page,
  }) => {
    const { request } = page;
    const created = await newPlace(request, 'Hours');
    await page.goto(`/dashboard/places/${created.id}/details`);
    const toolbar = page.getByRole('toolbar', { name: 'Place actions' });
    await toolbar.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: `Update ${created.name}` });
    const time = (slot: number, end: 'open' | 'close') => dialog.locator(`#place-form-wednesday-${slot}-${end}`);
    const meridiem = (slot: number, end: 'opening' | 'closing') =>
      dialog.getByRole('group', { name: `Wednesday ${end} AM or PM` }).nth(slot);
    await dialog.getByRole('switch', { name: 'Wednesday' }).click();
    await dialog.getByRole('button', { name: 'Add Wednesday hours' }).click();
    await dialog.getByRole('button', { name: 'Add Wednesday hours' }).click();
    // Midnight to noon: digits only, the colon comes by itself; an opening starts on AM, a closing on PM.
    await time(0, 'open').pressSequentially('1200');
    await expect(time(0, 'open')).toHaveValue('12:00');
    await expect(meridiem(0, 'opening').getByRole('button', { name: 'AM' })).toHaveAttribute('aria-pressed', 'true');
    await time(0, 'close').pressSequentially('1200');
    await expect(meridiem(0, 'closing').getByRole('button', { name: 'PM' })).toHaveAttribute('aria-pressed', 'true');
    // 1:05 PM to 11:30 PM: the typed colon is kept, PM chosen by hand.
    await time(1, 'open').pressSequentially('1:05');
    await expect(time(1, 'open')).toHaveValue('01:05');
    await meridiem(1, 'opening').getByRole('button', { name: 'PM' }).click();
    await time(1, 'close').pressSequentially('1130');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Place Details Updated');
    await expect
      .poll(async () => (await apiGet<TPlace>(request, `establishments/${created.id}`))._openingDays)
      .toEqual([
        {
          periods: [
            { open: { day: 3, time: '0000' }, close: { day: 3, time: '1200' } },
            { open: { day: 3, time: '1305' }, close: { day: 3, time: '2330' } },
          ],
        },
      ]);
    await expect(page.getByRole('region', { name: 'Hours of operation' })).toContainText('12:00 AM – 12:00 PM');

    // Opened again, the form shows the stored times on the mask with their AM or PM.
    await toolbar.getByRole('button', { name: 'Edit' }).click();
    await expect(time(0, 'open')).toHaveValue('12:00');
    await expect(meridiem(0, 'opening').getByRole('button', { name: 'AM' })).toHaveAttribute('aria-pressed', 'true');
    await expect(time(0, 'close')).toHaveValue('12:00');
    await expect(meridiem(0, 'closing').getByRole('button', { name: 'PM' })).toHaveAttribute('aria-pressed', 'true');
    await expect(time(1, 'open')).toHaveValue('01:05');
    await expect(meridiem(1, 'opening').getByRole('button', { name: 'PM' })).toHaveAttribute('aria-pressed', 'true');
    await expect(time(1, 'close')).toHaveValue('11:30');
  });

  test('should publish, set the status, flags, notes and the guide, edit and delete a place', async ({ page }) => {
    const { request } = page;
    const created = await newPlace(request, 'Detail');
    await page.goto(`/dashboard/places/${created.id}/details`);
    const toolbar = page.getByRole('toolbar', { name: 'Place actions' });
    await toolbar.getByRole('switch').click();
    await expectToast(page, 'Place Published');

    // Copy link: {site}/places/{slug or id}.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await toolbar.getByRole('button', { name: 'Copy link' }).click();
    await expectToast(page, 'Link Copied!');
    const { siteUrl } = await apiGet<{ siteUrl: string }>(request, 'appmodels/constants');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${siteUrl.replace(/\/+$/, '')}/places/${created.slug || created.id}`,
    );
    await expect
      .poll(async () => (await apiGet<TPlace>(request, `establishments/${created.id}`)).isPublished)
      .toBe(true);

    await toolbar.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'WIP - Top Priority' }).click();
    await expectToast(page, 'Status Updated Successfully');
    await expect
      .poll(async () => (await apiGet<TPlace>(request, `establishments/${created.id}`)).status)
      .toBe('WIPTopPriority');

    await page.getByRole('checkbox', { name: 'Book weeks ahead' }).check();
    await expect
      .poll(async () => (await apiGet<TPlace>(request, `establishments/${created.id}`)).bookWeeksAhead)
      .toBe(true);

    await page.getByLabel('Notes').fill('Call before the visit');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Note Saved');
    await expect
      .poll(async () => (await apiGet<TPlace>(request, `establishments/${created.id}`)).notes)
      .toBe('Call before the visit');

    const product = await productName(request);
    await toolbar.getByRole('button', { name: `Remove from ${product}` }).click();
    await expectToast(page, `Removed from ${product}`);
    await expect.poll(async () => (await apiGet<TPlace>(request, `establishments/${created.id}`)).inGuide).toBe(false);
    await toolbar.getByRole('button', { name: `Add to ${product}` }).click();
    await expectToast(page, `Added to ${product}`);
    await expect.poll(async () => (await apiGet<TPlace>(request, `establishments/${created.id}`)).inGuide).toBe(true);
    await expect(toolbar.getByRole('button', { name: `Remove from ${product}` })).toBeVisible();

    // A refused edit says §8's 'Place Details Update Unsuccessful', not the add's 'Place Add Unsuccessful'.
    const refuseOnce = (route: Route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ error: { statusCode: 400, message: 'Refused' } }),
          })
        : route.fallback();
    await page.route(`**/api/establishments/${created.id}`, refuseOnce);
    await toolbar.getByRole('button', { name: 'Edit' }).click();
    const refused = page.getByRole('dialog', { name: `Update ${created.name}` });
    await refused.getByRole('textbox', { name: 'Name', exact: true }).fill(`${created.name} refused`);
    await refused.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Place Details Update Unsuccessful', 'error');
    await page.unroute(`**/api/establishments/${created.id}`, refuseOnce);
    // Back to what is stored, so closing has nothing to discard; the next Edit starts afresh.
    await refused.getByRole('textbox', { name: 'Name', exact: true }).fill(created.name);
    await refused.getByRole('button', { name: 'close' }).click();
    await expect(refused).toBeHidden();

    await toolbar.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: `Update ${created.name}` });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`${created.name} renamed`);
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Place Details Updated');
    await expect(page.getByRole('heading', { name: `${created.name} renamed` })).toBeVisible();

    await toolbar.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /yes|delete/i })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/places(\?.*)?$/);
    // Soft: the row stays, marked deleted (part 2 §4).
    const [kept] = await apiGet<TPlaceRef[]>(request, 'establishments', {
      filter: { where: { id: created.id, deleted: true }, fields: ['id', 'name'] },
    });
    expect(kept?.id).toBe(created.id);
  });

  test('should find a place from its name misspelt by one letter, in the list search and the similar-places picker', async ({
    page,
  }) => {
    const { request } = page;
    // A word of its own, so the near matches are this place's alone, then the same word with two neighbours swapped.
    const word = `Zor${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const typo = `${word.slice(0, 3)}${word[4]}${word[3]}${word.slice(5)}`;
    const city = await firstCity(request);
    const place = await apiPost<TPlace>(request, 'establishments', {
      name: `Trattoria ${word}`,
      address: '1 Rua',
      city: 'Lisboa',
      destinationId: city.id,
    });
    await apiPost(request, `establishments/${place.id}/publish`, { publish: true });

    await page.goto('/dashboard/places');
    await page.getByRole('searchbox', { name: 'Search places' }).fill(`Trattoria ${typo}`);
    await expect(page).toHaveURL(new RegExp(`q=Trattoria(\\+|%20)${typo}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(place.name);

    const other = await newPlace(request, 'Similar to a typo');
    await page.goto(`/dashboard/places/${other.id}/Similar`);
    await page.getByRole('button', { name: 'Add similar places', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'add similar places' });
    await dialog.getByRole('textbox', { name: 'Search' }).fill(typo);
    await dialog.getByRole('checkbox', { name: place.name, exact: true }).check();
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Similar places updated');
    expect(
      (await apiGet<TPlaceRef[]>(request, `establishments/${other.id}/similarEstablishments`)).map((r) => r.id),
    ).toEqual([place.id]);
  });

  test('should show tab counts, add and remove cuisines, dishes and similar places through the tabs', async ({
    page,
  }) => {
    const { request } = page;
    const place = await newPlace(request, 'Tabs');
    const [cuisine] = await apiGet<Pick<TWireRecord<typeof cuisineResource>, 'id' | 'name'>[]>(request, 'cuisines', {
      filter: { order: 'name ASC', limit: 1, fields: ['id', 'name'] },
    });
    const [dish] = await apiGet<Pick<TWireRecord<typeof dishResource>, 'id' | 'name'>[]>(request, 'foodDrinks', {
      filter: { order: 'name ASC', limit: 1, fields: ['id', 'name'] },
    });
    const [other] = await apiGet<TPlaceRef[]>(request, 'establishments', {
      // The similar-places picker offers published places only (Establishments/filter).
      filter: {
        where: { id: { neq: place.id }, isPublished: true },
        order: 'name ASC',
        limit: 1,
        fields: ['id', 'name'],
      },
    });
    const tabs = page.getByRole('tablist');
    const related = async (relation: string) =>
      (
        await apiGet<
          Pick<TWireRecord<typeof cuisineResource | typeof dishResource | typeof placeResource>, 'id' | 'name'>[]
        >(request, `establishments/${place.id}/${relation}`)
      ).map((r) => r.id);

    // Each removal names the list as staff do ('DISHES', §8's similar-places words), never the relation ('FOODDRINKS').
    for (const { segment, tab, add, dialogName, item, toast, removed, relation } of [
      {
        segment: 'cuisines',
        tab: 'Cuisines',
        add: 'Add cuisines',
        dialogName: 'add cuisines',
        item: cuisine,
        toast: 'Cuisines Added Successfully',
        removed: 'CUISINES delete Successful',
        relation: 'cuisines',
      },
      {
        segment: 'dishes',
        tab: 'Dishes',
        add: 'Add dishes',
        dialogName: 'add dishes',
        item: dish,
        toast: 'Dishes Added Successfully',
        removed: 'DISHES delete Successful',
        relation: 'foodDrinks',
      },
      {
        segment: 'Similar',
        tab: 'Similar places',
        add: 'Add similar places',
        dialogName: 'add similar places',
        item: other,
        toast: 'Similar places updated',
        removed: 'Similar places updated',
        relation: 'similarEstablishments',
      },
    ]) {
      await page.goto(`/dashboard/places/${place.id}/${segment}`);
      await expect(tabs.getByRole('tab', { name: `${tab} (0)`, exact: true })).toBeVisible();
      await page.getByRole('button', { name: add, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await dialog.getByRole('textbox', { name: 'Search' }).fill(item.name);
      await dialog.getByRole('checkbox', { name: item.name, exact: true }).first().check();
      await dialog.getByRole('button', { name: 'SAVE' }).click();
      await expectToast(page, toast);
      expect(await related(relation)).toEqual([item.id]);
      await expect(tabs.getByRole('tab', { name: `${tab} (1)`, exact: true })).toBeVisible();
      // Remove asks first, then the list and the count are empty again.
      await page.getByRole('button', { name: `Remove ${item.name}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await expectToast(page, removed);
      await expect.poll(() => related(relation)).toEqual([]);
      await expect(tabs.getByRole('tab', { name: `${tab} (0)`, exact: true })).toBeVisible();
    }
    await page.goto(`/dashboard/places/${place.id}/images`);
    await expect(tabs.getByRole('tab', { name: 'Images (0)', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pictures' })).toBeVisible();
  });

  test("should open 'Liked By' and 'Saved By' with the users behind the counts, linking to them", async ({ page }) => {
    const { request } = page;
    const places = await apiGet<Pick<TPlace, 'id' | 'name' | 'favouriteCount' | 'wishCount'>[]>(
      request,
      'establishments',
      {
        filter: { fields: ['id', 'name', 'favouriteCount', 'wishCount'], limit: 1000 },
      },
    );
    const liked = places.reduce((best, p) => (p.favouriteCount > best.favouriteCount ? p : best), places[0]);
    expect(liked.favouriteCount, 'the demo content has a liked place').toBeGreaterThan(0);
    const likers = await apiGet<TUserRef[]>(request, `establishments/${liked.id}/favouriters`, {
      filter: { order: 'name ASC', limit: 20 },
    });
    // The kept count is the number of users behind it.
    expect((await apiGet<TUserRef[]>(request, `establishments/${liked.id}/favouriters`)).length).toBe(
      liked.favouriteCount,
    );
    await page.goto(`/dashboard/places/${liked.id}/details`);
    await page.getByRole('button', { name: `Liked By (${liked.favouriteCount})` }).click();
    const drawer = page.getByRole('dialog', { name: 'Liked By' });
    await expect(drawer.getByRole('link')).toHaveCount(Math.min(20, liked.favouriteCount));
    await expect(drawer.getByRole('link').first()).toContainText(likers[0].name!);
    await expect(drawer.getByRole('link').first()).toHaveAttribute('href', `/dashboard/users/${likers[0].id}/details`);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: `Saved By (${liked.wishCount})` })).toBeVisible();
  });

  test('should assign suggesters, mark the primary in the View drawer, and edit them', async ({ page }) => {
    const { request } = page;
    const place = await newPlace(request, 'Suggested');
    const named = await apiGet<Pick<TWireRecord<typeof userResource>, 'id' | 'name' | 'email'>[]>(request, 'users', {
      filter: { where: { name: { neq: null } }, order: 'name ASC', limit: 50, fields: ['id', 'name', 'email'] },
    });
    const [first, second] = named.filter((u, i) => named.findIndex((v) => v.name === u.name) === i);
    const stored = async () => (await apiGet<TPlace>(request, `establishments/${place.id}`))._suggestions;

    await page.goto(`/dashboard/places/${place.id}/details`);
    await page.getByRole('button', { name: 'Assign Users' }).click();
    const picker = page.getByRole('dialog', { name: 'Assign Users' });
    for (const user of [first, second]) {
      await picker.getByRole('textbox', { name: 'Search' }).fill(user.email);
      await picker.getByRole('checkbox', { name: user.name! }).first().check();
    }
    await picker.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Suggestors added successfully');
    expect((await stored()).map((s) => [s.userId, s.isPrimary, s.deleted])).toEqual([
      [first.id, true, false],
      [second.id, false, false],
    ]);
    const chip = page.getByRole('link', { name: `Suggested by ${first.name}` });
    await expect(chip).toHaveAttribute('href', `/dashboard/users/${first.id}/details`);

    // View 2: the primary is marked; choosing the other makes it primary and the previous one not.
    await page.getByRole('button', { name: 'View 2' }).click();
    const drawer = page.getByRole('dialog', { name: 'Suggested by' });
    await expect(
      drawer.getByRole('listitem').filter({ hasText: first.name! }).getByText('Primary', { exact: true }),
    ).toBeVisible();
    await drawer
      .getByRole('listitem')
      .filter({ hasText: second.name! })
      .getByRole('button', { name: 'Make primary' })
      .click();
    // exact: 'Make primary' holds the word too, and it is there before the change is stored.
    await expect(
      drawer.getByRole('listitem').filter({ hasText: second.name! }).getByText('Primary', { exact: true }),
    ).toBeVisible();
    await expect
      .poll(async () => (await stored()).map((s) => [s.userId, s.isPrimary]))
      .toEqual([
        [first.id, false],
        [second.id, true],
      ]);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();

    // Edit: the picker opens with both chosen; leaving the first out marks it deleted.
    await page.getByRole('button', { name: 'Edit suggesters' }).click();
    await picker.getByRole('textbox', { name: 'Search' }).fill(first.email);
    await expect(picker.getByRole('checkbox', { name: first.name! }).first()).toBeChecked();
    await picker.getByRole('checkbox', { name: first.name! }).first().uncheck();
    await picker.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Suggestors added successfully');
    expect((await stored()).map((s) => [s.userId, s.isPrimary, s.deleted])).toEqual([
      [first.id, false, true],
      [second.id, true, false],
    ]);
    await expect(page.getByRole('button', { name: 'View 1' })).toBeVisible();
  });

  test('should add tags by category through Add / Remove Tags and remove one by its chip', async ({ page }) => {
    const { request } = page;
    const place = await newPlace(request, 'Tagged');
    const { category, one, two } = await twoTagsOfACategory(request);
    const stored = async () =>
      (await apiGet<Pick<TWireRecord<typeof tagResource>, 'id' | 'name'>[]>(request, `establishments/${place.id}/tags`))
        .map((t) => t.id)
        .sort((a, b) => a - b);

    await page.goto(`/dashboard/places/${place.id}/tags`);
    await expect(page.getByRole('tab', { name: 'Tags (0)', exact: true })).toBeVisible();
    await addTagsThroughDialog(page, category, [one, two]);
    expect(await stored()).toEqual([one.id, two.id].sort((a, b) => a - b));
    await expect(page.getByRole('tab', { name: 'Tags (2)', exact: true })).toBeVisible();
    const section = page.getByRole('region', { name: category.name });
    await expect(section.getByRole('button', { name: one.name })).toBeVisible();

    // A chip's delete icon removes that tag only.
    await section.getByRole('img', { name: `Remove ${one.name}` }).click();
    await expectToast(page, 'Tag removed successfully');
    expect(await stored()).toEqual([two.id]);
    await expect(page.getByRole('tab', { name: 'Tags (1)', exact: true })).toBeVisible();
  });

  test('should show reviews as cards, expand long text, publish one and put it back when publishing fails', async ({
    page,
  }) => {
    const { request } = page;
    const place = await newPlace(request, 'Reviewed');
    const [user] = await apiGet<TUserRef[]>(request, 'users', {
      filter: { where: { name: { neq: null } }, order: 'name ASC', limit: 1, fields: ['id', 'name'] },
    });
    const text = `${'Grilled sardines, cold vinho verde and a view of the harbour. '.repeat(3)}The end.`;
    const review = await apiPost<Pick<TWireRecord<typeof reviewResource>, 'id' | 'isPublished'>>(request, 'reviews', {
      userId: user.id,
      establishmentId: place.id,
      text,
      rating: 4,
      taste: 5,
      cleanliness: 3,
      service: 4,
      value: 2,
    });
    const short = await apiPost<Pick<TWireRecord<typeof reviewResource>, 'id'>>(request, 'reviews', {
      userId: user.id,
      establishmentId: place.id,
      text: 'Short and sweet',
      rating: 2,
    });

    await page.goto(`/dashboard/places/${place.id}/reviews`);
    await expect(page.getByRole('tab', { name: 'Reviews (2)', exact: true })).toBeVisible();
    const cards = page.getByRole('article', { name: `Review by ${user.name}` });
    const card = cards.filter({ hasText: 'Grilled sardines' });
    await expect(card.getByRole('link', { name: user.name! })).toHaveAttribute(
      'href',
      `/dashboard/users/${user.id}/details`,
    );
    await expect(card).toContainText(place.name);
    await expect(card.getByRole('img', { name: 'Rating 4' })).toBeVisible();
    for (const [label, value] of [
      ['Taste', '5'],
      ['Cleanliness', '3'],
      ['Service', '4'],
      ['Value', '2'],
    ]) {
      await expect(card.locator('dt', { hasText: label }).locator('+ dd')).toHaveText(value);
    }
    // The first 80 characters until 'more'.
    await expect(card).toContainText(`${text.slice(0, 80)}…`);
    await expect(card).not.toContainText('The end.');
    await card.getByRole('button', { name: 'more' }).click();
    await expect(card).toContainText('The end.');
    await expect(cards.filter({ hasText: 'Short and sweet' }).getByRole('button', { name: 'more' })).toHaveCount(0);

    await card.getByRole('button', { name: review.isPublished ? 'Unpublish' : 'Publish' }).click();
    await expect
      .poll(async () => (await apiGet<{ isPublished: boolean }>(request, `reviews/${review.id}`)).isPublished)
      .toBe(!review.isPublished);

    // Publishing a review deleted meanwhile fails: the card says so and shows its state as before.
    const shortCard = cards.filter({ hasText: 'Short and sweet' });
    const label = await shortCard.getByRole('button', { name: /^(Publish|Unpublish)$/ }).textContent();
    expect((await request.delete(`/api/reviews/${short.id}`)).ok()).toBe(true);
    await shortCard.getByRole('button', { name: label ?? '' }).click();
    await expectToast(page, 'Item Publish/Unpublish fail', 'error');
    await expect(shortCard.getByRole('button', { name: label ?? '' })).toBeVisible();
  });

  test('should say a place is already in the guide on picking it and when SAVE meets the server, and save the picked location', async ({
    page,
  }) => {
    const { request } = page;
    const [city, product] = await Promise.all([firstCity(request), productName(request)]);
    const suffix = uniqueSuffix();
    const taken = await apiPost<TPlace>(request, 'establishments', {
      name: `Taken ${suffix}`,
      address: '9 Rua',
      city: 'Lisboa',
      destinationId: city.id,
      placeId: `e2e-taken-${suffix}`,
    });
    const hit = (placeId: string, name: string, lat: number) => ({
      placeId,
      name,
      address: `${name}, Rua Augusta 1, Lisboa`,
      addressLine1: 'Rua Augusta 1',
      city: 'Lisboa',
      locality: 'Baixa',
      zipcode: '1100-048',
      location: { lat, lng: -9.1394 },
      website: null,
      phone: null,
      openingDays: null,
    });
    // Stands in for the maps service behind GET geo/places (its providers are tested in apps/server/test/geo.test.ts);
    // the duplicate check and the save go to the real server.
    const hits = [
      hit(`e2e-taken-${suffix}`, `Taken ${suffix}`, 38.7139),
      hit(`e2e-free-${suffix}`, `Free ${suffix}`, 38.7101),
    ];
    await page.route('**/api/geo/places?**', (route) => route.fulfill({ json: hits }));
    const message = `This place is already in ${product}`;

    await page.goto('/dashboard/places');
    await page.getByRole('button', { name: 'Add place' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Place' });
    const search = dialog.getByRole('combobox', { name: 'Search a place' });
    await search.fill(suffix);
    await page.getByRole('option', { name: new RegExp(`^Taken ${suffix}`) }).click();
    await expect(search).toHaveAccessibleDescription(`${message} Open it`);
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(taken.name);
    // The map preview: the pin at the picked place, its coordinates, and no tiles to be had here.
    const map = dialog.getByRole('region', { name: 'Map preview' });
    await expect(map.getByTestId('map-coordinates')).toHaveText('Lat 38.7139, Lng -9.1394');
    await expect(map.locator('.mise-map-pin')).toBeVisible();
    await expect(map.getByRole('status')).toHaveText('Map tiles unavailable');

    await dialog.getByRole('combobox', { name: 'Choose city' }).fill(city.name);
    await page.getByRole('option', { name: city.name, exact: true }).first().click();
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, message, 'error');
    await expect(search).toHaveAccessibleDescription(`${message} Open it`);

    // Another pick clears the message and saves, with the picked location.
    await search.fill(`Free ${suffix}`);
    await page.getByRole('option', { name: new RegExp(`^Free ${suffix}`) }).click();
    await expect(search).not.toHaveAccessibleDescription(message);
    await expect(map.getByTestId('map-coordinates')).toHaveText('Lat 38.7101, Lng -9.1394');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Place Added');
    const id = Number(/places\/(\d+)\//.exec(page.url())?.[1]);
    const saved = await apiGet<TPlace>(request, `establishments/${id}`);
    expect(saved).toMatchObject({
      placeId: `e2e-free-${suffix}`,
      location: { lat: 38.7101, lng: -9.1394 },
      zipcode: '1100-048',
    });
  });

  test('should place the pin where the map is clicked, at the default centre first, and say nothing once tiles load', async ({
    page,
  }) => {
    // Stands in for the tile server (MAP_TILES_URL points at a refused port here): every tile is one grey pixel.
    const pixel = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN4+/btfwAJZAPT0m0pNwAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.route('http://127.0.0.1:9/**', (route) => route.fulfill({ body: pixel, contentType: 'image/png' }));
    await page.goto('/dashboard/places');
    await page.getByRole('button', { name: 'Add place' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Place' });
    await dialog.getByRole('button', { name: 'CREATE NEW' }).click();
    const map = dialog.getByRole('region', { name: 'Map preview' });
    await expect(map.getByTestId('map-coordinates')).toHaveText(
      'No location yet: pick a place from the search or click the map',
    );
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(map.locator('.mise-map-pin')).toHaveCount(0);
    // The map opens on part 2 §9's default centre: a click at its middle lands there.
    await map.locator('.leaflet-container').scrollIntoViewIfNeeded();
    await map.locator('.leaflet-container').click();
    await expect(map.locator('.mise-map-pin')).toBeVisible();
    const [lat, lng] =
      ((await map.getByTestId('map-coordinates').textContent()) ?? '').match(/-?\d+\.\d+/g)?.map(Number) ?? [];
    expect(Math.abs((lat ?? 0) - 28.6448), 'latitude near the default centre').toBeLessThan(0.01);
    expect(Math.abs((lng ?? 0) - 77.216721), 'longitude near the default centre').toBeLessThan(0.01);
    await expect(map.getByRole('status')).toHaveCount(0);
  });
});
