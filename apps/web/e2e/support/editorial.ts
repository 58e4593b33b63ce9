import type { TCallAnswer } from '@mise/contracts/common/call';
import type { TWireRecord } from '@mise/contracts/common/wire';
import type { calls } from '@mise/contracts/calls';
import type { cityResource } from '@mise/contracts/resources/city';
import type { cuisineResource } from '@mise/contracts/resources/cuisine';
import type { dishResource } from '@mise/contracts/resources/dish';
import type { exploreListResource } from '@mise/contracts/resources/explore-list';
import type { placeResource } from '@mise/contracts/resources/place';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiGet, expectToast } from './resource';

/** The editorial fields of an item with an editorial detail (cuisines, dishes, explore lists). */
type TEditorial = Pick<
  TWireRecord<typeof cuisineResource | typeof dishResource | typeof exploreListResource>,
  'isPublished' | 'newlyAdded' | 'recentlyUpdated' | 'notes'
>;

/**
 * Clicks each copy-link button of a detail toolbar, its label written on it, and checks the clipboard holds
 * `{site}{path}` ('Link Copied!').
 * @example
 * await expectCopiedLinks(page, toolbar, [{ label: 'Copy link', path: `/cuisines/${id}` }]);
 */
export async function expectCopiedLinks(
  page: Page,
  toolbar: Locator,
  links: readonly { label: string; path: string }[],
) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const { siteUrl } = await apiGet<TCallAnswer<typeof calls.app.constants>>(page.request, 'appmodels/constants');
  for (const link of links) {
    const button = toolbar.getByRole('button', { name: link.label, exact: true });
    // Written on the button, not only in a tooltip: a dish's three links must be told apart at a glance.
    await expect(button).toHaveText(link.label);
    await button.click();
    await expectToast(page, 'Link Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${siteUrl.replace(/\/+$/, '')}${link.path}`,
    );
  }
}

/**
 * Publishes and unpublishes an editorial item from its toolbar, ticks both flags and saves a note, checking the toasts
 * and what the server stored at `{apiPath}`.
 * @example
 * await walkEditorialDetail(page, toolbar, { apiPath: `cuisines/${id}` });
 */
export async function walkEditorialDetail(
  page: Page,
  toolbar: Locator,
  { apiPath, notesToast = 'Notes updated.' }: { apiPath: string; notesToast?: string },
) {
  const stored = () => apiGet<TEditorial>(page.request, apiPath);
  await toolbar.getByRole('switch').click();
  await expectToast(page, 'Published!');
  await expect.poll(async () => (await stored()).isPublished).toBe(true);
  await toolbar.getByRole('switch').click();
  await expectToast(page, 'Unpublished!');
  await expect.poll(async () => (await stored()).isPublished).toBe(false);

  for (const [label, key] of [
    ['Newly added', 'newlyAdded'],
    ['Recently updated', 'recentlyUpdated'],
  ] as const) {
    await page.getByRole('checkbox', { name: label }).check();
    await expect.poll(async () => (await stored())[key]).toBe(true);
  }

  const note = `Checked on ${new Date().toISOString()}`;
  await page.getByLabel('Notes').fill(note);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, notesToast);
  await expect.poll(async () => (await stored()).notes).toBe(note);
}

/**
 * Adds `item` through a relation tab's picker and removes it again, checking the toast, the tab's count and both sides
 * (`ownerRelation`: the owner's list; `otherSide`: the item's list that must show the owner).
 * @example
 * await addAndRemoveRelated(page, { ... });
 */
export async function addAndRemoveRelated(
  page: Page,
  opts: {
    request: APIRequestContext;
    tab: string;
    addLabel: string;
    item: { id: number; name: string };
    toast: string;
    ownerRelation: string;
    otherSide: { path: string; ownerId: number };
  },
) {
  const { request, tab, addLabel, item, toast, ownerRelation, otherSide } = opts;
  const tabs = page.getByRole('tablist');
  const ids = async (path: string) => (await apiGet<{ id: number }[]>(request, path)).map((r) => r.id);
  await expect(tabs.getByRole('tab', { name: `${tab} (0)`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: addLabel, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: addLabel.toLowerCase() });
  await dialog.getByRole('textbox', { name: 'Search' }).fill(item.name);
  await dialog.getByRole('checkbox', { name: item.name, exact: true }).first().check();
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  await expectToast(page, toast);
  expect(await ids(ownerRelation)).toEqual([item.id]);
  expect(await ids(otherSide.path)).toContain(otherSide.ownerId);
  await expect(tabs.getByRole('tab', { name: `${tab} (1)`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Remove ${item.name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect.poll(() => ids(ownerRelation)).toEqual([]);
  expect(await ids(otherSide.path)).not.toContain(otherSide.ownerId);
  await expect(tabs.getByRole('tab', { name: `${tab} (0)`, exact: true })).toBeVisible();
}

/**
 * A new place in the first published city, then added and removed through the owner's Places tab (dishes, cuisines),
 * checked from the place's side through `placeRelation` (its cuisines or dishes).
 * @example
 * await walkPlacesTab(page, { ownerPath: 'cuisines', ownerId: cuisine.id, placeRelation: 'cuisines' });
 */
export async function walkPlacesTab(page: Page, opts: { ownerPath: string; ownerId: number; placeRelation: string }) {
  const { request } = page;
  const [city] = await apiGet<Pick<TWireRecord<typeof cityResource>, 'id' | 'name'>[]>(request, 'destinations', {
    filter: { where: { isPublished: true }, order: 'name ASC', limit: 1, fields: ['id', 'name'] },
  });
  const response = await request.post('/api/establishments', {
    data: {
      name: `Osteria ${Date.now().toString(36)}`,
      address: '1 Via Roma',
      city: city.name,
      destinationId: city.id,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const place = (await response.json()) as Pick<TWireRecord<typeof placeResource>, 'id' | 'name'>;
  await addAndRemoveRelated(page, {
    request,
    tab: 'Places',
    addLabel: 'Add places',
    item: place,
    toast: 'Places Updated Successfully',
    ownerRelation: `${opts.ownerPath}/${opts.ownerId}/establishments`,
    otherSide: { path: `establishments/${place.id}/${opts.placeRelation}`, ownerId: opts.ownerId },
  });
}
