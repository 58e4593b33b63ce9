import type { TWireRecord } from '@mise/contracts/common/wire';
import type { cityResource } from '@mise/contracts/resources/city';
import type { userResource } from '@mise/contracts/resources/user';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/env';
import { makeImage } from './support/media';
import { apiGet, apiPost, expectToast, uniqueSuffix } from './support/resource';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

type TUser = TWireRecord<typeof userResource>;
type TCityRef = Pick<TWireRecord<typeof cityResource>, 'id' | 'name'>;

const list = (page: Page) => page.getByRole('list', { name: 'Users' });
const rows = (page: Page) => list(page).getByRole('link');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Users pages' });
const countOf = async (request: APIRequestContext, where: object) =>
  (await apiGet<{ count: number }>(request, 'users/count', { where })).count;
const firstName = async (
  request: APIRequestContext,
  order: string,
  { where = {}, skip = 0 }: { where?: object; skip?: number } = {},
) =>
  (
    await apiGet<Pick<TUser, 'id' | 'name' | 'email'>[]>(request, 'users', {
      filter: { where, order, limit: 1, skip, fields: ['id', 'name', 'email'] },
    })
  )[0];
const itemsText = (count: number) => (count === 1 ? '1 item' : `${count.toLocaleString('en-US')} items`);

/** A guide user made for one test. */
export async function newUser(request: APIRequestContext, label: string): Promise<TUser> {
  const suffix = uniqueSuffix();
  return apiPost<TUser>(request, 'users', {
    name: `${label} ${suffix}`,
    email: `${label.toLowerCase().replace(/\W+/g, '-')}-${suffix}@example.test`,
  });
}
async function apiPatch(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.patch(`/api/${path}`, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
}
const stored = (request: APIRequestContext, id: number) => apiGet<TUser>(request, `users/${id}`);

/** Applies a Type and a City choice in the filter panel. */
async function applyFilter(page: Page, type: string, city: string) {
  await page.getByRole('button', { name: /^Filter/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filter' });
  await panel.getByRole('radiogroup', { name: 'Type' }).getByRole('radio', { name: type, exact: true }).check();
  await panel.getByRole('radiogroup', { name: 'City' }).getByRole('radio', { name: city, exact: true }).check();
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(panel).toBeHidden();
}

test.describe('users', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should list 20 per page with the verified icon, sort, page and search', async ({ page }) => {
    const { request } = page;
    await page.goto('/dashboard/users');
    await expect(rows(page)).toHaveCount(20);
    const total = await countOf(request, {});
    await expect(page.getByText(itemsText(total), { exact: true })).toBeVisible();
    const first = await firstName(request, 'name ASC, id ASC');
    await expect(rows(page).first()).toContainText(first.email);

    // A verified user's row carries the icon, an unverified one's not.
    const verified = await newUser(request, 'Iconic');
    const unverified = await newUser(request, 'Iconic');
    await apiPatch(request, 'users/admin-verify-email', { email: verified.email, verify: true });
    const search = page.getByRole('searchbox', { name: 'Search users' });
    for (const [user, icons] of [
      [verified, 1],
      [unverified, 0],
    ] as const) {
      await search.fill(user.name!);
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText(user.email);
      await expect(rows(page).first().getByRole('img', { name: 'Email verified' })).toHaveCount(icons);
    }
    await search.fill('');
    await expect(rows(page)).toHaveCount(20);

    for (const [label, value, order] of [
      ['Newest First', 'newest', 'created DESC, id ASC'],
      ['Oldest First', 'oldest', 'created ASC, id ASC'],
      ['Recently Modified', 'modified', 'updated DESC, id ASC'],
      ['A-Z', 'az', 'name ASC, id ASC'],
    ] as const) {
      await page.getByRole('button', { name: /^Sort/ }).click();
      await page.getByRole('menuitem', { name: label }).click();
      if (value !== 'az') await expect(page).toHaveURL(new RegExp(`sort=${value}`));
      await expect(rows(page).first()).toContainText((await firstName(request, order)).email);
    }

    await pager(page).getByRole('button', { name: 'page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(rows(page).first()).toContainText((await firstName(request, 'name ASC, id ASC', { skip: 20 })).email);

    const user = await newUser(request, 'Searchable');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(user.name!);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(user.email);
  });

  test('should filter by type and by city, each choice, and both at once', async ({ page }) => {
    const { request } = page;
    await page.goto('/dashboard/users');
    await expect(rows(page).first()).toBeVisible();
    const types = [
      ['All', undefined],
      ['Recommender', true],
      ['Non recommender', false],
    ] as const;
    const cities = [
      ['All', undefined],
      ['Insider', 'insider'],
      ['Trial', 'trial'],
      ['Basic', 'basic'],
      ['Used to be insider', 'formerInsider'],
    ] as const;
    for (const [typeLabel, isRecommender] of types) {
      await applyFilter(page, typeLabel, 'All');
      const count = await countOf(request, isRecommender === undefined ? {} : { isRecommender });
      await expect(page.getByText(itemsText(count), { exact: true })).toBeVisible();
    }
    for (const [cityLabel, subscription] of cities) {
      await applyFilter(page, 'All', cityLabel);
      const count = await countOf(request, subscription ? { subscription } : {});
      await expect(page.getByText(itemsText(count), { exact: true })).toBeVisible();
      if (subscription) await expect(page).toHaveURL(new RegExp(`city=${subscription}`));
    }
    await applyFilter(page, 'Recommender', 'Basic');
    await expect(page.getByRole('button', { name: 'Filter: Recommender, City: Basic' })).toBeVisible();
    const both = await countOf(request, { and: [{ isRecommender: true }, { subscription: 'basic' }] });
    await expect(page.getByText(itemsText(both), { exact: true })).toBeVisible();

    await page.getByRole('button', { name: /^Filter/ }).click();
    await page.getByRole('dialog', { name: 'Filter' }).getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText(itemsText(await countOf(request, {})), { exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/city=/);
  });

  test('should add a user with the form messages, then edit it and refuse a taken email', async ({ page }) => {
    const { request } = page;
    const other = await newUser(request, 'Taken');
    await page.goto('/dashboard/users');
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('This is required');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('This is required');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid Format');

    const suffix = uniqueSuffix();
    const name = `Ada Guide ${suffix}`;
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`ada-${suffix}@example.test`);
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Item added successfully');
    await expect(page).toHaveURL(/\/dashboard\/users\/\d+\/details/);
    const id = Number(/users\/(\d+)\//.exec(page.url())?.[1]);
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

    await page.getByRole('toolbar', { name: 'User actions' }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('');
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('This is required');
    await edit.getByRole('textbox', { name: 'Name' }).fill(`${name} Lovelace`);
    await edit.getByRole('textbox', { name: 'Website' }).fill('www.example.com/ada');
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'User edit successfull');
    await expect.poll(async () => (await stored(request, id)).name).toBe(`${name} Lovelace`);

    await page.getByRole('toolbar', { name: 'User actions' }).getByRole('button', { name: 'Edit' }).click();
    await edit.getByRole('textbox', { name: 'Email' }).fill(other.email);
    await edit.getByRole('button', { name: 'SAVE' }).click();
    // A taken email is a conflict: the toast carries the server's message about the email, not the generic failure.
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText(/email/i);
    await expect(toast).not.toHaveText('User edit failed');
    await expect(toast).toHaveClass(/MuiAlert-colorError/);
    expect((await stored(request, id)).email).toBe(`ada-${suffix}@example.test`);
  });

  test('should toggle recommender, in search and email verified, storing each', async ({ page }) => {
    const { request } = page;
    const user = await newUser(request, 'Toggled');
    await page.goto(`/dashboard/users/${user.id}/details`);
    const flags = page.getByRole('group', { name: 'User flags' });
    const recommender = flags.getByRole('switch', { name: 'Recommender' });
    const inSearch = flags.getByRole('switch', { name: 'In search' });
    const verified = flags.getByRole('switch', { name: 'Email verified' });
    await expect(recommender).toBeChecked({ checked: user.isRecommender });

    await recommender.click();
    await expectToast(page, 'User updated successfully');
    await expect.poll(async () => (await stored(request, user.id)).isRecommender).toBe(!user.isRecommender);
    await expect(recommender).toBeChecked({ checked: !user.isRecommender });

    await inSearch.click();
    await expectToast(page, 'User updated successfully');
    await expect.poll(async () => (await stored(request, user.id)).inSearch).toBe(!user.inSearch);

    await expect(verified).not.toBeChecked();
    await verified.click();
    await expectToast(page, 'User email verified successfully');
    await expect.poll(async () => (await stored(request, user.id)).emailVerified).toBe(true);
    await expect(verified).toBeChecked();
    await verified.click();
    await expectToast(page, 'User email unverified successfully');
    await expect.poll(async () => (await stored(request, user.id)).emailVerified).toBe(false);

    // The email changes behind the screen's back: verifying the email on screen names an unknown one and fails.
    const moved = await request.patch(`/api/users/${user.id}`, {
      data: { email: `moved-${uniqueSuffix()}@example.test` },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
    await verified.click();
    await expectToast(page, 'User email verification failed', 'error');
    expect((await stored(request, user.id)).emailVerified).toBe(false);
  });

  test('should upload and delete the profile image, save notes and link to the public profile', async ({ page }) => {
    const { request } = page;
    const user = await newUser(request, 'Pictured');
    await page.goto(`/dashboard/users/${user.id}/details`);
    const image = page.getByRole('group', { name: 'Profile image' });
    await expect(image.getByRole('button', { name: 'Delete image' })).toBeDisabled();
    await image.getByLabel('Upload profile image').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await makeImage({ width: 200, height: 200, color: '#c0392b', format: 'png' }),
    });
    await expectToast(page, 'Picture uploaded');
    await expect.poll(async () => (await stored(request, user.id))._profile_image?.url ?? null).not.toBeNull();
    await expect(image.getByRole('img', { name: `Profile image of ${user.name}` })).toBeVisible();
    await image.getByRole('button', { name: 'Delete image' }).click();
    await expectToast(page, 'Image deleted successfully');
    await expect.poll(async () => (await stored(request, user.id))._profile_image).toBeNull();

    await page.getByRole('textbox', { name: 'Notes' }).fill('Met at the Porto food fair');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'User updated successfully');
    await expect.poll(async () => (await stored(request, user.id)).notes).toBe('Met at the Porto food fair');

    // Without a slug there is no public profile to open; with one, the link is {site}/profile/{slug}.
    const toolbar = page.getByRole('toolbar', { name: 'User actions' });
    await expect(toolbar.getByRole('button', { name: 'Public profile' })).toBeDisabled();
    await expect(toolbar.getByRole('button', { name: 'Copy profile link' })).toHaveCount(0);
    const slug = `pictured-${uniqueSuffix()}`;
    await apiPatch(request, `users/${user.id}`, { slug });
    await page.reload();
    const { siteUrl } = await apiGet<{ siteUrl: string }>(request, 'appmodels/constants');
    const profile = `${siteUrl.replace(/\/+$/, '')}/profile/${slug}`;
    await expect(toolbar.getByRole('link', { name: 'Public profile' })).toHaveAttribute('href', profile);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await toolbar.getByRole('button', { name: 'Copy profile link' }).click();
    await expectToast(page, 'Link Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(profile);
  });

  test('should walk the knows-about wizard: city grid, how, years per how, labels and removal', async ({ page }) => {
    const { request } = page;
    const user = await newUser(request, 'Local');
    const cityCount = (await apiGet<{ count: number }>(request, 'destinations/count', { where: { isPublished: true } }))
      .count;
    const firstPage = await apiGet<TCityRef[]>(request, 'destinations', {
      filter: { where: { isPublished: true }, order: 'name ASC, id ASC', limit: 21, fields: ['id', 'name'] },
    });
    const secondPage = await apiGet<TCityRef[]>(request, 'destinations', {
      filter: { where: { isPublished: true }, order: 'name ASC, id ASC', limit: 21, skip: 21, fields: ['id', 'name'] },
    });
    // An unpublished city sorting right after the first published one: the grid's first page would hold it if it
    // offered unpublished cities (the demo content need not have one).
    const unpublished = await apiPost<TCityRef>(request, 'destinations', {
      name: `${firstPage[0].name} Unlisted ${uniqueSuffix()}`,
      continent: 'europe',
    });
    await page.goto(`/dashboard/users/${user.id}/details`);
    const wizard = page.getByRole('region', { name: 'Add a city this user knows about' });
    const grid = wizard.getByRole('group', { name: 'Cities' });
    const cells = grid.getByRole('button');
    await expect(cells).toHaveCount(Math.min(21, cityCount));
    await expect(cells.first()).toHaveText(firstPage[0].name);
    // Three per row: the first three share a line, the fourth starts the next.
    const boxes = await Promise.all([0, 1, 2, 3].map(async (i) => (await cells.nth(i).boundingBox())?.y ?? -1));
    expect(boxes[1]).toBe(boxes[0]);
    expect(boxes[2]).toBe(boxes[0]);
    expect(boxes[3]).toBeGreaterThan(boxes[0]);
    // Only published cities: an unpublished one is not offered.
    await expect(grid.getByRole('button', { name: unpublished.name, exact: true })).toHaveCount(0);

    const submit = wizard.getByRole('button', { name: 'Submit' });
    const next = wizard.getByRole('button', { name: 'Next', exact: true });
    await expect(submit).toBeDisabled();
    await expect(next).toBeDisabled();
    expect(secondPage.length, 'the demo content has more than 21 published cities').toBeGreaterThan(0);
    await wizard.getByRole('navigation', { name: 'Cities pages' }).getByRole('button', { name: 'page 2' }).click();
    await expect(cells.first()).toHaveText(secondPage[0].name);
    const city = secondPage[0];
    await grid.getByRole('button', { name: city.name, exact: true }).click();
    await expect(submit).toBeDisabled();
    await next.click();

    const how = wizard.getByRole('radiogroup', { name: 'How the user knows the city' });
    await expect(next).toBeDisabled();
    await how.getByRole('radio', { name: 'Past resident' }).check();
    await expect(submit).toBeEnabled();
    await next.click();
    await expect(wizard.getByRole('combobox', { name: 'From' })).toBeVisible();
    await expect(wizard.getByRole('combobox', { name: 'To' })).toBeVisible();
    await wizard.getByRole('combobox', { name: 'From' }).click();
    const years = page.getByRole('listbox').getByRole('option');
    await expect(years.nth(1)).toHaveText(String(new Date().getFullYear()));
    await expect(years.last()).toHaveText('2000');
    await page.getByRole('option', { name: '2004', exact: true }).click();
    await wizard.getByRole('combobox', { name: 'To' }).click();
    await page.getByRole('option', { name: '2010', exact: true }).click();

    // Back to 'how': a current resident has 'From' only, a frequent visitor neither.
    await wizard.getByRole('button', { name: 'Back', exact: true }).click();
    await how.getByRole('radio', { name: 'Current resident' }).check();
    await next.click();
    await expect(wizard.getByRole('combobox', { name: 'From' })).toBeVisible();
    await expect(wizard.getByRole('combobox', { name: 'To' })).toHaveCount(0);
    await wizard.getByRole('button', { name: 'Back', exact: true }).click();
    await how.getByRole('radio', { name: 'Frequently visits' }).check();
    await next.click();
    await expect(wizard.getByRole('combobox', { name: 'From' })).toHaveCount(0);
    await expect(wizard.getByRole('combobox', { name: 'To' })).toHaveCount(0);
    await wizard.getByRole('button', { name: 'Back', exact: true }).click();
    await how.getByRole('radio', { name: 'Past resident' }).check();
    await next.click();
    await submit.click();
    await expectToast(page, 'User updated successfully');
    await expect(page.getByRole('region', { name: 'Pick a city you know about' })).toBeVisible();
    const known = page.getByRole('list', { name: 'Known cities' });
    await expect(known).toContainText(`${city.name} · Local for 2004 - 2010`);
    await expect
      .poll(async () => (await stored(request, user.id))._knowsAbouts)
      .toEqual([{ destinationId: city.id, how: 'pastResident', startDate: '2004-01-01', endDate: '2010-01-01' }]);

    // A second city as a current resident since 2015, a third as a frequent visitor.
    const again = page.getByRole('region', { name: 'Pick a city you know about' });
    const [second, third] = firstPage;
    for (const [c, label, year] of [
      [second, 'Current resident', '2015'],
      [third, 'Frequently visits', undefined],
    ] as const) {
      await again.getByRole('group', { name: 'Cities' }).getByRole('button', { name: c.name, exact: true }).click();
      await again.getByRole('button', { name: 'Next', exact: true }).click();
      await again.getByRole('radio', { name: label }).check();
      await again.getByRole('button', { name: 'Next', exact: true }).click();
      if (year) {
        await again.getByRole('combobox', { name: 'From' }).click();
        await page.getByRole('option', { name: year, exact: true }).click();
      }
      await again.getByRole('button', { name: 'Submit' }).click();
      await expectToast(page, 'User updated successfully');
    }
    await expect(known).toContainText(`${second.name} · Local since 2015`);
    await expect(known).toContainText(`${third.name} · Frequent Visits`);

    await known.getByRole('img', { name: `Remove ${second.name}` }).click();
    await expectToast(page, 'User updated successfully');
    await expect(known).not.toContainText(second.name);
    await expect
      .poll(async () => (await stored(request, user.id))._knowsAbouts.map((k) => k.destinationId))
      .toEqual([city.id, third.id]);
  });
});
