import type { TWireRecord } from '@mise/contracts/common/wire';
import type { TIncluded, TRelationName } from '@mise/contracts/includes';
import type { cityResource } from '@mise/contracts/resources/city';
import type { eatineraryResource } from '@mise/contracts/resources/eatinerary';
import type { placeResource } from '@mise/contracts/resources/place';
import { type APIRequestContext, expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { escapeRegExp } from './support/api';
import { moveDownByKeyboard } from './support/city-relations';
import { ADMIN_STORAGE_STATE } from './support/env';
import { makeImage } from './support/media';
import { apiGet, apiPost, expectToast, uniqueSuffix } from './support/resource';

// These flows run many steps against a real server on a shared, busy machine: each wait and each test gets more time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

type TEatinerary = TWireRecord<typeof eatineraryResource>;
type TCityRef = Pick<TWireRecord<typeof cityResource>, 'id' | 'name'>;
type TPlaceRef = Pick<TWireRecord<typeof placeResource>, 'id' | 'name'>;
/** With `includeCount`: the size of each to-many relation. */
type TCity = TCityRef & { counts: Record<TRelationName<typeof cityResource>, number> };

const list = (page: Page) => page.getByRole('list', { name: 'Eatineraries' });
const getItem = (request: APIRequestContext, id: number) => apiGet<TEatinerary>(request, `eateries/${id}`);
const countOf = async (request: APIRequestContext, where: object) =>
  (await apiGet<{ count: number }>(request, 'eateries/count', { where })).count;

/** A city with at least four places whose names are unique in it, and four of those places. */
async function cityWithPlaces(request: APIRequestContext): Promise<{ city: TCity; places: TPlaceRef[] }> {
  const cities = await apiGet<TCity[]>(request, 'destinations', {
    filter: { order: 'name ASC', limit: 100, includeCount: true, fields: ['id', 'name'] },
  });
  for (const city of cities.filter((c) => c.counts.establishments >= 4 && c.name.length >= 6)) {
    const places = await apiGet<TPlaceRef[]>(request, 'establishments', {
      filter: { where: { destinationId: city.id }, fields: ['id', 'name'], limit: 200 },
    });
    const unique = places.filter((p) => places.filter((q) => q.name === p.name).length === 1 && !p.name.includes('@'));
    if (unique.length >= 4) return { city, places: unique.slice(0, 4) };
  }
  throw new Error('no seeded city has four places with unique names');
}

/** Types a place name into a section's place search and picks the hit with exactly that name. */
async function pickPlace(page: Page, { section, index }: { section: Locator; index: number }, place: TPlaceRef) {
  const search = section.getByRole('combobox', { name: `Search places for section ${index}` });
  await search.fill(place.name);
  await page.getByRole('option', { name: place.name, exact: true }).click();
  // Cleared after the choice (part 1 §2).
  await expect(search).toHaveValue('');
}

test.describe('eatineraries', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should list 20 per page by name with the city and a lock, and search, filter by chip and by city', async ({
    page,
  }) => {
    const { request } = page;
    // More than one page of eatineraries.
    const seeded = await countOf(request, {});
    const [anyCity] = await apiGet<TCityRef[]>(request, 'destinations', {
      filter: { order: 'name ASC', limit: 1, fields: ['id', 'name'] },
    });
    for (let i = seeded; i < 23; i++)
      await apiPost(request, 'eateries', { name: `Paging ${uniqueSuffix()}`, destinationId: anyCity.id });
    const total = await countOf(request, {});
    expect(total).toBeGreaterThan(20);

    await page.goto('/dashboard/eatineraries');
    const firstPage = await apiGet<(TEatinerary & TIncluded<typeof eatineraryResource, 'destination'>)[]>(
      request,
      'eateries',
      {
        filter: { order: 'name ASC, id ASC', limit: 20, include: 'destination' },
      },
    );
    await expect(list(page).getByRole('link')).toHaveCount(20);
    await expect(page.getByText(`${total} items`)).toBeVisible();
    for (const [index, item] of firstPage.slice(0, 5).entries()) {
      const row = list(page).getByRole('link').nth(index);
      await expect(row).toContainText(item.name);
      await expect(row).toContainText(item.destination!.name);
      await expect(row.getByRole('img', { name: 'Unpublished' })).toHaveCount(item.isPublished ? 0 : 1);
    }
    await page.getByRole('navigation', { name: 'Eatineraries pages' }).getByRole('button', { name: 'page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(list(page).getByRole('link')).toHaveCount(Math.min(20, total - 20));

    // Filter chips: one at a time, back to page 1.
    const show = page.getByRole('group', { name: 'Show' });
    await show.getByRole('button', { name: 'Unpublished' }).click();
    await expect(page).toHaveURL(/filter=unpublished/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(show.getByRole('button', { name: 'Unpublished' })).toHaveAttribute('aria-pressed', 'true');
    const unpublished = await countOf(request, { isPublished: false });
    await expect(list(page).getByRole('link')).toHaveCount(Math.min(20, unpublished));
    await expect(list(page).getByRole('img', { name: 'Unpublished' })).toHaveCount(Math.min(20, unpublished));
    await show.getByRole('button', { name: 'Newly Added' }).click();
    await expect(list(page).getByRole('link')).toHaveCount(Math.min(20, await countOf(request, { newlyAdded: true })));
    await show.getByRole('button', { name: 'All' }).click();
    await expect(list(page).getByRole('link')).toHaveCount(20);

    // City multi-select: only that city's eatineraries.
    const city = firstPage[0].destination!;
    const cities = page.getByRole('combobox', { name: 'Cities' });
    await cities.fill(city.name);
    await page.getByRole('option', { name: city.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`cities=${city.id}`));
    const inCity = await countOf(request, { destinationId: { inq: [city.id] } });
    await expect(list(page).getByRole('link')).toHaveCount(Math.min(20, inCity));
    for (const row of await list(page).getByRole('link').all()) await expect(row).toContainText(city.name);
    await page.reload();
    await expect(page.getByRole('button', { name: city.name, exact: true })).toBeVisible();
    await expect(list(page).getByRole('link')).toHaveCount(Math.min(20, inCity));

    // Search within the city.
    await page.getByRole('searchbox', { name: 'Search eatineraries' }).fill(firstPage[0].name);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(list(page).getByRole('link').first()).toContainText(firstPage[0].name);
    const matching = await countOf(request, {
      and: [{ destinationId: city.id }, { name: { ilike: `%${firstPage[0].name}%` } }],
    });
    await expect(list(page).getByRole('link')).toHaveCount(matching);
  });

  test('should require City and name, then add one with a mention and two sections of the city’s places, and open it', async ({
    page,
  }) => {
    const { request } = page;
    const { city, places } = await cityWithPlaces(request);
    const [other] = await apiGet<TPlaceRef[]>(request, 'establishments', {
      filter: {
        where: { and: [{ destinationId: { neq: city.id } }, { name: { nin: places.map((p) => p.name) } }] },
        fields: ['id', 'name'],
        limit: 1,
      },
    });
    await page.goto('/dashboard/eatineraries');
    await page.getByRole('button', { name: 'Add eatinerary' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Eatinery' });

    // Part 1 §5: destinationId and name are required.
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(dialog.getByText('This is required')).toHaveCount(2);
    await expect(dialog.getByRole('combobox', { name: 'City' })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Name of eatinerary' })).toHaveAttribute('aria-invalid', 'true');
    // The place search waits for a city.
    await expect(dialog.getByRole('combobox', { name: 'Search places for section 1' })).toBeDisabled();

    await dialog.getByRole('combobox', { name: 'City' }).fill(city.name);
    await page.getByRole('option', { name: city.name, exact: true }).click();
    await expect(dialog.getByText('This is required')).toHaveCount(1);
    const name = `Day of eating ${uniqueSuffix()}`;
    await dialog.getByRole('textbox', { name: 'Name of eatinerary' }).fill(name);
    await expect(dialog.getByText('This is required')).toHaveCount(0);

    // A mention: '@' and part of the city's name, then a suggestion.
    const description = dialog.getByRole('textbox', { name: 'Description' }).first();
    await description.click();
    const calls: URL[] = [];
    const onRequest = (r: { url: () => string }) => {
      if (r.url().includes('/api/users/admin-autocomplete')) calls.push(new URL(r.url()));
    };
    page.on('request', onRequest);
    const query = city.name.slice(0, city.name.length - 1);
    await description.pressSequentially(`Start in @${query}`);
    const suggestions = page.getByRole('listbox', { name: 'Mention suggestions' });
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    expect(await suggestions.getByRole('option').count()).toBeLessThanOrEqual(5);
    page.off('request', onRequest);
    // Debounced (500 ms): not one call per letter; the last call asks for the whole query and 5 hits.
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.length).toBeLessThan(query.length);
    expect(calls.at(-1)!.searchParams.get('term')).toBe(query);
    expect(JSON.parse(calls.at(-1)!.searchParams.get('filter')!)).toMatchObject({ limit: 5 });
    await suggestions.getByRole('option').filter({ hasText: 'City' }).filter({ hasText: city.name }).first().click();
    await expect(description).toHaveValue(`Start in @${city.name} `);
    await description.pressSequentially('for a day.');
    await expect(dialog.getByRole('group', { name: 'Mentions in Description' })).toContainText(`${city.name} (City)`);

    // Section 1: two places; a place already chosen is not offered again; another city's place is never offered.
    const first = dialog.getByRole('group', { name: 'Section 1' });
    await expect(first.getByRole('button', { name: 'Delete Section' })).toHaveCount(0);
    await first.getByRole('textbox', { name: 'Section title' }).fill('Breakfast');
    await first.getByRole('textbox', { name: 'Description' }).fill('Early.');
    await pickPlace(page, { section: first, index: 1 }, places[0]);
    await pickPlace(page, { section: first, index: 1 }, places[1]);
    const firstPlaces = first.getByRole('list', { name: 'Places of section 1' });
    await expect(firstPlaces.getByRole('listitem')).toHaveCount(2);

    const search = first.getByRole('combobox', { name: 'Search places for section 1' });
    // A term not asked before (answers are cached), still naming the first place.
    const again = places[0].name.slice(0, -1);
    let answered = page.waitForResponse(
      (r) => r.url().includes('admin-autocomplete') && new URL(r.url()).searchParams.get('term') === again,
    );
    await search.fill(again);
    const response = await answered;
    // The place search asks for places of the chosen city only, 30 at most.
    expect(JSON.parse(new URL(response.url()).searchParams.get('filter')!)).toEqual({
      limit: 30,
      doc_type: 'Establishment',
      destinationId: city.id,
    });
    const hits = (await response.json()) as { id: number; destinationId: number }[];
    expect(hits.every((h) => h.destinationId === city.id)).toBe(true);
    await expect(page.getByRole('option', { name: places[0].name, exact: true })).toHaveCount(0);
    expect(other, 'the demo content has a place in another city').toBeDefined();
    answered = page.waitForResponse(
      (r) => r.url().includes('admin-autocomplete') && new URL(r.url()).searchParams.get('term') === other.name,
    );
    await search.fill(other.name);
    expect(((await (await answered).json()) as { id: number }[]).some((h) => h.id === other.id)).toBe(false);
    await expect(page.getByRole('option', { name: other.name, exact: true })).toHaveCount(0);
    await search.fill('');
    await expect(firstPlaces.getByRole('listitem')).toHaveCount(2);

    // Section 2, then a third section removed again.
    await dialog.getByRole('button', { name: 'Add Section' }).click();
    const second = dialog.getByRole('group', { name: 'Section 2' });
    await second.getByRole('textbox', { name: 'Section title' }).fill('Dinner');
    await pickPlace(page, { section: second, index: 2 }, places[2]);
    await pickPlace(page, { section: second, index: 2 }, places[3]);
    await second.getByRole('button', { name: `Remove ${places[3].name}` }).click();
    await expect(second.getByRole('list', { name: 'Places of section 2' }).getByRole('listitem')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Add Section' }).click();
    await dialog.getByRole('group', { name: 'Section 3' }).getByRole('button', { name: 'Delete Section' }).click();
    await expect(dialog.getByRole('group', { name: 'Section 3' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Item added successfully');
    await expect(page).toHaveURL(/\/dashboard\/eatineraries\/\d+\/details$/);
    const id = Number(/eatineraries\/(\d+)\//.exec(page.url())![1]);
    const stored = await getItem(request, id);
    expect(stored).toMatchObject({
      name,
      destinationId: city.id,
      description: `Start in @[${city.name}](Destination:${city.id}) for a day.`,
    });
    expect(stored._sections.map((s) => ({ title: s.title, description: s.description, placeIds: s.placeIds }))).toEqual(
      [
        { title: 'Breakfast', description: 'Early.', placeIds: [places[0].id, places[1].id] },
        { title: 'Dinner', description: null, placeIds: [places[2].id] },
      ],
    );

    // Details: the mention renders as a link to the city; the sections with their place counts.
    const panel = page.getByRole('tabpanel', { name: 'Details' });
    await expect(panel.getByText('Start in')).toBeVisible();
    await expect(panel.getByRole('link', { name: city.name })).toHaveAttribute(
      'href',
      `/dashboard/cities/${city.id}/details`,
    );
    await expect(panel.getByText(/@\[/)).toHaveCount(0);
    await expect(panel.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toHaveCount(2);
    const sections = panel.getByRole('list', { name: 'Sections' });
    await expect(sections.getByRole('listitem').nth(0)).toContainText('Breakfast2 places');
    await expect(sections.getByRole('listitem').nth(1)).toContainText('Dinner1 place');
    await expect(list(page).getByRole('link', { name: new RegExp(escapeRegExp(name)) })).toBeVisible();
  });

  test('should reorder and remove sections at once, and put the order back when a reorder fails', async ({ page }) => {
    const { request } = page;
    const { city, places } = await cityWithPlaces(request);
    const item = await apiPost<TEatinerary>(request, 'eateries', {
      name: `Sections ${uniqueSuffix()}`,
      destinationId: city.id,
      _sections: [
        { title: 'Morning', placeIds: [places[0].id] },
        { title: 'Noon', placeIds: [places[1].id, places[2].id] },
        { title: 'Night', placeIds: [] },
      ],
    });
    const titles = async () => (await getItem(request, item.id))._sections.map((s) => s.title);
    await page.goto(`/dashboard/eatineraries/${item.id}/details`);
    const sections = page.getByRole('list', { name: 'Sections' });
    await expect(sections.getByRole('listitem')).toHaveCount(3);

    await moveDownByKeyboard(sections.getByRole('listitem').nth(0), page);
    await expectToast(page, 'Order updated succesfully');
    expect(await titles()).toEqual(['Noon', 'Morning', 'Night']);
    expect((await getItem(request, item.id))._sections[0].placeIds).toEqual([places[1].id, places[2].id]);

    // A network failure on the save: the order goes back to what is stored.
    await page.route(`**/api/eateries/${item.id}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ error: { statusCode: 500, message: 'Boom' } }),
          })
        : route.continue(),
    );
    await moveDownByKeyboard(sections.getByRole('listitem').nth(0), page);
    await expectToast(page, 'Order update Unsuccesfull', 'error');
    for (const [index, title] of ['Noon', 'Morning', 'Night'].entries())
      await expect(sections.getByRole('listitem').nth(index)).toContainText(title);
    expect(await titles()).toEqual(['Noon', 'Morning', 'Night']);
    await page.unroute(`**/api/eateries/${item.id}`);

    await sections.getByRole('button', { name: 'Remove section Morning' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this section?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Item Deleted Successfully');
    await expect(sections.getByRole('listitem')).toHaveCount(2);
    expect(await titles()).toEqual(['Noon', 'Night']);
  });

  test('should upload a picture in the images tab, edit, publish and delete with the question', async ({ page }) => {
    const { request } = page;
    const { city, places } = await cityWithPlaces(request);
    const item = await apiPost<TEatinerary>(request, 'eateries', {
      name: `Life cycle ${uniqueSuffix()}`,
      destinationId: city.id,
      description: 'Plain text.',
      _sections: [{ title: 'Only', placeIds: [places[0].id] }],
    });
    await page.goto(`/dashboard/eatineraries/${item.id}/details`);
    const article = page.getByRole('article', { name: item.name });
    await expect(article.getByRole('tabpanel', { name: 'Details' }).getByText('Plain text.')).toBeVisible();

    await article.getByRole('tab', { name: 'Images (0)' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/eatineraries/${item.id}/images$`));
    await page.getByLabel('Upload to Pictures').setInputFiles({
      name: 'plate.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeImage({ width: 80, height: 60, color: '#aa5500' }),
    });
    await expectToast(page, 'Picture uploaded');
    await expect(article.getByRole('tab', { name: 'Images (1)' })).toBeVisible();
    expect((await getItem(request, item.id))._pictures).toHaveLength(1);

    await article.getByRole('tab', { name: 'Details' }).click();
    await article.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Eatinery' });
    await expect(edit.getByRole('textbox', { name: 'Name of eatinerary' })).toHaveValue(item.name);
    await expect(edit.getByRole('combobox', { name: 'City' })).toHaveValue(city.name);
    await expect(edit.getByRole('list', { name: 'Places of section 1' }).getByRole('listitem')).toHaveText([
      places[0].name,
    ]);
    const renamed = `${item.name} renamed`;
    await edit.getByRole('textbox', { name: 'Name of eatinerary' }).fill(renamed);
    // A mention chosen with the keyboard: the first suggestion, with Enter.
    const description = edit.getByRole('textbox', { name: 'Description' }).first();
    await description.click();
    await page.keyboard.press('End');
    const term = places[1].name.slice(0, -1);
    await description.pressSequentially(` See @${term}`);
    const suggestions = page.getByRole('listbox', { name: 'Mention suggestions' });
    await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    // The mention box asks every doc type for 5 hits; the first one is highlighted.
    const [first] = await apiGet<{ name: string }[]>(request, 'users/admin-autocomplete', {
      term,
      filter: { limit: 5 },
    });
    const chosen = first.name;
    await expect(suggestions.getByRole('option').first()).toContainText(chosen);
    await page.keyboard.press('Enter');
    await expect(suggestions).toBeHidden();
    await expect(description).toHaveValue(`Plain text. See @${chosen} `);
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Item edited successfully');
    await expect(page.getByRole('heading', { name: renamed })).toBeVisible();
    const edited = await getItem(request, item.id);
    expect(edited.name).toBe(renamed);
    expect(edited.description).toMatch(
      new RegExp(
        `^Plain text\\. See @\\[${escapeRegExp(chosen)}\\]\\((Establishment|Destination|FoodDrink|Cuisine|Landmark|List|Eateries):\\d+\\) $`,
      ),
    );
    expect(edited._sections.map((x) => ({ title: x.title, placeIds: x.placeIds }))).toEqual([
      { title: 'Only', placeIds: [places[0].id] },
    ]);
    await expect(page.getByRole('tabpanel', { name: 'Details' }).getByRole('link', { name: chosen })).toBeVisible();

    await page
      .getByRole('toolbar', { name: 'Eatinerary actions' })
      .getByRole('switch', { name: /Unpublished/ })
      .click();
    await expectToast(page, 'Published!');
    expect((await getItem(request, item.id)).isPublished).toBe(true);

    await page.getByRole('toolbar', { name: 'Eatinerary actions' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete this Eatinerary?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Item Deleted Successfully');
    await expect(page).toHaveURL(/\/dashboard\/eatineraries$/);
    expect((await request.get(`/api/eateries/${item.id}`)).status()).toBe(404);
  });
});
