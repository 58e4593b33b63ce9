import type { TWireRecord } from '@mise/contracts/common/wire';
import type { cityResource } from '@mise/contracts/resources/city';
import type { cuisineResource } from '@mise/contracts/resources/cuisine';
import type { dishResource } from '@mise/contracts/resources/dish';
import type { eatineraryResource } from '@mise/contracts/resources/eatinerary';
import type { exploreListResource } from '@mise/contracts/resources/explore-list';
import type { landmarkResource } from '@mise/contracts/resources/landmark';
import type { placeResource } from '@mise/contracts/resources/place';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from './api';
import { moveByKeyboard } from './drag';

/** Helpers of city-relations.spec.ts: the server's view of a city's relations, and the tab's controls. */

type TCityRelations = NonNullable<(typeof cityResource)['relations']>;
/** With `includeCount`: the size of each of the city's to-many relations. */
export type TCounts = Record<
  { [K in keyof TCityRelations]: TCityRelations[K] extends { many: true } ? K : never }[keyof TCityRelations],
  number
>;
export type TCity = Pick<TWireRecord<typeof cityResource>, 'id' | 'name'> & { counts: TCounts };
/** A row of one of a city's tabs (places, dishes, cuisines, landmarks, explore lists, eatineraries). */
type TRelatedRecord = TWireRecord<
  | typeof placeResource
  | typeof dishResource
  | typeof cuisineResource
  | typeof landmarkResource
  | typeof exploreListResource
  | typeof eatineraryResource
>;
/** Its id and name, and whether it is published when asked for. */
export type TItem = Pick<TRelatedRecord, 'id' | 'name'> & Partial<Pick<TRelatedRecord, 'isPublished'>>;

/** City tab segment, its label, and the relation the server holds it under (part 1 §2). */
export const TABS = [
  { segment: 'places', label: 'Places', relation: 'establishments' },
  { segment: 'dishes', label: 'Dishes', relation: 'foodDrinks' },
  { segment: 'cuisines', label: 'Cuisines', relation: 'cuisines' },
  { segment: 'landmarks', label: 'Landmarks', relation: 'landmarks' },
  { segment: 'explore', label: 'Explore', relation: 'lists' },
  { segment: 'eatineraries', label: 'Eatineraries', relation: 'eateries' },
] as const;

/** GET /api/{path} with JSON-encoded query values, as the signed-in page's own session; expects 200. */
export async function getJson<T>(
  request: APIRequestContext,
  path: string,
  query?: Record<string, unknown>,
): Promise<T> {
  const params = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]))}` : '';
  const response = await request.get(`/api/${path}${params}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** Every city with its relation counts (includeCount). */
export async function cities(request: APIRequestContext): Promise<TCity[]> {
  return getJson<TCity[]>(request, 'destinations', {
    filter: { fields: { id: true, name: true }, includeCount: true, order: 'id ASC', limit: 100 },
  });
}

// Each test prefers a city no other test has written to; when none is left that fits, a used one serves
// (every test reads the state it starts from, so it does not depend on what ran before).
const taken = new Set<number>();
/** A city whose counts fit the test, untouched by earlier tests where possible. */
export async function takeCity(request: APIRequestContext, fits: (city: TCity) => boolean): Promise<TCity> {
  const fitting = (await cities(request)).filter(fits);
  const city = fitting.find((c) => !taken.has(c.id)) ?? fitting[0];
  expect(city, 'the seed has a city that fits').toBeDefined();
  taken.add(city!.id);
  return city!;
}

/** A city's related items in their stored order, with the fields the tabs read. */
export function related(request: APIRequestContext, cityId: number, relation: string) {
  return getJson<TItem[]>(request, `destinations/${cityId}/${relation}`, {
    filter: { fields: { id: true, name: true, isPublished: true } },
  });
}

/** The single toast, checked and closed as every spec does (a toast with Undo included). */
export { expectToast } from './resource';

/** A list by its accessible name (the tab's label). */
export function list(page: Page, name: string): Locator {
  return page.getByRole('list', { name, exact: true });
}

/** The row of a list whose text starts with `name`. */
export function row(listLocator: Locator, name: string): Locator {
  return listLocator.getByRole('listitem').filter({ hasText: new RegExp(`^${escapeRegExp(name)}`) });
}

/** Drags a row one place down with the keyboard (see `moveByKeyboard`). */
export async function moveDownByKeyboard(rowLocator: Locator, page: Page) {
  await moveByKeyboard(rowLocator.getByRole('button', { name: 'Drag to reorder' }), page, 'ArrowDown');
}

/** The n-th row of a list (names may repeat, positions do not). */
export function nthRow(listLocator: Locator, index: number): Locator {
  return listLocator.getByRole('listitem').nth(index);
}

/** Opens /dashboard/cities/{id}/{tab} directly. */
export async function openTab(page: Page, cityId: number, segment: string) {
  await page.goto(`/dashboard/cities/${cityId}/${segment}`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/cities/${cityId}/${segment}$`));
  // The first load of a city (list, details and tab at once) can be slow on a busy machine.
  await expect(page.getByRole('tablist', { name: 'City sections' })).toBeVisible({ timeout: 30_000 });
}

/**
 * Clicks a city tab and waits for its route. The scrollable tab strip slides the tab chosen before into view (MUI
 * animates it); a click aimed while it slides can land beside the tab, so the click is repeated until the route is the
 * tab's (choosing a tab twice is harmless).
 */
export async function clickTab(page: Page, tab: Locator, { cityId, segment }: { cityId: number; segment: string }) {
  await expect(async () => {
    await tab.click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/cities/${cityId}/${segment}$`), { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
