import type { TWireRecord } from '@mise/contracts/common/wire';
import type { placeResource } from '@mise/contracts/resources/place';
import { expect, test } from '@playwright/test';
import {
  clickTab,
  expectToast,
  getJson,
  list,
  moveDownByKeyboard,
  nthRow,
  openTab,
  related,
  row,
  TABS,
  takeCity,
  type TItem,
} from './support/city-relations';
import { ADMIN_STORAGE_STATE } from './support/env';

test.describe('city relation tabs', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });
  test.describe.configure({ timeout: 60_000 });

  test('should show each tab with its items and the count in its label', async ({ page }) => {
    test.setTimeout(90_000);
    const city = await takeCity(
      page.request,
      (c) => TABS.every((t) => c.counts[t.relation] > 0) && c.counts.subscribers > 0,
    );
    await openTab(page, city.id, 'details');
    for (const tab of TABS) {
      const items = await related(page.request, city.id, tab.relation);
      expect(items.length).toBe(city.counts[tab.relation]);
      const label = page.getByRole('tab', { name: `${tab.label} (${items.length})`, exact: true });
      await clickTab(page, label, { cityId: city.id, segment: tab.segment });
      await expect(label).toHaveAttribute('aria-selected', 'true');
      const rows = page
        .getByRole('list', { name: tab.segment === 'explore' ? 'Explore lists' : tab.label, exact: true })
        .getByRole('listitem');
      await expect(rows).toHaveCount(Math.min(items.length, 30));
      for (const [index, item] of items.slice(0, 30).entries()) await expect(rows.nth(index)).toContainText(item.name);
    }
    const subscribers = page.getByRole('tab', { name: `User (${city.counts.subscribers})`, exact: true });
    await clickTab(page, subscribers, { cityId: city.id, segment: 'user' });
    await expect(page.getByRole('list', { name: 'Subscribers' }).getByRole('listitem')).toHaveCount(
      Math.min(city.counts.subscribers, 21),
    );
  });

  test('should add dishes through the add dishes picker and store the full list', async ({ page }) => {
    const city = await takeCity(page.request, (c) => c.counts.foodDrinks > 0);
    const before = await related(page.request, city.id, 'foodDrinks');
    const all = await getJson<TItem[]>(page.request, 'foodDrinks', {
      filter: { fields: { id: true, name: true }, order: 'name ASC', limit: 200 },
    });
    const have = new Set(before.map((d) => d.id));
    const [first, second] = all.filter((d) => !have.has(d.id));

    await openTab(page, city.id, 'dishes');
    await page.getByRole('button', { name: 'Add dishes' }).click();
    const dialog = page.getByRole('dialog', { name: 'add dishes' });
    await expect(dialog).toBeVisible();

    // An existing dish is shown as already added and cannot be chosen again.
    await dialog.getByRole('textbox', { name: 'Search' }).fill(before[0].name);
    await expect(dialog.getByRole('checkbox', { name: before[0].name, exact: true })).toBeDisabled();
    await expect(dialog.getByText('Already added').first()).toBeVisible();

    for (const dish of [first, second]) {
      await dialog.getByRole('textbox', { name: 'Search' }).fill(dish.name);
      await dialog.getByRole('checkbox', { name: dish.name, exact: true }).check();
    }
    await expect(dialog.getByText('2 selected')).toBeVisible();
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Dishes Added Successfully');
    await expect(dialog).toBeHidden();

    const after = await related(page.request, city.id, 'foodDrinks');
    expect(after.map((d) => d.id)).toEqual([...before.map((d) => d.id), first.id, second.id]);
    await expect(row(list(page, 'Dishes'), second.name)).toBeVisible();
    await expect(page.getByRole('tab', { name: `Dishes (${after.length})`, exact: true })).toBeVisible();
  });

  test('should page the add picker 20 at a time', async ({ page }) => {
    const city = await takeCity(page.request, () => true);
    const { count } = await getJson<{ count: number }>(page.request, 'establishments/count');
    expect(count).toBeGreaterThan(40);
    const secondPage = await getJson<TItem[]>(page.request, 'establishments', {
      filter: { fields: { id: true, name: true }, order: 'name ASC', limit: 20, skip: 20 },
    });

    await openTab(page, city.id, 'places');
    await page.getByRole('button', { name: 'Add places' }).click();
    const dialog = page.getByRole('dialog', { name: 'add places' });
    await expect(dialog.getByRole('list', { name: 'add places' }).getByRole('checkbox')).toHaveCount(20);
    await dialog.getByRole('button', { name: 'page 2' }).click();
    await expect(dialog.getByRole('checkbox', { name: secondPage[0].name, exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Go to first page' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('should page a long places tab 30 at a time and reorder on the second page', async ({ page }) => {
    const city = await takeCity(page.request, (c) => c.counts.establishments > 0);
    const before = await related(page.request, city.id, 'establishments');
    const spare = await getJson<TItem[]>(page.request, 'establishments', {
      filter: {
        fields: { id: true, name: true },
        where: { destinationId: { neq: city.id } },
        order: 'id DESC',
        limit: 35 - before.length,
      },
    });
    const ids = [...before, ...spare].map((p) => p.id);
    expect(ids.length).toBe(35);
    const put = await page.request.put(`/api/destinations/${city.id}/update-establishments`, {
      data: { establishmentIds: ids },
    });
    expect(put.status(), await put.text()).toBe(200);
    const all = await related(page.request, city.id, 'establishments');

    await openTab(page, city.id, 'places');
    const places = list(page, 'Places');
    await expect(places.getByRole('listitem')).toHaveCount(30);
    await page.getByRole('navigation', { name: 'Places pages' }).getByRole('button', { name: 'page 2' }).click();
    await expect(places.getByRole('listitem')).toHaveCount(5);
    await expect(nthRow(places, 0)).toContainText(all[30].name);

    // Positions are the whole list's: row 31 moved down becomes row 32.
    await moveDownByKeyboard(nthRow(places, 0), page);
    await expectToast(page, 'PLACES reorder Successful');
    const after = (await related(page.request, city.id, 'establishments')).map((p) => p.id);
    expect(after).toEqual([...all.slice(0, 30), all[31], all[30], ...all.slice(32)].map((p) => p.id));
  });

  test('should add places through the add places picker', async ({ page }) => {
    const city = await takeCity(page.request, (c) => c.counts.establishments > 0);
    const before = await related(page.request, city.id, 'establishments');
    const others = await getJson<(TItem & Pick<TWireRecord<typeof placeResource>, 'destinationId'>)[]>(
      page.request,
      'establishments',
      {
        filter: {
          fields: { id: true, name: true, destinationId: true },
          where: { destinationId: { neq: city.id } },
          order: 'name ASC',
          limit: 1,
        },
      },
    );
    const place = others[0];

    await openTab(page, city.id, 'places');
    await page.getByRole('button', { name: 'Add places' }).click();
    const dialog = page.getByRole('dialog', { name: 'add places' });
    await dialog.getByRole('textbox', { name: 'Search' }).fill(place.name);
    await dialog.getByRole('checkbox', { name: place.name, exact: true }).check();
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Places Added Successfully');

    const after = await related(page.request, city.id, 'establishments');
    expect(after.map((p) => p.id)).toEqual([...before.map((p) => p.id), place.id]);
    const stored = await getJson<{ destinationId: number | null }>(page.request, `establishments/${place.id}`);
    expect(stored.destinationId).toBe(city.id);
  });

  test('should add cuisines through the add cuisines picker', async ({ page }) => {
    const city = await takeCity(page.request, (c) => c.counts.cuisines > 0);
    const before = await related(page.request, city.id, 'cuisines');
    const have = new Set(before.map((c) => c.id));
    const all = await getJson<TItem[]>(page.request, 'cuisines', {
      filter: { fields: { id: true, name: true }, order: 'name ASC', limit: 100 },
    });
    const cuisine = all.find((c) => !have.has(c.id))!;

    await openTab(page, city.id, 'cuisines');
    await page.getByRole('button', { name: 'Add cuisines' }).click();
    const dialog = page.getByRole('dialog', { name: 'add cuisines' });
    await dialog.getByRole('textbox', { name: 'Search' }).fill(cuisine.name);
    await dialog.getByRole('checkbox', { name: cuisine.name, exact: true }).check();
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Cuisines Added Successfully');
    expect((await related(page.request, city.id, 'cuisines')).map((c) => c.id)).toEqual([
      ...before.map((c) => c.id),
      cuisine.id,
    ]);
    await expect(page.getByRole('tab', { name: `Cuisines (${before.length + 1})`, exact: true })).toBeVisible();
  });

  test('should say so when adding places fails and keep the picker open', async ({ page }) => {
    const city = await takeCity(page.request, (c) => c.counts.establishments > 1);
    const before = await related(page.request, city.id, 'establishments');
    const [outside] = await getJson<TItem[]>(page.request, 'establishments', {
      filter: {
        fields: { id: true, name: true },
        where: { destinationId: { neq: city.id } },
        order: 'name DESC',
        limit: 1,
      },
    });

    await openTab(page, city.id, 'places');
    await page.getByRole('button', { name: 'Add places' }).click();
    const dialog = page.getByRole('dialog', { name: 'add places' });
    await dialog.getByRole('textbox', { name: 'Search' }).fill(outside.name);
    await dialog.getByRole('checkbox', { name: outside.name, exact: true }).check();
    // A colleague deletes the chosen place before SAVE: the server refuses it.
    expect((await page.request.delete(`/api/establishments/${outside.id}`)).status()).toBe(200);
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Places Add Unsuccessful', 'error');
    // The dialog stays open for another try and says why, where a screen reader can find it.
    await expect(dialog.getByRole('alert')).toHaveText('Places Add Unsuccessful');
    await dialog.getByRole('button', { name: 'close' }).click();
    await expect(dialog).toBeHidden();
    expect((await related(page.request, city.id, 'establishments')).map((p) => p.id)).toEqual(before.map((p) => p.id));
    // Opened again, it starts afresh.
    await page.getByRole('button', { name: 'Add places' }).click();
    await expect(dialog.getByText('0 selected')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });

  test('should remove a cuisine only after Yes', async ({ page }) => {
    const city = await takeCity(page.request, (c) => c.counts.cuisines > 1);
    const before = await related(page.request, city.id, 'cuisines');
    const cuisine = before[0];

    await openTab(page, city.id, 'cuisines');
    const cuisines = list(page, 'Cuisines');
    await row(cuisines, cuisine.name)
      .getByRole('button', { name: `Remove ${cuisine.name}` })
      .click();
    const question = page.getByRole('dialog').filter({ hasText: 'Are you sure' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'No' }).click();
    await expect(question).toBeHidden();
    expect((await related(page.request, city.id, 'cuisines')).length).toBe(before.length);

    await row(cuisines, cuisine.name)
      .getByRole('button', { name: `Remove ${cuisine.name}` })
      .click();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'CUISINES delete Successful');
    await expect(row(cuisines, cuisine.name)).toHaveCount(0);
    const after = await related(page.request, city.id, 'cuisines');
    expect(after.map((c) => c.id)).toEqual(before.slice(1).map((c) => c.id));
    await expect(page.getByRole('tab', { name: `Cuisines (${after.length})`, exact: true })).toBeVisible();
  });

  test('should remove a place from the city by clearing its destinationId', async ({ page }) => {
    const city = await takeCity(page.request, (c) => c.counts.establishments > 1);
    const before = await related(page.request, city.id, 'establishments');
    const place = before[before.length - 1];

    await openTab(page, city.id, 'places');
    await row(list(page, 'Places'), place.name)
      .getByRole('button', { name: `Remove ${place.name}` })
      .click();
    await page.getByRole('dialog').filter({ hasText: 'Are you sure' }).getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Place Deleted');

    const stored = await getJson<{ id: number; destinationId: number | null }>(
      page.request,
      `establishments/${place.id}`,
    );
    expect(stored.destinationId).toBeNull();
    expect((await related(page.request, city.id, 'establishments')).map((p) => p.id)).not.toContain(place.id);
  });

  test('should drag-reorder places and store the new order at once', async ({ page }) => {
    const city = await takeCity(page.request, (c) => c.counts.establishments > 2);
    const before = await related(page.request, city.id, 'establishments');

    await openTab(page, city.id, 'places');
    const places = list(page, 'Places');
    await moveDownByKeyboard(nthRow(places, 0), page);
    await expectToast(page, 'PLACES reorder Successful');

    const expected = [before[1], before[0], ...before.slice(2)].map((p) => p.id);
    expect((await related(page.request, city.id, 'establishments')).map((p) => p.id)).toEqual(expected);
    await expect(places.getByRole('listitem').first()).toContainText(before[1].name);

    // With the mouse too: the third row dragged onto the first.
    const handle = nthRow(places, 2).getByRole('button', { name: 'Drag to reorder' });
    const target = nthRow(places, 0).getByRole('button', { name: 'Drag to reorder' });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 10 });
    await page.mouse.up();
    await expectToast(page, 'PLACES reorder Successful');
    expect((await related(page.request, city.id, 'establishments')).map((p) => p.id)).toEqual(
      [before[2], before[1], before[0], ...before.slice(3)].map((p) => p.id),
    );
  });

  test('should put the order back and say so when a reorder fails', async ({ page }) => {
    const city = await takeCity(page.request, (c) => c.counts.landmarks > 1);
    const before = await related(page.request, city.id, 'landmarks');

    await openTab(page, city.id, 'landmarks');
    const landmarks = list(page, 'Landmarks');
    await expect(row(landmarks, before[0].name)).toBeVisible();
    // A colleague takes the first landmark out of the city meanwhile: moving it can no longer be stored.
    const response = await page.request.delete(`/api/destinations/${city.id}/landmarks/rel/${before[0].id}`);
    expect(response.status()).toBe(200);

    await moveDownByKeyboard(nthRow(landmarks, 0), page);
    // Their change moved the city's version: the move is refused as based on an older city (409), with the server's words.
    await expectToast(
      page,
      `"${city.name}" was changed by someone else since you opened it; reload to see their changes`,
      'error',
    );
    expect((await related(page.request, city.id, 'landmarks')).map((l) => l.id)).toEqual(
      before.slice(1).map((l) => l.id),
    );
    // The local order is not left as dragged: it is what the server holds.
    await expect(landmarks.getByRole('listitem')).toHaveCount(before.length - 1);
    for (const [index, landmark] of before.slice(1).entries())
      await expect(nthRow(landmarks, index)).toContainText(landmark.name);
  });

  test('should remove and reorder landmarks and remove explore lists', async ({ page }) => {
    const city = await takeCity(page.request, (c) => c.counts.landmarks > 2 && c.counts.lists > 0);
    const landmarksBefore = await related(page.request, city.id, 'landmarks');

    await openTab(page, city.id, 'landmarks');
    const landmarks = list(page, 'Landmarks');
    await moveDownByKeyboard(nthRow(landmarks, 0), page);
    await expectToast(page, 'LANDMARKS reorder Successful');
    expect((await related(page.request, city.id, 'landmarks')).map((l) => l.id)).toEqual(
      [landmarksBefore[1], landmarksBefore[0], ...landmarksBefore.slice(2)].map((l) => l.id),
    );

    const gone = landmarksBefore[2];
    await row(landmarks, gone.name)
      .getByRole('button', { name: `Remove ${gone.name}` })
      .click();
    await page.getByRole('dialog').filter({ hasText: 'Are you sure' }).getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'LANDMARKS delete Successful');
    expect((await related(page.request, city.id, 'landmarks')).map((l) => l.id)).not.toContain(gone.id);

    const lists = await related(page.request, city.id, 'lists');
    await page.getByRole('tab', { name: /^Explore/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/cities/${city.id}/explore$`));
    const explore = list(page, 'Explore lists');
    await expect(explore.getByRole('button', { name: 'Drag to reorder' })).toHaveCount(0);
    await row(explore, lists[0].name)
      .getByRole('button', { name: `Remove ${lists[0].name}` })
      .click();
    await page.getByRole('dialog').filter({ hasText: 'Are you sure' }).getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'EXPLORE LISTS delete Successful');
    expect((await related(page.request, city.id, 'lists')).map((l) => l.id)).not.toContain(lists[0].id);
  });

  test('should toggle a dish in and out of the iconic dishes list', async ({ page }) => {
    const city = await takeCity(page.request, (c) => c.counts.foodDrinks > 0);
    const dishes = await related(page.request, city.id, 'foodDrinks');
    const iconicOf = async () =>
      (
        await getJson<{ iconicFoodDrinkIds: number[] }>(page.request, `destinations/${city.id}`, {
          filter: { fields: { id: true, iconicFoodDrinkIds: true } },
        })
      ).iconicFoodDrinkIds;
    const start = await iconicOf();
    const dish = dishes.find((d) => !start.includes(d.id)) ?? dishes[0];
    const wasIconic = start.includes(dish.id);

    await openTab(page, city.id, 'dishes');
    const box = row(list(page, 'Dishes'), dish.name).getByRole('checkbox', { name: 'Make this dish Iconic' });
    await expect(box).toBeEnabled();
    await expect(box).toBeChecked({ checked: wasIconic });

    await box.click();
    await expectToast(
      page,
      wasIconic ? 'Dish removed from the iconic dishes list' : 'Dish added into the iconic dishes list',
    );
    expect((await iconicOf()).includes(dish.id)).toBe(!wasIconic);
    await expect(box).toBeChecked({ checked: !wasIconic });

    await box.click();
    await expectToast(
      page,
      wasIconic ? 'Dish added into the iconic dishes list' : 'Dish removed from the iconic dishes list',
    );
    // Back to the same set (a dish added again goes to the end of the list).
    expect((await iconicOf()).sort((a, b) => a - b)).toEqual([...start].sort((a, b) => a - b));
  });

  test('should open an eatinerary from the eatineraries tab and reorder them', async ({ page }) => {
    const city = await takeCity(page.request, (c) => c.counts.eateries > 1);
    const before = await related(page.request, city.id, 'eateries');

    await openTab(page, city.id, 'eatineraries');
    const eatineraries = list(page, 'Eatineraries');
    await expect(nthRow(eatineraries, 0)).toContainText(before[0].name);
    await moveDownByKeyboard(nthRow(eatineraries, 0), page);
    await expectToast(page, 'EATINERARIES reorder Successful');
    expect((await related(page.request, city.id, 'eateries')).map((e) => e.id)).toEqual(
      [before[1], before[0], ...before.slice(2)].map((e) => e.id),
    );

    await nthRow(eatineraries, 0).getByRole('link', { name: before[1].name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/eatineraries/${before[1].id}/details$`));
  });

  test('should list subscribers with their expiry and subscribe only users not yet subscribed', async ({ page }) => {
    const city = await takeCity(page.request, (c) => c.counts.subscribers > 0);
    type TSubscription = { userId: number; endDate: string | null };
    const subscriptions = () =>
      getJson<TSubscription[]>(page.request, 'destinationSubscriptions', {
        filter: { where: { destinationId: city.id }, fields: { userId: true, endDate: true } },
      });
    const before = await subscriptions();
    const subscribedIds = new Set(before.map((s) => s.userId));
    const users = await getJson<{ id: number; name: string; email: string }[]>(page.request, 'users', {
      filter: { fields: { id: true, name: true, email: true }, order: 'name ASC', limit: 200 },
    });
    const subscribed = users.find((u) => subscribedIds.has(u.id))!;
    const [alreadyByNow, fresh] = users.filter((u) => !subscribedIds.has(u.id) && u.name);

    await openTab(page, city.id, 'user');
    const rows = list(page, 'Subscribers').getByRole('listitem');
    await expect(rows).toHaveCount(Math.min(before.length, 21));
    const dated = before.find((s) => s.endDate);
    if (!dated) throw new Error('Precondition: the demo city has a subscription with an end date');
    const short = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: '2-digit',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(dated.endDate!));
    await expect(list(page, 'Subscribers').getByText(`Expires on ${short}`).first()).toBeVisible();

    await page.getByRole('button', { name: 'Add users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add users' });
    const search = dialog.getByRole('textbox', { name: 'Search' });
    await search.fill(subscribed.email);
    await expect(dialog.getByRole('checkbox', { name: subscribed.name, exact: true })).toBeDisabled();
    await expect(dialog.getByText(`${subscribed.email} · Already subscribed`)).toBeVisible();

    // Two users chosen; one of them gets subscribed elsewhere before SAVE, so only the other is sent.
    for (const user of [alreadyByNow, fresh]) {
      await search.fill(user.email);
      await expect(dialog.getByText(user.email)).toBeVisible();
      await dialog.getByRole('checkbox', { name: user.name, exact: true }).check();
    }
    const purchase = await page.request.post('/api/DestinationTransactions/multi-user-multi-destination-purchase', {
      data: { destinationIds: [city.id], userIds: [alreadyByNow.id] },
    });
    expect(purchase.status(), await purchase.text()).toBe(200);

    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('multi-user-multi-destination-purchase'),
    );
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    expect((await sent).postDataJSON()).toEqual({ destinationIds: [city.id], userIds: [fresh.id] });
    await expectToast(page, 'Success');
    await expect(dialog).toBeHidden();

    const after = await subscriptions();
    const byId = (a: number, b: number) => a - b;
    expect(after.map((s) => s.userId).sort(byId)).toEqual(
      [...before.map((s) => s.userId), alreadyByNow.id, fresh.id].sort(byId),
    );
  });
});
