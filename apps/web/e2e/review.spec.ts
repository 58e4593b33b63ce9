import type { TWireRecord } from '@mise/contracts/common/wire';
import type { TTargetRow } from '@mise/contracts/includes';
import type { cityResource } from '@mise/contracts/resources/city';
import type { placeResource } from '@mise/contracts/resources/place';
import type { reviewResource, userReviewResource } from '@mise/contracts/resources/review';
import type { userResource } from '@mise/contracts/resources/user';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { csvRecords } from './support/csv';
import { ADMIN_STORAGE_STATE } from './support/env';
import { makeImage } from './support/media';
import { apiGet, apiPost, expectToast, uniqueSuffix } from './support/resource';

// These flows run many steps against a real server on a shared, busy machine: each wait and each test gets more time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

type TReview = TWireRecord<typeof userReviewResource> & { user?: TTargetRow<typeof userResource, 'name'> | null };
/** A user made by `newUser`, which always gives a name. */
type TNamedUser = TWireRecord<typeof userResource> & { name: string };

const list = (page: Page) => page.getByRole('list', { name: 'Reviews' });
const rows = (page: Page) => list(page).getByRole('link');
const itemsText = (n: number) => (n === 1 ? '1 item' : `${n.toLocaleString('en-US')} items`);
const countOf = async (request: APIRequestContext, where: object) =>
  (await apiGet<{ count: number }>(request, 'userReviews/count', { where })).count;
const firstPage = (request: APIRequestContext, where: object, order: string) =>
  apiGet<TReview[]>(request, 'userReviews', {
    filter: {
      where,
      order: `${order}, id ASC`,
      limit: 20,
      fields: ['id', 'title', 'isPublished', 'userId'],
      include: { relation: 'user', scope: { fields: ['id', 'name'] } },
    },
  });
const stored = (request: APIRequestContext, id: number) => apiGet<TReview>(request, `userReviews/${id}`);

/** A new user with a unique name and e-mail, to be picked as an author. */
async function newUser(request: APIRequestContext, prefix: string): Promise<TNamedUser> {
  const suffix = uniqueSuffix();
  return apiPost(request, 'users', {
    name: `${prefix} ${suffix}`,
    email: `${prefix.toLowerCase()}.${suffix}@mise.test`,
  });
}

test.describe('reviews', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should list 20 per page with authors and locks, page, filter, sort and search by title', async ({ page }) => {
    const { request } = page;
    // More than a page of reviews, some published, all findable by one word.
    const token = `Qz${uniqueSuffix()}`;
    const author = await newUser(request, 'Author');
    for (let i = 0; i < 22; i++) {
      const review = await apiPost<TReview>(request, 'userReviews', {
        title: `${token} review ${String(i).padStart(2, '0')}`,
        userId: author.id,
      });
      if (i % 3 === 0)
        expect((await request.post(`/api/userReviews/${review.id}/publish?publish=true`)).ok()).toBe(true);
    }
    const total = await countOf(request, {});
    await page.goto('/dashboard/reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews', exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByText(itemsText(total), { exact: true })).toBeVisible();
    const first = await firstPage(request, {}, 'title ASC');
    for (const [index, review] of first.entries()) {
      const row = rows(page).nth(index);
      await expect(row).toContainText(review.title);
      if (review.user?.name) await expect(row).toContainText(review.user.name);
      await expect(row.getByRole('img', { name: 'Unpublished' })).toHaveCount(review.isPublished ? 0 : 1);
      await expect(row).toHaveAttribute('href', new RegExp(`/dashboard/reviews/${review.id}/details(\\?.*)?$`));
    }

    // Page 2 holds the rest (up to 20).
    await page.getByRole('navigation', { name: 'Reviews pages' }).getByRole('button', { name: 'page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(rows(page)).toHaveCount(Math.min(20, total - 20));
    await page.getByRole('navigation', { name: 'Reviews pages' }).getByRole('button', { name: 'page 1' }).click();

    // Each filter choice, counted by the API.
    for (const [label, value, where] of [
      ['Published', 'published', { isPublished: true }],
      ['Unpublished', 'unpublished', { isPublished: false }],
      ['All', 'all', {}],
    ] as const) {
      await page.getByRole('button', { name: /^Filter/ }).click();
      const panel = page.getByRole('dialog', { name: 'Filter' });
      await panel.getByRole('radio', { name: label, exact: true }).check();
      await panel.getByRole('button', { name: 'Apply' }).click();
      if (value !== 'all') await expect(page).toHaveURL(new RegExp(`filter=${value}`));
      await expect(page.getByText(itemsText(await countOf(request, where)), { exact: true })).toBeVisible();
      const shown = await firstPage(request, where, 'title ASC');
      await expect(rows(page).first()).toContainText(shown[0].title);
      if (value !== 'all')
        for (const row of await rows(page).all())
          await expect(row.getByRole('img', { name: 'Unpublished' })).toHaveCount(value === 'published' ? 0 : 1);
    }

    // Each sort of the menu: the first row is the API's first for that order.
    for (const [label, value, order] of [
      ['Newest First', 'newest', 'created DESC'],
      ['Oldest First', 'oldest', 'created ASC'],
      ['Recently Modified', 'modified', 'updated DESC'],
      ['A-Z', 'az', 'title ASC'],
    ]) {
      await page.getByRole('button', { name: /^Sort/ }).click();
      await page.getByRole('menuitem', { name: label }).click();
      if (value !== 'az') await expect(page).toHaveURL(new RegExp(`sort=${value}`));
      await expect(rows(page).first()).toContainText((await firstPage(request, {}, order))[0].title);
    }

    // The search by title: exactly the 22 reviews of this test, over two pages.
    await page.getByRole('searchbox', { name: 'Search reviews' }).fill(token);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.getByText(itemsText(22), { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(20);
    await expect(rows(page).first()).toContainText(`${token} review 00`);
    for (const row of await rows(page).all()) await expect(row).toContainText(author.name);
  });

  test('should export every review as CSV (model UserReview) with a progress bar', async ({ page }) => {
    const { request } = page;
    await apiPost<TReview>(request, 'userReviews', { title: `Exported ${uniqueSuffix()}`, subtitle: 'Two\nlines' });
    const total = await countOf(request, {});
    await page.goto('/dashboard/reviews');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^UserReview-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.split('\n')[0].split(',')).toEqual(
      expect.arrayContaining(['id', 'title', 'subtitle', 'lgPicture', 'smPicture', 'userId', 'isPublished']),
    );
    expect(csvRecords(text)).toBe(total + 1);
    await expectToast(page, 'CSV exported');
  });

  test('should require a title, add a review with a 3:2 picture and a picked user, edit it and delete it', async ({
    page,
  }) => {
    const { request } = page;
    const author = await newUser(request, 'Picked');
    const other = await newUser(request, 'Other');
    await page.goto('/dashboard/reviews');
    await page.getByRole('button', { name: 'Add review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Review' });
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/userReviews') posts.push(r.postData() ?? '');
    });
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveAccessibleDescription(
      'This is required',
    );
    expect(posts).toEqual([]);

    const title = `Best bakeries ${uniqueSuffix()}`;
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await dialog.getByRole('textbox', { name: 'Subtitle' }).fill('Pastel de nata, ranked');

    // The large picture: a square file, cropped to the widest 3:2 area, uploaded to 'reviews'.
    const uploads: { folder: string }[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/pictures/upload')
        uploads.push(JSON.parse(r.postData() ?? '{}') as { folder: string });
    });
    await dialog.getByLabel('Upload Large picture').setInputFiles({
      name: 'square.png',
      mimeType: 'image/png',
      buffer: await makeImage({ width: 300, height: 300, color: '#c0392b', format: 'png' }),
    });
    const crop = page.getByRole('dialog', { name: 'Crop Large picture' });
    await expect(crop.getByRole('img', { name: 'Picture to crop' })).toBeVisible();
    await crop.getByRole('button', { name: 'Done' }).click();
    await expectToast(page, 'Picture uploaded');
    await expect(crop).toBeHidden();
    await expect(dialog.getByRole('img', { name: 'Large picture' })).toBeVisible();
    expect(uploads.map((u) => u.folder)).toEqual(['reviews']);

    // The user picker: 20 per page with the count, searched by name, one user ticked.
    await dialog.getByRole('button', { name: 'Choose user' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose user' });
    await expect(picker.getByRole('list', { name: 'Choose user' }).getByRole('listitem')).toHaveCount(20);
    // A name is looked up by autocomplete with doc type User (issue 15 point 6).
    const byType = page.waitForRequest(
      (r) =>
        r.url().includes('/api/users/admin-autocomplete') && decodeURIComponent(r.url()).includes('"doc_type":"User"'),
    );
    await picker.getByRole('textbox', { name: 'Search' }).fill(author.name);
    await byType;
    await picker.getByRole('checkbox', { name: author.name }).check();
    await expect(picker.getByRole('checkbox', { name: author.name })).toHaveAccessibleDescription(author.email);
    await picker.getByRole('button', { name: 'SAVE' }).click();
    await expect(picker).toBeHidden();
    await expect(dialog.getByLabel('Chosen user')).toHaveText(`${author.name} (${author.email})`);

    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Add Review Successful');
    await expect(page).toHaveURL(/\/dashboard\/reviews\/\d+\/details$/);
    const id = Number(/reviews\/(\d+)\//.exec(page.url())?.[1]);
    const created = await stored(request, id);
    expect(created).toMatchObject({
      title,
      subtitle: 'Pastel de nata, ranked',
      userId: author.id,
      isPublished: false,
      smPicture: null,
    });
    expect(created.lgPicture?.url).toMatch(/^\/img\/reviews\//);
    expect((created.lgPicture?.width ?? 0) / (created.lgPicture?.height ?? 1)).toBeCloseTo(1.5, 1);

    // The detail: title, subtitle, author link, dates MM/DD/YYYY, both pictures.
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(page.getByText('Pastel de nata, ranked')).toBeVisible();
    await expect(page.getByRole('link', { name: author.name, exact: true })).toHaveAttribute(
      'href',
      `/dashboard/users/${author.id}/details`,
    );
    await expect(page.locator('dt', { hasText: 'Created' }).locator('+ dd')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(
      page.getByRole('figure').filter({ hasText: 'Large picture' }).getByRole('img', { name: 'Large picture' }),
    ).toBeVisible();
    await expect(page.getByRole('figure').filter({ hasText: 'Small picture' })).toContainText('No picture');

    // Edit: a new title, the large picture removed, another user.
    const toolbar = page.getByRole('toolbar', { name: 'Review actions' });
    await toolbar.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Review' });
    await expect(edit.getByLabel('Chosen user')).toHaveText(`${author.name} (${author.email})`);
    await edit.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} revisited`);
    await edit.getByRole('button', { name: 'Remove Large picture' }).click();
    await edit.getByRole('button', { name: 'Choose user' }).click();
    await picker.getByRole('textbox', { name: 'Search' }).fill(other.name);
    await picker.getByRole('checkbox', { name: other.name }).check();
    // One user at most: the earlier one is no longer ticked.
    await expect(picker.getByText('1 selected')).toBeVisible();
    await picker.getByRole('button', { name: 'SAVE' }).click();
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Edit Review Successful');
    await expect
      .poll(async () => stored(request, id))
      .toMatchObject({ title: `${title} revisited`, lgPicture: null, userId: other.id });
    await expect(page.getByRole('link', { name: other.name, exact: true })).toBeVisible();

    // A refused edit says so (the server answers 500 for this one request).
    await page.route(`**/api/userReviews/${id}`, (route) =>
      route.request().method() === 'PATCH' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
    );
    await toolbar.getByRole('button', { name: 'Edit' }).click();
    await edit.getByRole('textbox', { name: 'Subtitle' }).fill('Never stored');
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Review Add / Edit Failed', 'error');
    await page.unroute(`**/api/userReviews/${id}`);
    // The failed save left the typing unsaved: closing asks before it is dropped.
    await edit.getByRole('button', { name: 'close', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Discard unsaved changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await expect(edit).toBeHidden();
    expect((await stored(request, id)).subtitle).toBe('Pastel de nata, ranked');

    await toolbar.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Item Deleted Successfully');
    await expect(page).toHaveURL(/\/dashboard\/reviews(\?.*)?$/);
    expect((await request.get(`/api/userReviews/${id}`)).status()).toBe(404);
  });

  test('should publish from the detail by ?publish= at once, and put the switch back when the server refuses', async ({
    page,
  }) => {
    const { request } = page;
    const review = await apiPost<TReview>(request, 'userReviews', { title: `Toggle me ${uniqueSuffix()}` });
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes(`/api/userReviews/${review.id}/publish`))
        calls.push(new URL(r.url()).search);
    });
    // The list searched for this review, so its row is on screen beside the detail.
    await page.goto(`/dashboard/reviews/${review.id}/details?q=${encodeURIComponent(review.title)}`);
    const toolbar = page.getByRole('toolbar', { name: 'Review actions' });
    const toggle = toolbar.getByRole('switch');
    await expect(toggle).not.toBeChecked();
    await expect(rows(page).filter({ hasText: review.title }).getByRole('img', { name: 'Unpublished' })).toBeVisible();

    await toggle.click();
    await expectToast(page, 'Published!');
    await expect(toggle).toBeChecked();
    await expect.poll(async () => (await stored(request, review.id)).isPublished).toBe(true);
    await expect(rows(page).filter({ hasText: review.title }).getByRole('img', { name: 'Unpublished' })).toHaveCount(0);

    // The server refuses the next change: the switch flips at once, then back, with 'Failed!'.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/userReviews/${review.id}/publish**`, async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"statusCode":500,"message":"refused"}}',
      });
    });
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    release();
    await expectToast(page, 'Failed!', 'error');
    await expect(toggle).toBeChecked();
    await page.unroute(`**/api/userReviews/${review.id}/publish**`);
    expect((await stored(request, review.id)).isPublished).toBe(true);

    await toggle.click();
    await expectToast(page, 'Unpublished!');
    await expect.poll(async () => (await stored(request, review.id)).isPublished).toBe(false);
    // The console sends the opposite of the state it showed, in the query.
    expect(calls).toEqual(['?publish=true', '?publish=false', '?publish=false']);
  });

  test('should flip a place review at once, store a successful flip, and revert with the toast when the server fails', async ({
    page,
  }) => {
    const { request } = page;
    const [city] = await apiGet<Pick<TWireRecord<typeof cityResource>, 'id' | 'name'>[]>(request, 'destinations', {
      filter: { order: 'name ASC', limit: 1, fields: ['id', 'name'] },
    });
    const place = await apiPost<Pick<TWireRecord<typeof placeResource>, 'id' | 'name'>>(request, 'establishments', {
      name: `Reviewed ${uniqueSuffix()}`,
      address: '1 Rua',
      city: city.name,
      destinationId: city.id,
    });
    const user = await newUser(request, 'Diner');
    const review = await apiPost<TWireRecord<typeof reviewResource>>(request, 'reviews', {
      userId: user.id,
      establishmentId: place.id,
      text: 'Crisp and warm',
      rating: 4,
    });
    expect(review.isPublished).toBe(false);
    const readPublished = async () =>
      (await apiGet<{ isPublished: boolean }>(request, `reviews/${review.id}`)).isPublished;

    await page.goto(`/dashboard/places/${place.id}/reviews`);
    const card = page.getByRole('article', { name: `Review by ${user.name}` });
    await card.getByRole('button', { name: 'Publish' }).click();
    await expectToast(page, 'Published!');
    await expect(card.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expect.poll(readPublished).toBe(true);

    // The server fails this one request: the card shows the flip at once, then reverts with 'Item Publish/Unpublish fail'.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/reviews/${review.id}/publish`, async (route) => {
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"statusCode":500,"message":"refused"}}',
      });
    });
    await card.getByRole('button', { name: 'Unpublish' }).click();
    await expect(card.getByRole('button', { name: 'Publish' })).toBeVisible();
    release();
    await expectToast(page, 'Item Publish/Unpublish fail', 'error');
    await expect(card.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await page.unroute(`**/api/reviews/${review.id}/publish`);
    expect(await readPublished()).toBe(true);
  });
});
