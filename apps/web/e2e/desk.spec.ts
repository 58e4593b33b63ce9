import { type APIRequestContext, expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { ADMIN_STORAGE_STATE, E2E_COLLEAGUE, SIGNED_OUT } from './support/env';
import { uploadPicture } from './support/media';
import { apiGet, apiPatch, apiPost, expectToast, uniqueSuffix } from './support/resource';
import { mainMenu, signIn } from './support/session';

type TRow = { id: number; name: string };
type TRuleCount = { key: string; label: string; count: number };

/** A city of its own for one test, with places named `{name} {suffix}` (and any other fields), made in that order. */
async function cityWithPlaces(
  request: APIRequestContext,
  city: string,
  places: { names: string[]; suffix: string; extra?: Record<string, unknown> },
): Promise<{ city: TRow; places: TRow[] }> {
  const made = await apiPost<TRow>(request, 'destinations', { name: `${city} ${places.suffix}`, continent: 'europe' });
  const rows: TRow[] = [];
  for (const name of places.names)
    rows.push(
      await apiPost<TRow>(request, 'establishments', {
        name: `${name} ${places.suffix}`,
        address: '1 Rua',
        city,
        destinationId: made.id,
        ...places.extra,
      }),
    );
  return { city: made, places: rows };
}

test.describe('the desk: what needs work', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should list the places a rule finds, counted in the menu, drop one once fixed, and take the filter off', async ({
    page,
  }) => {
    const suffix = uniqueSuffix();
    const {
      places: [first],
    } = await cityWithPlaces(page.request, 'Desk City', { names: ['Desk Alpha', 'Desk Beta'], suffix });
    const tag = (await apiGet<TRow[]>(page.request, 'tags', { filter: { limit: 1 } }))[0];

    await page.goto(`/dashboard/places?q=${encodeURIComponent(suffix)}`);
    const rows = page.getByRole('list', { name: 'Places' }).getByRole('link');
    await expect(rows).toHaveCount(2);
    const counts = await apiGet<{ items: TRuleCount[] }>(page.request, 'completeness/counts', { type: 'place' });
    const noTags = counts.items.find((c) => c.key === 'withoutTags') as TRuleCount;
    expect(noTags.count, 'ours among the places without tags').toBeGreaterThanOrEqual(2);
    await page.getByRole('button', { name: 'Needs work' }).click();
    // The menu counts every place the rule finds (other journeys running beside this one may add to it).
    const item = page.getByRole('menuitem', { name: /^No tags \(\d[\d,]*\)$/ });
    const shown = Number((await item.textContent())?.replace(/\D/g, ''));
    expect(shown, 'the menu counts ours too').toBeGreaterThanOrEqual(2);
    await item.click();
    await expect(page).toHaveURL(/[?&]rule=withoutTags(&|$)/);
    await expect(page.getByText('Needs work: no tags')).toBeVisible();
    await expect(rows).toHaveCount(2);
    expect(await seriousViolations(page, 'Needs work')).toEqual([]);

    // A place given a tag leaves the queue.
    await apiPatch(page.request, `establishments/${first.id}`, { tagIds: [tag.id] });
    await page.reload();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Desk Beta ${suffix}`);

    // Off again: both places.
    await page.getByRole('button', { name: 'Needs work: no tags', exact: true }).locator('svg').click();
    await expect(page).not.toHaveURL(/[?&]rule=/);
    await expect(rows).toHaveCount(2);

    // A rule that is gone (an old link) shows the whole list and says why, never a blank one.
    await page.goto(`/dashboard/places?q=${encodeURIComponent(suffix)}&rule=withoutSoul`);
    await expect(page.getByText("'withoutSoul' is no longer a rule; showing every record")).toBeVisible();
    await expect(rows).toHaveCount(2);
  });

  test('should save a list as a pinned view whose menu count follows a fix, open it from the menu and the Desk, and keep it across sign-ins', async ({
    page,
    browser,
  }) => {
    const suffix = uniqueSuffix();
    const { city, places } = await cityWithPlaces(page.request, 'Desk Town', { names: ['Uno', 'Dos', 'Tres'], suffix });
    const tag = (await apiGet<TRow[]>(page.request, 'tags', { filter: { limit: 1 } }))[0];

    await page.goto(`/dashboard/places?cities=${city.id}&rule=withoutTags`);
    const rows = page.getByRole('list', { name: 'Places' }).getByRole('link');
    await expect(rows).toHaveCount(3);
    // With one city chosen, the menu counts that city's places.
    await page.getByRole('button', { name: /^Needs work: No tags/ }).click();
    await expect(page.getByRole('menuitem', { name: 'No tags (3)', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save view' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Places · no tags');
    const name = `Desk Town · no tags ${suffix}`;
    await dialog.getByLabel('Name').fill(name);
    expect(await seriousViolations(page, 'Save view')).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, `View saved: ${name}`);
    const menuEntry = mainMenu(page).getByRole('link', { name: new RegExp(`^${name} \\d+$`) });
    await expect(menuEntry).toHaveAccessibleName(`${name} 3`);

    // Fixed elsewhere: the badge follows within a few seconds.
    await apiPatch(page.request, `establishments/${places[0]!.id}`, { tagIds: [tag!.id] });
    await expect(menuEntry).toHaveAccessibleName(`${name} 2`, { timeout: 15_000 });

    // Opened from the menu: the saved state, named.
    await page.goto('/dashboard');
    await menuEntry.click();
    await expect(page).toHaveURL(new RegExp(`[?&]cities=${city.id}(&|$)`));
    await expect(page.getByText(`View: ${name}`)).toBeVisible();
    await expect(rows).toHaveCount(2);

    // The Desk lists it with its count; its matrix opens a city's list by rule.
    await mainMenu(page).getByRole('link', { name: 'Desk', exact: true }).click();
    const saved = page.getByRole('table', { name: 'Saved views' }).getByRole('row', { name: new RegExp(name) });
    await expect(saved).toContainText('2');
    await expect(saved).toContainText('Only you');
    const matrix = page.getByRole('table', { name: 'Places to finish, by city' });
    await expect(matrix).toBeVisible();
    expect(await seriousViolations(page, 'Desk')).toEqual([]);
    const cell = matrix.getByRole('link').first();
    const cellName = (await cell.getAttribute('aria-label')) ?? '';
    await cell.click();
    await expect(page).toHaveURL(/\/dashboard\/places\?cities=\d+&rule=\w+/);
    await expect(page.getByText(/^Needs work: /)).toBeVisible();
    // 'Lisbon: 312 without photos': the list holds that many.
    const shownCount = Number(cellName.split(': ')[1]?.split(' ')[0]?.replace(/,/g, ''));
    const listed = await apiGet<{ count: number }>(page.request, 'establishments/count', {
      where: {
        and: [
          { rule: new URL(page.url()).searchParams.get('rule') },
          { destinationId: { inq: [Number(new URL(page.url()).searchParams.get('cities'))] } },
        ],
      },
    });
    expect(listed.count).toBe(shownCount);

    // Another session of the same staff member, signed out and in again: the view is still there.
    const other = await browser.newContext({ storageState: SIGNED_OUT });
    const second = await other.newPage();
    await signIn(second);
    await expect(mainMenu(second).getByRole('link', { name: `${name} 2` })).toBeVisible();
    await mainMenu(second).getByRole('button', { name: 'Sign Out' }).click();
    await expect(second).toHaveURL(/\/$/);
    await signIn(second);
    await expect(mainMenu(second).getByRole('link', { name: `${name} 2` })).toBeVisible();
    await other.close();

    await page.goto('/dashboard/desk');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expectToast(page, 'View deleted');
    await expect(mainMenu(page).getByRole('link', { name: new RegExp(name) })).toHaveCount(0);
  });

  test("should work through 'without photos': add a photo, Save and next drops it from the count and opens the next, while a colleague sees the claim and gets another", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const suffix = uniqueSuffix();
    const { city, places } = await cityWithPlaces(page.request, 'Lisbon', {
      names: ['A Tasca', 'B Adega', 'C Cervejaria'],
      suffix,
    });
    const [first, second, third] = places as [TRow, TRow, TRow];
    const name = `Lisbon ${suffix} · without photos`;
    await apiPost(page.request, 'views', {
      type: 'place',
      name,
      query: { cities: String(city.id), rule: 'withoutPhotos' },
      where: { and: [{ destinationId: { inq: [city.id] } }, { rule: 'withoutPhotos' }] },
      shared: true,
      pinned: true,
    });

    await page.goto('/dashboard');
    const menuEntry = mainMenu(page).getByRole('link', { name: new RegExp(`^${name} \\d+$`) });
    await expect(menuEntry).toHaveAccessibleName(`${name} 3`);
    await menuEntry.click();
    await expect(page.getByRole('list', { name: 'Places' }).getByRole('link')).toHaveCount(3);
    await page.getByRole('button', { name: 'Work through' }).click();

    // The first place opens on its Images tab, where a photo is added.
    await expect(page).toHaveURL(new RegExp(`/dashboard/places/${first.id}/images\\?work=`));
    const bar = page.getByRole('region', { name: 'Work through' });
    await expect(bar).toContainText(`Working through ${name} · 3 left`);
    await uploadPicture(page, { name: 'tasca.jpg', color: '#228844' });
    expect(await seriousViolations(page, 'Work through')).toEqual([]);
    await bar.getByRole('button', { name: 'Save and next' }).click();

    // Fixed, it left the view: the badge says 2 and the next place is open.
    await expect(page).toHaveURL(new RegExp(`/dashboard/places/${second.id}/images\\?work=`));
    await expect(bar).toContainText('2 left · 1 saved, 0 skipped');
    await expect(menuEntry).toHaveAccessibleName(`${name} 2`);

    // A colleague in another browser sees who is on the second place, and working through the view gets the third.
    const other = await browser.newContext({ storageState: SIGNED_OUT });
    const ana = await other.newPage();
    await signIn(ana, E2E_COLLEAGUE);
    await ana.goto(`/dashboard/places/${second.id}/details`);
    await expect(ana.getByText('Admin is on it', { exact: false })).toBeVisible();
    await ana.goto(`/dashboard/places?cities=${city.id}&rule=withoutPhotos`);
    await expect(
      ana.getByRole('list', { name: 'Places' }).getByRole('link', { name: new RegExp(`B Adega ${suffix}`) }),
    ).toContainText('Admin is on it');
    expect(await seriousViolations(ana, 'Claimed record in a list')).toEqual([]);
    await ana.getByRole('button', { name: 'Work through' }).click();
    await expect(ana).toHaveURL(new RegExp(`/dashboard/places/${third.id}/images\\?work=`));
    await other.close();

    // Skip: the third place is Ana's, so nothing is left for this editor; back at the list.
    await bar.getByRole('button', { name: 'Skip' }).click();
    await expectToast(page, `Worked through ${name}: 1 saved, 1 skipped`);
    await expect(page).toHaveURL(new RegExp(`/dashboard/places\\?.*cities=${city.id}`));
  });

  test("should open a gap fixed in the form with the form open, and its Save and next saves and opens the next one's", async ({
    page,
  }) => {
    const suffix = uniqueSuffix();
    const { city, places } = await cityWithPlaces(page.request, 'Porto', {
      names: ['A Bifana', 'B Francesinha'],
      suffix,
      extra: { shortDescription: 'Too short.' },
    });
    await page.goto(`/dashboard/places?cities=${city.id}&rule=shortDescription`);
    await expect(page.getByRole('list', { name: 'Places' }).getByRole('link')).toHaveCount(2);
    await page.getByRole('button', { name: 'Work through' }).click();
    const form = page.getByRole('dialog', { name: `Update ${places[0]!.name}` });
    await form
      .getByLabel('Short description')
      .fill('A counter of bifanas by the market, pork in a garlic and white wine sauce since 1950.');
    await form.getByRole('button', { name: 'Save and next' }).click();
    await expectToast(page, 'Place Details Updated');
    await expect(page.getByRole('dialog', { name: `Update ${places[1]!.name}` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/dashboard/places/${places[1]!.id}/details\\?work=`));
    const fixed = await apiGet<{ count: number }>(page.request, 'establishments/count', {
      where: { and: [{ destinationId: { inq: [city.id] } }, { rule: 'shortDescription' }] },
    });
    expect(fixed.count).toBe(1);
  });
});
