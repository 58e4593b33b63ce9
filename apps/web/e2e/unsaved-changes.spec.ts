import type { TWireRecord } from '@mise/contracts/common/wire';
import type { cityResource } from '@mise/contracts/resources/city';
import type { dishResource } from '@mise/contracts/resources/dish';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { ADMIN_STORAGE_STATE } from './support/env';
import { makeImage } from './support/media';
import { apiGet, apiPost, expectToast, uniqueSuffix } from './support/resource';

// Issue 28 point 2: nothing typed is lost without a question.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });
test.use({ storageState: ADMIN_STORAGE_STATE });

type TCity = TWireRecord<typeof cityResource>;
type TDish = TWireRecord<typeof dishResource>;

const question = (page: Page) => page.getByRole('dialog', { name: 'Discard unsaved changes?' });

/** Answers the open question and waits for it to go. */
async function answer(page: Page, button: 'Keep editing' | 'Discard') {
  await question(page).getByRole('button', { name: button }).click();
  await expect(question(page)).toBeHidden();
}

/** Two cities found by one search, so the list shows just them; the first is open, reached by its row (in-app history). */
async function twoCities(page: Page, notes: [string, string] = ['note A', 'note B']) {
  const tag = uniqueSuffix();
  const a = await apiPost<TCity>(page.request, 'destinations', {
    name: `Guard A ${tag}`,
    continent: 'asia',
    notes: notes[0],
  });
  const b = await apiPost<TCity>(page.request, 'destinations', {
    name: `Guard B ${tag}`,
    continent: 'asia',
    notes: notes[1],
  });
  await page.goto(`/dashboard/cities?q=${tag}`);
  const rows = page.getByRole('list', { name: 'Cities' }).getByRole('link');
  await expect(rows).toHaveCount(2);
  await rows.filter({ hasText: a.name }).click();
  await expect(page).toHaveURL(new RegExp(`/cities/${a.id}/details`));
  return { a, b, row: (city: TCity) => rows.filter({ hasText: city.name }) };
}

test('a form asks before Esc, the X, Back or a reload lose typed text; Keep editing keeps it, Discard throws it away', async ({
  page,
}) => {
  const { a } = await twoCities(page);
  const detailsUrl = new RegExp(`/cities/${a.id}/details`);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit City' });
  const byline = form.getByRole('textbox', { name: 'Byline' });
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(a.name);
  await byline.fill('Unsaved byline');

  await byline.press('Escape');
  await answer(page, 'Keep editing');
  await expect(form).toBeVisible();
  await expect(byline).toHaveValue('Unsaved byline');

  await form.getByRole('button', { name: 'close' }).click();
  await answer(page, 'Keep editing');
  await expect(byline).toHaveValue('Unsaved byline');

  // Back to the list: undone until answered.
  await page.goBack();
  await expect(question(page)).toBeVisible();
  await answer(page, 'Keep editing');
  await expect(page).toHaveURL(detailsUrl);
  await expect(byline).toHaveValue('Unsaved byline');

  // A reload gets the browser's own question; staying keeps the text.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.reload({ timeout: 3_000 }).catch(() => undefined);
  expect(asked).toEqual(['beforeunload']);
  await expect(byline).toHaveValue('Unsaved byline');

  await form.getByRole('button', { name: 'close' }).click();
  await answer(page, 'Discard');
  await expect(form).toBeHidden();
  expect((await apiGet<TCity>(page.request, `destinations/${a.id}`)).byline).toBeNull();

  // Discarded for real: the form opens with what is stored, and with nothing typed Esc closes it at once.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(byline).toHaveValue('');
  await byline.press('Escape');
  await expect(form).toBeHidden();
  await expect(question(page)).toHaveCount(0);

  // Saved text is not unsaved: no question after SAVE, nor on leaving.
  await page.getByRole('button', { name: 'Edit' }).click();
  await byline.fill('Saved byline');
  await form.getByRole('button', { name: 'SAVE' }).click();
  await expectToast(page, 'Edit City Successful');
  await expect(form).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/cities\?q=/);
  await expect(question(page)).toHaveCount(0);
  expect((await apiGet<TCity>(page.request, `destinations/${a.id}`)).byline).toBe('Saved byline');
});

test('a reload of a form that was reset to the stored values asks nothing', async ({ page }) => {
  await twoCities(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  const byline = page.getByRole('dialog', { name: 'Edit City' }).getByRole('textbox', { name: 'Byline' });
  await byline.fill('typed');
  await byline.fill('');
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  expect(asked).toEqual([]);
});

test('Esc that closes an open dropdown never closes the form', async ({ page }) => {
  await twoCities(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit City' });
  await form.getByRole('textbox', { name: 'Byline' }).fill('Typed before the dropdown');

  // A select's menu.
  await form.getByRole('combobox', { name: 'Continent' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(form).toBeVisible();
  await expect(question(page)).toHaveCount(0);

  // An autocomplete's list of suggestions.
  const search = form.getByRole('combobox', { name: 'Search a city' });
  await search.fill('Reykjav');
  await expect(page.getByRole('option').first()).toBeVisible({ timeout: 20_000 });
  await search.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(form).toBeVisible();
  await expect(question(page)).toHaveCount(0);

  // The dropdowns closed, the next Esc is the form's: it asks, because the byline is typed.
  await search.press('Escape');
  await expect(question(page)).toBeVisible();
  await answer(page, 'Discard');
  await expect(form).toBeHidden();
});

test('a note asks before another list row or Back loses it; Discard restores the stored note, Save needs no question', async ({
  page,
}) => {
  const { a, b, row } = await twoCities(page);
  const notes = page.getByRole('textbox', { name: 'Notes' });
  await expect(notes).toHaveValue('note A');
  await notes.fill('typed note');

  await row(b).click();
  await answer(page, 'Keep editing');
  await expect(page).toHaveURL(new RegExp(`/cities/${a.id}/details`));
  await expect(notes).toHaveValue('typed note');

  await row(b).click();
  await answer(page, 'Discard');
  await expect(page).toHaveURL(new RegExp(`/cities/${b.id}/details`));
  await expect(notes).toHaveValue('note B');

  // Back with a typed note asks too.
  await notes.fill('typed on B');
  await page.goBack();
  await expect(question(page)).toBeVisible();
  await answer(page, 'Keep editing');
  await expect(page).toHaveURL(new RegExp(`/cities/${b.id}/details`));
  await expect(notes).toHaveValue('typed on B');
  await page.goBack();
  await answer(page, 'Discard');
  await expect(page).toHaveURL(new RegExp(`/cities/${a.id}/details`));
  await expect(notes).toHaveValue('note A');
  expect((await apiGet<TCity>(page.request, `destinations/${b.id}`)).notes).toBe('note B');

  // Saved, the note is no longer unsaved: moving on asks nothing.
  await notes.fill('kept note');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Notes updated.');
  await row(b).click();
  await expect(page).toHaveURL(new RegExp(`/cities/${b.id}/details`));
  await expect(question(page)).toHaveCount(0);
  expect((await apiGet<TCity>(page.request, `destinations/${a.id}`)).notes).toBe('kept note');
});

test("a picture's caption asks before another row or tab loses it, and a typed link asks before a click outside", async ({
  page,
}) => {
  const tag = uniqueSuffix();
  const a = await apiPost<TDish>(page.request, 'foodDrinks', { name: `Guarded dish A ${tag}` });
  const b = await apiPost<TDish>(page.request, 'foodDrinks', { name: `Guarded dish B ${tag}` });
  await page.goto(`/dashboard/dishes?q=${tag}`);
  const rows = page.getByRole('list', { name: 'Dishes' }).getByRole('link');
  await expect(rows).toHaveCount(2);
  await rows.filter({ hasText: a.name }).click();
  await page.getByRole('tab', { name: 'Images (0)' }).click();
  await expect(page).toHaveURL(new RegExp(`/dishes/${a.id}/images`));
  const pictures = page.getByRole('region', { name: /^Pictures/ });
  await pictures.getByLabel('Upload to Pictures').setInputFiles({
    name: 'dish.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeImage({ width: 80, height: 60, color: '#aa5500' }),
  });
  await expect(page.getByText('Picture uploaded', { exact: true })).toBeVisible();
  const caption = pictures.getByRole('listitem', { name: 'Picture 1' }).getByRole('textbox', { name: 'Caption' });
  await caption.fill('By the window');

  await rows.filter({ hasText: b.name }).click();
  await answer(page, 'Keep editing');
  await expect(page).toHaveURL(new RegExp(`/dishes/${a.id}/images`));
  await expect(caption).toHaveValue('By the window');

  await page.getByRole('tab', { name: 'History' }).click();
  await answer(page, 'Discard');
  await expect(page).toHaveURL(new RegExp(`/dishes/${a.id}/history`));
  await page.getByRole('tab', { name: 'Images (1)' }).click();
  await expect(caption).toHaveValue('');
  expect((await apiGet<TDish>(page.request, `foodDrinks/${a.id}`))._pictures?.[0].caption ?? '').toBe('');

  // A small dialog: a click outside it with a typed link asks first.
  await pictures.getByRole('button', { name: 'Video link' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Add video link' });
  await linkDialog.getByLabel('Video link').fill('https://youtu.be/dQw4w9WgXcQ');
  await page.mouse.click(5, 5);
  await answer(page, 'Keep editing');
  await expect(linkDialog.getByLabel('Video link')).toHaveValue('https://youtu.be/dQw4w9WgXcQ');
  await page.mouse.click(5, 5);
  await answer(page, 'Discard');
  await expect(linkDialog).toBeHidden();
  expect((await apiGet<TDish>(page.request, `foodDrinks/${a.id}`))._pictures).toHaveLength(1);
});
