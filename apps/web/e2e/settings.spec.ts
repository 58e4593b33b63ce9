import type { TCallAnswer } from '@mise/contracts/common/call';
import type { TWire, TWireRecord } from '@mise/contracts/common/wire';
import type { calls } from '@mise/contracts/calls';
import type { cityResource } from '@mise/contracts/resources/city';
import type { TSettingValue } from '@mise/contracts/resources/setting';
import { type Page, type Route, expect, test } from '@playwright/test';
import { escapeRegExp } from './support/api';
import { moveByKeyboard } from './support/drag';
import { ADMIN_STORAGE_STATE } from './support/env';
import { makeImage } from './support/media';
import { apiGet, expectToast, uniqueSuffix } from './support/resource';

/** One entry of the continents or the place types. */
type TNamed = TWire<TSettingValue<'continentName' | 'establishmentPlaceType'>>[number];
type TSettingRow = TCallAnswer<typeof calls.setting.list>[number];

const settingOf = async (page: Page, key: string) =>
  (await apiGet<TSettingRow[]>(page.request, 'settings')).find((s) => s.key === key) as TSettingRow;

/** Puts a setting back as it was before the test, so a rerun on the same database starts alike. */
async function restore(page: Page, row: TSettingRow) {
  const response = await page.request.patch(`/api/settings/${row.id}`, { data: { value: row.value } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Makes the browser's next PATCH of a setting answer 500 (fault injection on the browser side only). */
async function failNextSave(page: Page) {
  let failed = false;
  await page.route('**/api/settings/*', async (route: Route) => {
    if (failed || route.request().method() !== 'PATCH') return route.fallback();
    failed = true;
    return route.fulfill({
      status: 500,
      json: { error: { statusCode: 500, name: 'InternalServerError', message: 'Injected failure' } },
    });
  });
}

/** An error toast whose text matches, closed afterwards. */
async function expectErrorToast(page: Page, text: RegExp) {
  const toast = page.getByTestId('toast').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveClass(/MuiAlert-colorError/);
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
}

// Several saves, reloads and keyboard drags per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('settings', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should redirect to place-types and show the four tabs, an unknown tab going back to the first', async ({
    page,
  }) => {
    await page.goto('/dashboard/settings');
    await expect(page).toHaveURL(/\/dashboard\/settings\/place-types$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab');
    await expect(tabs).toHaveText(['Place Types', 'Continents', 'City Page', 'Auth Screen']);
    for (const [route, label] of [
      ['continents', 'Continents'],
      ['city-page', 'City Page'],
      ['auth-screen', 'Auth Screen'],
      ['place-types', 'Place Types'],
    ]) {
      await page.getByRole('tab', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/settings/${route}$`));
      await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    }
    await page.goto('/dashboard/settings/nothing-here');
    await expect(page).toHaveURL(/\/dashboard\/settings\/place-types$/);
  });

  test('should enter place types as keywords, save them, and offer them in the place form', async ({ page }) => {
    const before = await settingOf(page, 'establishmentPlaceType');
    const stored = before.value as TNamed[];
    const suffix = uniqueSuffix();
    const [alpha, beta] = [`Alpha ${suffix}`, `Beta ${suffix}`];
    const patches: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().includes('/api/settings/')) patches.push(r.url());
    });
    try {
      await page.goto('/dashboard/settings/place-types');
      const chips = page.getByRole('list', { name: 'Place types' }).getByRole('listitem');
      await expect(chips).toHaveText(stored.map((t) => t.name));
      const entry = page.getByRole('textbox', { name: 'Place types' });
      // A comma splits; a keyword alike by derived value is ignored; a blank Enter adds nothing; Enter never submits.
      await entry.fill(`${alpha}, ${beta},`);
      await expect(chips).toHaveCount(stored.length + 2);
      await entry.fill(`  ${alpha.toUpperCase()} `);
      await entry.press('Enter');
      await entry.press('Enter');
      await expect(chips).toHaveCount(stored.length + 2);
      await expect(entry).toHaveValue('');
      const removed = stored[stored.length - 1];
      await chips
        .filter({ hasText: new RegExp(`^${escapeRegExp(removed.name)}$`) })
        .locator('svg')
        .click();
      await expect(chips).toHaveCount(stored.length + 1);
      expect(patches).toHaveLength(0);

      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'Place types updated successfully.');
      const expected = [...stored.slice(0, -1).map((t) => t.name), alpha, beta];
      await page.reload();
      await expect(chips).toHaveText(expected);
      const saved = (await settingOf(page, 'establishmentPlaceType')).value as TNamed[];
      expect(saved.slice(-2)).toEqual([
        { name: alpha, value: `alpha_${suffix}` },
        { name: beta, value: `beta_${suffix}` },
      ]);

      // The place form's type checkboxes read the same setting.
      await page.goto('/dashboard/places');
      await page.getByRole('button', { name: 'Add place' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Place' });
      await dialog.getByRole('button', { name: 'CREATE NEW' }).click();
      const types = dialog.getByRole('group', { name: 'Place types' });
      await expect(types.getByRole('checkbox', { name: alpha })).toBeVisible();
      await expect(types.getByRole('checkbox', { name: removed.name, exact: true })).toHaveCount(0);
    } finally {
      await restore(page, await settingOf(page, 'establishmentPlaceType').then((now) => ({ ...now, value: stored })));
    }
  });

  test('should keep the unsaved place types on screen when the save fails', async ({ page }) => {
    const before = await settingOf(page, 'establishmentPlaceType');
    const gamma = `Gamma ${uniqueSuffix()}`;
    await page.goto('/dashboard/settings/place-types');
    const chips = page.getByRole('list', { name: 'Place types' }).getByRole('listitem');
    await expect(chips).toHaveCount((before.value as TNamed[]).length);
    await page.getByRole('textbox', { name: 'Place types' }).fill(gamma);
    await page.getByRole('textbox', { name: 'Place types' }).press('Enter');
    await failNextSave(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Place types update failed.', 'error');
    await expect(chips.filter({ hasText: gamma })).toHaveCount(1);
    expect((await settingOf(page, 'establishmentPlaceType')).value).toEqual(before.value);
  });

  test('should reorder continents by drag, add, rename and remove them, each saved at once', async ({ page }) => {
    const before = await settingOf(page, 'continentName');
    const stored = before.value as TNamed[];
    const suffix = uniqueSuffix();
    const added = `Zealandia ${suffix}`;
    const renamed = `Zealandia renamed ${suffix}`;
    try {
      await page.goto('/dashboard/settings/continents');
      const rows = page.getByRole('list', { name: 'Continents' }).getByRole('listitem');
      await expect(rows).toHaveText(stored.map((c) => c.name));

      // Drag (keyboard) the first below the second: stored, and still so after a reload.
      await moveByKeyboard(rows.first().getByRole('button', { name: 'Drag to reorder' }), page, 'ArrowDown');
      await expectToast(page, 'Continents updated successfully.');
      const swapped = [stored[1], stored[0], ...stored.slice(2)].map((c) => c.name);
      await page.reload();
      await expect(rows).toHaveText(swapped);

      // A refused reorder puts the stored order back and says why.
      await failNextSave(page);
      await moveByKeyboard(rows.first().getByRole('button', { name: 'Drag to reorder' }), page, 'ArrowDown');
      await expectErrorToast(page, /^Injected failure$/);
      await expect(rows).toHaveText(swapped);

      await page.getByRole('textbox', { name: 'New continent' }).fill(added);
      await page.getByRole('button', { name: 'Add' }).click();
      await expectToast(page, 'Continents updated successfully.');
      await expect(rows.last()).toHaveText(added);
      await expect(page.getByRole('textbox', { name: 'New continent' })).toHaveValue('');

      await page.getByRole('button', { name: `Rename ${added}` }).click();
      const dialog = page.getByRole('dialog', { name: `Rename ${added}` });
      await dialog.getByRole('textbox', { name: 'Name' }).fill(renamed);
      await dialog.getByRole('button', { name: 'Rename' }).click();
      await expectToast(page, 'Continents updated successfully.');
      await expect(rows.last()).toHaveText(renamed);
      // A rename keeps the value cities store.
      expect(((await settingOf(page, 'continentName')).value as TNamed[]).at(-1)).toEqual({
        name: renamed,
        value: `zealandia_${suffix}`,
      });

      await page.getByRole('button', { name: `Remove ${renamed}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
      await expectToast(page, 'Continents updated successfully.');
      await expect(rows).toHaveText(swapped);
    } finally {
      await restore(page, { ...(await settingOf(page, 'continentName')), value: stored });
    }
  });

  test('should refuse removing a continent that cities use, saying so, and keep it', async ({ page }) => {
    const cities = await apiGet<Pick<TWireRecord<typeof cityResource>, 'continent'>[]>(page.request, 'destinations', {
      filter: { fields: ['continent'], limit: 200 },
    });
    const stored = (await settingOf(page, 'continentName')).value as TNamed[];
    const used = stored.find((c) => cities.some((city) => city.continent === c.value)) as TNamed;
    expect(used, 'a seeded city has a continent').toBeTruthy();
    await page.goto('/dashboard/settings/continents');
    const rows = page.getByRole('list', { name: 'Continents' }).getByRole('listitem');
    await page.getByRole('button', { name: `Remove ${used.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expectErrorToast(page, new RegExp(`${escapeRegExp(used.name)} is used by \\d+ cit(y|ies)`));
    await expect(rows).toHaveText(stored.map((c) => c.name));
  });

  test('should edit the city page sections and keep them after a reload', async ({ page }) => {
    const before = await settingOf(page, 'cityPageConfig');
    const title = `Eat here ${uniqueSuffix()}`;
    try {
      await page.goto('/dashboard/settings/city-page');
      const dishes = page.getByRole('group', { name: 'Dishes' });
      const landmarks = page.getByRole('group', { name: 'Landmarks' });
      await expect(page.getByRole('group')).toHaveCount(7);
      await dishes.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await expect(
        landmarks.getByRole('switch', { name: 'Visible' }).or(landmarks.getByRole('checkbox', { name: 'Visible' })),
      ).toBeChecked();
      await landmarks.getByLabel('Visible').uncheck();
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, 'City page updated successfully.');
      await page.reload();
      await expect(dishes.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
      await expect(landmarks.getByLabel('Visible')).not.toBeChecked();
      const saved = (await settingOf(page, 'cityPageConfig')).value as TWire<TSettingValue<'cityPageConfig'>>;
      expect(saved.dishes.title).toBe(title);
      expect(saved.landmarks.isVisible).toBe(false);
    } finally {
      await restore(page, { ...(await settingOf(page, 'cityPageConfig')), value: before.value });
    }
  });

  test('should upload the auth screen pictures, remove one, and keep them after a reload', async ({ page }) => {
    const before = await settingOf(page, 'authScreenConfig');
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/pictures/upload')
        uploads.push((JSON.parse(r.postData() ?? '{}') as { folder: string }).folder);
    });
    try {
      await page.goto('/dashboard/settings/auth-screen');
      for (const [label, color] of [
        ['Large picture', '#2e86c1'],
        ['Small picture', '#28b463'],
      ]) {
        await page.getByLabel(`Upload ${label}`).setInputFiles({
          name: 'screen.png',
          mimeType: 'image/png',
          buffer: await makeImage({ width: 200, height: 200, color, format: 'png' }),
        });
        const crop = page.getByRole('dialog', { name: `Crop ${label}` });
        await expect(crop.getByRole('img', { name: 'Picture to crop' })).toBeVisible();
        await crop.getByRole('button', { name: 'Done' }).click();
        await expectToast(page, 'Auth screen updated successfully.');
        await expect(page.getByRole('img', { name: label })).toBeVisible();
      }
      expect(uploads).toEqual(['settings', 'settings']);
      await page.getByRole('button', { name: 'Remove Small picture' }).click();
      await expectToast(page, 'Auth screen updated successfully.');
      await page.reload();
      await expect(page.getByRole('img', { name: 'Large picture' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Small picture' })).toHaveCount(0);
      const saved = (await settingOf(page, 'authScreenConfig')).value as TWire<TSettingValue<'authScreenConfig'>>;
      expect(saved.lgPicture?.url).toMatch(/settings/);
      expect(saved.smPicture).toBeNull();
    } finally {
      await restore(page, { ...(await settingOf(page, 'authScreenConfig')), value: before.value });
    }
  });
});
