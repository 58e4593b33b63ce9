import type { TCallAnswer } from '@mise/contracts/common/call';
import type { TWire, TWireRecord } from '@mise/contracts/common/wire';
import type { calls } from '@mise/contracts/calls';
import type { cityResource } from '@mise/contracts/resources/city';
import type { eatineraryResource } from '@mise/contracts/resources/eatinerary';
import type { exploreListResource } from '@mise/contracts/resources/explore-list';
import type { landmarkResource } from '@mise/contracts/resources/landmark';
import type { placeResource } from '@mise/contracts/resources/place';
import type { reviewResource } from '@mise/contracts/resources/review';
import type { userResource } from '@mise/contracts/resources/user';
import type { TUserDetails } from '@mise/contracts/resources/user-calls';
import type { userListResource } from '@mise/contracts/resources/user-list';
import { type APIRequestContext, expect as baseExpect, test } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiGet, apiPost, expectToast, uniqueSuffix } from './support/resource';
import { addTagsThroughDialog, twoTagsOfACategory } from './support/tags';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

type TCityRef = Pick<TWireRecord<typeof cityResource>, 'id' | 'name'>;
type TPlaceRef = Pick<TWireRecord<typeof placeResource>, 'id' | 'name'>;
/** A row of a saved item's subject type; `destinationId` is asked for (and read) only for the types with a city. */
type TWithCity = Pick<
  TWireRecord<typeof placeResource | typeof landmarkResource | typeof exploreListResource | typeof eatineraryResource>,
  'id' | 'name' | 'destinationId'
>;
/** GET users/{id} with `includeCount` (the generic item call types no counts: its rows are any record). */
type TCounts = Pick<TWire<TUserDetails>, 'counts'>;

const DETAIL = { filter: { includeCount: ['reviews', 'tags', 'subscriptions', 'suggested'] } };

async function newUser(request: APIRequestContext, label: string): Promise<TWireRecord<typeof userResource>> {
  const suffix = uniqueSuffix();
  return apiPost(request, 'users', {
    name: `${label} ${suffix}`,
    email: `${label.toLowerCase()}-${suffix}@example.test`,
  });
}

/** The first published city by name, and the n-th. */
async function publishedCities(request: APIRequestContext, limit: number): Promise<TCityRef[]> {
  return apiGet<TCityRef[]>(request, 'destinations', {
    filter: { where: { isPublished: true }, order: 'name ASC, id ASC', limit, fields: ['id', 'name'] },
  });
}

async function newPlace(request: APIRequestContext, label: string, city: TCityRef): Promise<TPlaceRef> {
  return apiPost<TPlaceRef>(request, 'establishments', {
    name: `${label} ${uniqueSuffix()}`,
    address: '1 Rua',
    city: city.name,
    destinationId: city.id,
  });
}

/** One live row of a model, with a city when asked (for the 'Kind | city' subtitles). */
async function oneOf(
  request: APIRequestContext,
  path: string,
  withCity: boolean,
): Promise<TWithCity & { city?: string }> {
  const where = withCity ? { destinationId: { neq: null } } : {};
  const fields = withCity ? ['id', 'name', 'destinationId'] : ['id', 'name'];
  const [row] = await apiGet<TWithCity[]>(request, path, { filter: { where, order: 'id ASC', limit: 1, fields } });
  expect(row, `the demo content has a ${path} row`).toBeTruthy();
  if (!withCity || !row.destinationId) return row;
  const city = await apiGet<TCityRef>(request, `destinations/${row.destinationId}`);
  return { ...row, city: city.name };
}

test.describe('user tabs', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should count each tab, list the reviews, suggested places and subscribed cities, and assign cities', async ({
    page,
  }) => {
    const { request } = page;
    const user = await newUser(request, 'Busy');
    const [lisboa, porto, third] = await publishedCities(request, 3);
    const place = await newPlace(request, 'Suggested', lisboa);
    const reviewed = await newPlace(request, 'Reviewed', lisboa);
    const review = await apiPost<Pick<TWireRecord<typeof reviewResource>, 'id' | 'isPublished'>>(request, 'reviews', {
      userId: user.id,
      establishmentId: reviewed.id,
      text: 'Sardines on the grill, worth the queue.',
      rating: 3,
    });
    const put = await request.put(`/api/establishments/${place.id}/update-suggestions`, {
      data: { suggestions: [{ userId: user.id, isPrimary: true }] },
    });
    expect(put.ok(), await put.text()).toBe(true);
    await apiPost(request, 'DestinationTransactions/multi-user-multi-destination-purchase', {
      destinationIds: [lisboa.id],
      userIds: [user.id],
    });

    await page.goto(`/dashboard/users/${user.id}/details`);
    for (const name of ['Preferences (0)', 'Reviews (1)', 'Saved lists', 'Suggested (1)', 'Cities (1)']) {
      await expect(page.getByRole('tab', { name, exact: true })).toBeVisible();
    }

    await page.getByRole('tab', { name: 'Reviews (1)' }).click();
    await expect(page).toHaveURL(`/dashboard/users/${user.id}/reviews`);
    const card = page.getByRole('article', { name: `Review by ${user.name}` });
    await expect(card).toContainText(reviewed.name);
    await card.getByRole('button', { name: review.isPublished ? 'Unpublish' : 'Publish' }).click();
    await expect
      .poll(async () => (await apiGet<{ isPublished: boolean }>(request, `reviews/${review.id}`)).isPublished)
      .toBe(!review.isPublished);
    await expect(card.getByRole('button', { name: review.isPublished ? 'Publish' : 'Unpublish' })).toBeVisible();

    await page.getByRole('tab', { name: 'Suggested (1)' }).click();
    const suggested = page.getByRole('list', { name: 'Suggested places' }).getByRole('link');
    await expect(suggested).toHaveCount(1);
    await expect(suggested.first()).toContainText(place.name);
    await expect(suggested.first()).toContainText(lisboa.name);
    await expect(suggested.first().getByRole('img', { name: 'Primary suggester' })).toBeVisible();
    await expect(suggested.first()).toHaveAttribute('href', `/dashboard/places/${place.id}/details`);

    // The subscription ends on a known day (noon in New York), shown MM/DD/YY.
    const [subscription] = await apiGet<TCallAnswer<typeof calls.user.subscribedCities>>(
      request,
      `users/${user.id}/subscribed-destinations`,
    );
    const ends = await request.patch(`/api/destinationSubscriptions/${subscription.id}`, {
      data: { endDate: '2027-03-09T17:00:00.000Z' },
    });
    expect(ends.ok(), await ends.text()).toBe(true);
    await page.getByRole('tab', { name: 'Cities (1)' }).click();
    const cities = page.getByRole('list', { name: 'Subscribed cities' }).getByRole('link');
    await expect(cities).toHaveCount(1);
    await expect(cities.first()).toContainText(lisboa.name);
    await expect(cities.first()).toContainText('Expires on 03/09/27');
    await expect(cities.first()).toHaveAttribute('href', `/dashboard/cities/${lisboa.id}/details`);

    // Bulk assignment: two more cities at once.
    await page.getByRole('button', { name: 'Assign cities' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign cities' });
    for (const city of [porto, third]) {
      await dialog.getByRole('combobox', { name: 'Cities' }).fill(city.name);
      await page.getByRole('option', { name: city.name, exact: true }).click();
    }
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'User updated successfully');
    await expect(page.getByRole('tab', { name: 'Cities (3)', exact: true })).toBeVisible();
    await expect(cities).toHaveCount(3);
    const after = await apiGet<TCallAnswer<typeof calls.user.subscribedCities>>(
      request,
      `users/${user.id}/subscribed-destinations`,
    );
    expect(after.map((s) => s.destinationId).sort((a, b) => a - b)).toEqual(
      [lisboa.id, porto.id, third.id].sort((a, b) => a - b),
    );
    expect((await apiGet<TCounts>(request, `users/${user.id}`, DETAIL)).counts!.subscriptions).toBe(3);
  });

  test('should page the suggested places 20 at a time, by name', async ({ page }) => {
    const { request } = page;
    const user = await newUser(request, 'Scout');
    // The only suggester of a place becomes its primary (part 2 §4): another user is primary on every second place.
    const other = await newUser(request, 'Lead');
    const [city] = await publishedCities(request, 1);
    const prefix = `Scouted ${uniqueSuffix()}`;
    const names: string[] = [];
    for (let i = 0; i < 21; i += 1) {
      const place = await apiPost<TPlaceRef>(request, 'establishments', {
        name: `${prefix} ${String(i).padStart(2, '0')}`,
        address: '1 Rua',
        city: city.name,
        destinationId: city.id,
      });
      const put = await request.put(`/api/establishments/${place.id}/update-suggestions`, {
        data: {
          suggestions:
            i % 2 === 0
              ? [{ userId: user.id, isPrimary: true }]
              : [{ userId: other.id, isPrimary: true }, { userId: user.id }],
        },
      });
      expect(put.ok(), await put.text()).toBe(true);
      names.push(place.name);
    }
    await page.goto(`/dashboard/users/${user.id}/suggested`);
    await expect(page.getByRole('tab', { name: 'Suggested (21)', exact: true })).toBeVisible();
    const links = page.getByRole('list', { name: 'Suggested places' }).getByRole('link');
    await expect(links).toHaveCount(20);
    await expect(links.first()).toContainText(names[0]);
    await expect(links.first().getByRole('img', { name: 'Primary suggester' })).toBeVisible();
    await expect(links.nth(1).getByRole('img', { name: 'Primary suggester' })).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Suggested places pages' })
      .getByRole('button', { name: 'page 2' })
      .click();
    await expect(links).toHaveCount(1);
    await expect(links.first()).toContainText(names[20]);
  });

  test('should show saved lists newest first and a list’s items with their links and subtitles', async ({ page }) => {
    const { request } = page;
    const user = await newUser(request, 'Saver');
    const older = await apiPost<Pick<TWireRecord<typeof userListResource>, 'id' | 'name' | 'created'>>(
      request,
      'userLists',
      {
        userId: user.id,
        name: 'Weekend in Lisbon',
      },
    );
    const newer = await apiPost<Pick<TWireRecord<typeof userListResource>, 'id' | 'name' | 'created'>>(
      request,
      'userLists',
      {
        userId: user.id,
        name: 'Date nights',
      },
    );
    const subjects = [
      {
        type: 'Cuisine',
        path: 'cuisines',
        href: (id: number) => `/dashboard/cuisines/${id}/details`,
        kind: 'Cuisine',
        withCity: false,
      },
      {
        type: 'Establishment',
        path: 'establishments',
        href: (id: number) => `/dashboard/places/${id}/details`,
        kind: 'Place',
        withCity: true,
      },
      {
        type: 'Destination',
        path: 'destinations',
        href: (id: number) => `/dashboard/cities/${id}/details`,
        kind: 'City',
        withCity: false,
      },
      {
        type: 'FoodDrink',
        path: 'foodDrinks',
        href: (id: number) => `/dashboard/dishes/${id}/history`,
        kind: 'Dish',
        withCity: false,
      },
      {
        type: 'Landmark',
        path: 'landmarks',
        href: (id: number) => `/dashboard/landmarks/${id}/history`,
        kind: 'Landmark',
        withCity: true,
      },
      {
        type: 'List',
        path: 'lists',
        href: (id: number) => `/dashboard/explore/${id}/history`,
        kind: 'Explore',
        withCity: true,
      },
      {
        type: 'Eateries',
        path: 'eateries',
        href: (id: number) => `/dashboard/eatineraries/${id}/history`,
        kind: 'Eatinerary',
        withCity: true,
      },
    ] as const;
    const expected: { name: string; subtitle: string; href: string }[] = [];
    for (const subject of subjects) {
      const row = await oneOf(request, subject.path, subject.withCity);
      await apiPost(request, 'userListItems', { userListId: older.id, subjectType: subject.type, subjectId: row.id });
      expected.push({
        name: row.name,
        subtitle: subject.withCity && row.city ? `${subject.kind} | ${row.city}` : subject.kind,
        href: subject.href(row.id),
      });
    }

    await page.goto(`/dashboard/users/${user.id}/saved-lists`);
    const lists = page.getByRole('list', { name: 'Saved lists' }).getByRole('link');
    await expect(lists).toHaveCount(2);
    const date = (iso: string) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        month: '2-digit',
        day: '2-digit',
        year: 'numeric',
      }).format(new Date(iso));
    await expect(lists.nth(0)).toContainText(newer.name);
    await expect(lists.nth(0)).toContainText(date(newer.created));
    await expect(lists.nth(1)).toContainText(older.name);
    await expect(lists.nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4}/);

    await lists.nth(1).click();
    await expect(page).toHaveURL(`/dashboard/users/${user.id}/saved-lists/${older.id}`);
    const crumbs = page.getByRole('navigation', { name: 'breadcrumb' });
    await expect(crumbs).toContainText(older.name);
    const items = page.getByRole('list', { name: 'Saved items' }).getByRole('link');
    await expect(items).toHaveCount(expected.length);
    // Each item by its link (a city's name can also be a place's subtitle): its title, subtitle and image.
    const itemList = page.getByRole('list', { name: 'Saved items' });
    for (const item of expected) {
      const link = itemList.locator(`a[href="${item.href}"]`);
      await expect(link).toHaveCount(1);
      await expect(link).toContainText(item.name);
      await expect(link).toContainText(item.subtitle);
    }
    await itemList.locator(`a[href="${expected[2].href}"]`).click();
    await expect(page).toHaveURL(expected[2].href);

    // The breadcrumb leads back to the lists.
    await page.goto(`/dashboard/users/${user.id}/saved-lists/${older.id}`);
    await crumbs.getByRole('link', { name: 'Saved lists' }).click();
    await expect(page).toHaveURL(`/dashboard/users/${user.id}/saved-lists`);
    await expect(lists).toHaveCount(2);
  });

  test('should add preference tags through Add / Remove Tags and delete one by its chip', async ({ page }) => {
    const { request } = page;
    const user = await newUser(request, 'Picky');
    const { category, one, two } = await twoTagsOfACategory(request);
    const storedTags = async () =>
      (await apiGet<{ tagIds: number[] }>(request, `users/${user.id}`)).tagIds.slice().sort((a, b) => a - b);

    await page.goto(`/dashboard/users/${user.id}/preferences`);
    await expect(page.getByRole('tab', { name: 'Preferences (0)', exact: true })).toBeVisible();
    await addTagsThroughDialog(page, category, [one, two]);
    expect(await storedTags()).toEqual([one.id, two.id].sort((a, b) => a - b));
    await expect(page.getByRole('tab', { name: 'Preferences (2)', exact: true })).toBeVisible();

    const section = page.getByRole('region', { name: category.name });
    await section.getByRole('img', { name: `Remove ${one.name}` }).click();
    await expectToast(page, 'Tags Delete Successfull');
    expect(await storedTags()).toEqual([two.id]);
    await expect(page.getByRole('tab', { name: 'Preferences (1)', exact: true })).toBeVisible();
  });
});
