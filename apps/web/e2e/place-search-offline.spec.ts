import type { TWireRecord } from '@mise/contracts/common/wire';
import type { cityResource } from '@mise/contracts/resources/city';
import { type APIRequestContext, expect as baseExpect, type Locator, test } from '@playwright/test';
import type { TGeoPlacesOffline, placeResource } from '@mise/contracts/resources/place';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiGet, apiPost, uniqueSuffix } from './support/resource';

// These flows run many steps against a real server on a shared, busy machine: each wait gets more time.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

type TCityRef = Pick<TWireRecord<typeof cityResource>, 'id' | 'name'>;
type TPlaceRef = Pick<TWireRecord<typeof placeResource>, 'id' | 'name'>;

/** The gazetteer's Lisbon as the offline search answers it: the city the tests pick, with its location. */
async function lisbon(request: APIRequestContext) {
  const answer = await apiGet<TGeoPlacesOffline>(request, 'geo/places', { q: 'Lisbon, Portugal' });
  expect(answer.fullSearch).toBe(false);
  // The gazetteer also has a Lisbon in Guarda; the one in the state of Lisbon is the one the list labels 'Lisbon, Lisbon, Portugal'.
  const city = answer.cities.find((c) => c.name === 'Lisbon' && c.state === 'Lisbon');
  expect(city, JSON.stringify(answer.cities)).toBeDefined();
  return city as NonNullable<typeof city>;
}

/** The two coordinates the map preview writes under the map. */
async function coordinates(map: Locator): Promise<[number, number]> {
  const [lat, lng] =
    ((await map.getByTestId('map-coordinates').textContent()) ?? '').match(/-?\d+(\.\d+)?/g)?.map(Number) ?? [];
  return [lat ?? Number.NaN, lng ?? Number.NaN];
}

/** With the default provider (the offline gazetteer) the place search finds the guide's own places and cities (issue 28 point 8). */
test.describe('place search offline', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test("should warn of a place already in the guide, offer to open it, and take a city's location", async ({
    page,
  }) => {
    const { request } = page;
    const [destination] = await apiGet<TCityRef[]>(request, 'destinations', {
      filter: { where: { isPublished: true }, limit: 1, fields: ['id', 'name'] },
    });
    const name = `Offline Tasca ${uniqueSuffix()}`;
    const own = await apiPost<TPlaceRef>(request, 'establishments', {
      name,
      address: '1 Rua Augusta',
      city: 'Lisboa',
      destinationId: destination.id,
    });
    const product = (await apiGet<{ productName?: string }>(request, 'appmodels/constants')).productName || 'Mise';
    const city = await lisbon(request);

    await page.goto('/dashboard/places');
    await page.getByRole('button', { name: 'Add place' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Place' });
    const search = dialog.getByRole('combobox', { name: 'Search a place' });
    await search.fill(name);
    await expect(dialog.getByRole('note')).toHaveText(
      `Full place search needs GEO_PROVIDER; offline, this finds places already in ${product} and cities`,
    );
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByText(`Already in ${product}`)).toBeVisible();
    await listbox.getByRole('option', { name: `${name}, Lisboa` }).click();
    const warning = `This place is already in ${product}`;
    await expect(search).toHaveAccessibleDescription(`${warning} Open it`);
    // Nothing was filled: the warning is all a pick of an own place does.
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveCount(0);

    // A city fills the address's city and the map's location, and clears the warning.
    await search.fill('Lisbon, Portugal');
    await listbox.getByRole('option', { name: 'Lisbon, Lisbon, Portugal' }).click();
    await expect(search).not.toHaveAccessibleDescription(warning);
    await expect(dialog.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Lisbon');
    const map = dialog.getByRole('region', { name: 'Map preview' });
    await expect(map.getByTestId('map-coordinates')).toHaveText(`Lat ${city.location.lat}, Lng ${city.location.lng}`);
    await expect(map.locator('.mise-map-pin')).toBeVisible();

    // 'Open it' shows the place that is already there; the city picked above is unsaved work, so it asks first.
    await search.fill(name);
    await listbox.getByRole('option', { name: `${name}, Lisboa` }).click();
    await dialog.getByRole('link', { name: 'Open it' }).click();
    const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(dialog.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Lisbon');
    await expect(page).toHaveURL(/\/dashboard\/places$/);
    await dialog.getByRole('link', { name: 'Open it' }).click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/places/${own.id}/details$`));
    await expect(dialog).toBeHidden();
  });

  test("should set the landmark's latitude and longitude from a city, then from a click on the map", async ({
    page,
  }) => {
    const { request } = page;
    const [destination] = await apiGet<TCityRef[]>(request, 'destinations', {
      filter: { where: { isPublished: true }, limit: 1, fields: ['id', 'name'] },
    });
    const name = `Lisbon, Portugal Tasca ${uniqueSuffix()}`;
    await apiPost<TPlaceRef>(request, 'establishments', {
      name,
      address: '1 Rua Augusta',
      city: 'Lisboa',
      destinationId: destination.id,
    });
    const answer = await apiGet<TGeoPlacesOffline>(request, 'geo/places', { q: 'Lisbon, Portugal' });
    expect(answer.guidePlaces.map((p) => p.name)).toContain(name);
    const city = await lisbon(request);
    await page.goto('/dashboard/landmarks');
    await page.getByRole('button', { name: 'Add landmark' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Landmark' });
    const [lat, lng] = [
      dialog.getByRole('textbox', { name: 'Latitude' }),
      dialog.getByRole('textbox', { name: 'Longitude' }),
    ];
    const search = dialog.getByRole('combobox', { name: 'Search a place' });
    await search.fill('Lisbon, Portugal');
    await expect(dialog.getByRole('note')).toContainText('Full place search needs GEO_PROVIDER');
    // The guide's places are not landmarks: only cities are offered here, though the answer has the place too.
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: 'Lisbon, Lisbon, Portugal' })).toBeVisible();
    await expect(listbox.getByRole('option', { name: new RegExp(name) })).toHaveCount(0);
    await expect(listbox.getByText(/^Already in/)).toHaveCount(0);
    await listbox.getByRole('option', { name: 'Lisbon, Lisbon, Portugal' }).click();
    await expect(lat).toHaveValue(String(city.location.lat));
    await expect(lng).toHaveValue(String(city.location.lng));
    await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');

    // No tiles load here (MAP_TILES_URL refuses), yet a click on the map still moves the pin and fills both fields.
    const map = dialog.getByRole('region', { name: 'Map preview' });
    const container = map.locator('.leaflet-container');
    await container.scrollIntoViewIfNeeded();
    // Up and to the left of the centre, clear of the zoom buttons in the corner.
    await container.click({ position: { x: 120, y: 60 } });
    await expect(lat).not.toHaveValue(String(city.location.lat));
    const [clickedLat, clickedLng] = await coordinates(map);
    await expect(lat).toHaveValue(String(clickedLat));
    await expect(lng).toHaveValue(String(clickedLng));
    // Near the city: the map follows the location at street zoom.
    expect(clickedLat).toBeGreaterThan(city.location.lat);
    expect(clickedLng).toBeLessThan(city.location.lng);
    expect(Math.abs(clickedLat - city.location.lat)).toBeLessThan(0.05);
    await expect(map.locator('.mise-map-pin')).toBeVisible();
  });
});
