import type { TCallAnswer } from '@mise/contracts/common/call';
import type { TWireRecord } from '@mise/contracts/common/wire';
import type { calls } from '@mise/contracts/calls';
import type { TIncluded } from '@mise/contracts/includes';
import type { tagResource } from '@mise/contracts/resources/tag';
import type { tagCategoryResource } from '@mise/contracts/resources/tag-category';
import { type APIRequestContext, expect as baseExpect, type Page, test } from '@playwright/test';
import { moveByKeyboard } from './support/drag';
import { ADMIN_STORAGE_STATE } from './support/env';
import { apiGet, apiPost, expectToast, uniqueSuffix } from './support/resource';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

type TTag = TWireRecord<typeof tagResource>;
/** A category with the tags made in it (`makeCategory`). */
type TCategory = TWireRecord<typeof tagCategoryResource> & Required<TIncluded<typeof tagCategoryResource, 'tags'>>;

const categoryList = (page: Page) => page.getByRole('list', { name: 'Tag categories' });
const category = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const chip = (page: Page, categoryName: string, { tag, state }: { tag: string; state: 'published' | 'unpublished' }) =>
  category(page, categoryName).getByRole('button', { name: `${tag} (${state})`, exact: true });
const actions = (page: Page) => page.getByRole('navigation', { name: 'Tag actions' });
/** A category with these tags, made through the API (the calls under test in apps/server/test/tag.test.ts). */
async function makeCategory(request: APIRequestContext, name: string, tags: object[] = []): Promise<TCategory> {
  const made = await apiPost<TWireRecord<typeof tagCategoryResource>>(request, 'tagCategories', { name });
  const list =
    tags.length > 0
      ? await apiPost<TCallAnswer<typeof calls.tagCategory.newTags>>(request, `tagCategories/${made.id}/new-tags`, {
          tags,
        })
      : [];
  return { ...made, tags: list };
}
const storedOrder = async (request: APIRequestContext) =>
  (
    await apiGet<Pick<TWireRecord<typeof tagCategoryResource>, 'id' | 'name' | 'order'>[]>(request, 'tagCategories', {
      filter: { order: 'order ASC', fields: ['id', 'name', 'order'] },
    })
  ).map((c) => c.name);
const shownOrder = async (page: Page) =>
  (await categoryList(page).getByRole('heading', { level: 2 }).allTextContents()).map((text) => text.trim());
/** Answers the next call to this path with a refusal: the server's failure, simulated, not a success mocked. */
const refuseNext = (page: Page, path: RegExp) =>
  page.route(
    path,
    (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"statusCode":500,"message":"refused"}}',
      }),
    {
      times: 1,
    },
  );

test.describe('tags', () => {
  test.use({ storageState: ADMIN_STORAGE_STATE });

  test('should add a category with keyword entry, refusing an empty name, then edit it', async ({ page }) => {
    const name = `Vibe ${uniqueSuffix()}`;
    // The page is the whole area: a deeper path comes back to it.
    await page.goto('/dashboard/tags/12/details');
    await expect(page).toHaveURL(/\/dashboard\/tags$/);
    await expect(page.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible();
    await actions(page).getByRole('button', { name: 'Add category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'This field cannot be empty',
    );
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);

    const entry = dialog.getByRole('textbox', { name: 'Tags' });
    const chips = dialog.getByRole('list', { name: 'Tags' }).getByRole('listitem');
    // Enter with blank text adds nothing and does not submit.
    await entry.fill('   ');
    await entry.press('Enter');
    await expect(chips).toHaveCount(0);
    await expect(dialog).toBeVisible();
    // A comma splits; Enter adds the rest; a duplicate by derived value is ignored.
    await entry.fill('Vegan, Late night,');
    await expect(chips).toHaveText(['Vegan', 'Late night']);
    await expect(entry).toHaveValue('');
    await entry.fill('late   NIGHT');
    await entry.press('Enter');
    await entry.fill('Rooftop');
    await entry.press('Enter');
    await expect(chips).toHaveText(['Vegan', 'Late night', 'Rooftop']);
    await expect(dialog).toBeVisible();
    // Enter added keywords only: nothing was saved yet.
    expect(await storedOrder(page.request)).not.toContain(name);
    await dialog.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'TAGS Added Successfully');
    await expect(dialog).toBeHidden();
    for (const tag of ['Vegan', 'Late night', 'Rooftop'])
      await expect(chip(page, name, { tag, state: 'unpublished' })).toBeVisible();
    expect((await storedOrder(page.request)).at(-1)).toBe(name);

    // Edit: the category's tags are shown and not added again; new ones are created; the rename is kept.
    await category(page, name)
      .getByRole('button', { name: `Edit category ${name}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Category' });
    await expect(edit.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'Vegan',
      'Late night',
      'Rooftop',
    ]);
    await edit.getByRole('textbox', { name: 'Name' }).fill('');
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('This field cannot be empty');
    const renamed = `${name} renamed`;
    await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await edit.getByRole('textbox', { name: 'Tags' }).fill('VEGAN, Brunch');
    await edit.getByRole('textbox', { name: 'Tags' }).press('Enter');
    await expect(edit.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'Vegan',
      'Late night',
      'Rooftop',
      'Brunch',
    ]);
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'TAG Edited Successfully');
    await expect(category(page, renamed).getByRole('button', { name: /\(unpublished\)$/ })).toHaveText([
      'Vegan',
      'Late night',
      'Rooftop',
      'Brunch',
    ]);

    // A refused save says so and keeps the dialog.
    await category(page, renamed)
      .getByRole('button', { name: `Edit category ${renamed}` })
      .click();
    await refuseNext(page, /\/api\/tagCategories\/\d+$/);
    await edit.getByRole('textbox', { name: 'Name' }).fill(`${renamed} again`);
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'TAGS Add /Edit Unsuccessful', 'error');
    await expect(edit).toBeVisible();
  });

  test('should add, edit and publish a tag, with the side buttons following the selection', async ({ page }) => {
    const suffix = uniqueSuffix();
    const first = await makeCategory(page.request, `Diet ${suffix}`, [{ name: 'Gluten free' }]);
    const second = await makeCategory(page.request, `Seating ${suffix}`, [{ name: 'Patio' }]);
    await page.goto('/dashboard/tags');

    await category(page, first.name)
      .getByRole('button', { name: `Add tag to ${first.name}` })
      .click();
    const add = page.getByRole('dialog', { name: `Add Tag to ${first.name}` });
    await add.getByRole('button', { name: 'SAVE' }).click();
    await expect(add.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('This field cannot be empty');
    await add.getByRole('textbox', { name: 'Name' }).fill('Halal');
    await add.getByRole('checkbox', { name: 'Show To Users' }).check();
    await add.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Tag Add Successful');
    await expect(chip(page, first.name, { tag: 'Halal', state: 'unpublished' })).toBeVisible();

    // Side buttons: none for the tags until something is picked; publish and edit only for exactly one tag.
    const side = actions(page);
    await expect(side.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(side.getByRole('button', { name: /^(Publish|Unpublish) tag$/ })).toHaveCount(0);
    await chip(page, first.name, { tag: 'Halal', state: 'unpublished' }).click();
    await expect(chip(page, first.name, { tag: 'Halal', state: 'unpublished' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(side.getByRole('button', { name: 'Publish tag' })).toBeVisible();
    await expect(side.getByRole('button', { name: 'Edit tag' })).toBeVisible();
    await expect(side.getByRole('button', { name: 'Schedule publishing' })).toBeVisible();
    await expect(side.getByRole('button', { name: 'Delete' })).toBeVisible();
    await chip(page, second.name, { tag: 'Patio', state: 'unpublished' }).click();
    await expect(side.getByRole('button', { name: 'Publish tag' })).toHaveCount(0);
    await expect(side.getByRole('button', { name: 'Edit tag' })).toHaveCount(0);
    await expect(side.getByRole('button', { name: 'Delete' })).toBeVisible();
    await chip(page, second.name, { tag: 'Patio', state: 'unpublished' }).click();
    await expect(side.getByRole('button', { name: 'Edit tag' })).toBeVisible();

    // Publish: the lock opens; a refused publish says so and leaves it.
    await side.getByRole('button', { name: 'Publish tag' }).click();
    await expectToast(page, 'Tag publish Successful');
    await expect(chip(page, first.name, { tag: 'Halal', state: 'published' })).toBeVisible();
    await refuseNext(page, /\/api\/tags\/changePublishStatus$/);
    await side.getByRole('button', { name: 'Unpublish tag' }).click();
    await expectToast(page, 'Tag publish Unsuccessful', 'error');
    await expect(chip(page, first.name, { tag: 'Halal', state: 'published' })).toBeVisible();
    await side.getByRole('button', { name: 'Unpublish tag' }).click();
    await expectToast(page, 'Tag publish Successful');
    await expect(chip(page, first.name, { tag: 'Halal', state: 'unpublished' })).toBeVisible();

    // Edit the picked tag.
    await side.getByRole('button', { name: 'Edit tag' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Tag' });
    await expect(edit.getByRole('checkbox', { name: 'Show To Users' })).toBeChecked();
    await edit.getByRole('textbox', { name: 'Name' }).fill('Halal only');
    await edit.getByRole('checkbox', { name: 'Appears on filters' }).check();
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Tag Edit Successful');
    await expect(chip(page, first.name, { tag: 'Halal only', state: 'unpublished' })).toBeVisible();
    const stored = (await apiGet<TTag[]>(page.request, `tagCategories/${first.id}/tags`)).find(
      (t) => t.name === 'Halal only',
    );
    expect(stored).toMatchObject({ showToUsers: true, applyOnFilters: true });

    // Refused add and edit say so.
    await refuseNext(page, /\/api\/tags\/\d+$/);
    await side.getByRole('button', { name: 'Edit tag' }).click();
    await edit.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Tag Edit Unsuccessful', 'error');
    await edit.getByRole('button', { name: 'close' }).click();
    await refuseNext(page, /\/api\/tagCategories\/\d+\/new-tags$/);
    await category(page, second.name)
      .getByRole('button', { name: `Add tag to ${second.name}` })
      .click();
    const addAgain = page.getByRole('dialog', { name: `Add Tag to ${second.name}` });
    await addAgain.getByRole('textbox', { name: 'Name' }).fill('Booth');
    await addAgain.getByRole('button', { name: 'SAVE' }).click();
    await expectToast(page, 'Tag Add Unsuccessful', 'error');
  });

  test('should delete picked tags and ticked categories after the question', async ({ page }) => {
    const suffix = uniqueSuffix();
    const a = await makeCategory(page.request, `Delete A ${suffix}`, [{ name: 'Keep me' }, { name: 'Drop me' }]);
    const b = await makeCategory(page.request, `Delete B ${suffix}`, [{ name: 'Whatever' }]);
    await page.goto('/dashboard/tags');
    await chip(page, a.name, { tag: 'Drop me', state: 'unpublished' }).click();
    await actions(page).getByRole('button', { name: 'Delete' }).click();
    const question = page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete?' });
    await question.getByRole('button', { name: 'No' }).click();
    await expect(chip(page, a.name, { tag: 'Drop me', state: 'unpublished' })).toBeVisible();
    await actions(page).getByRole('button', { name: 'Delete' }).click();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Tag Category Delete Successful');
    await expect(chip(page, a.name, { tag: 'Drop me', state: 'unpublished' })).toHaveCount(0);
    await expect(chip(page, a.name, { tag: 'Keep me', state: 'unpublished' })).toBeVisible();

    await category(page, b.name)
      .getByRole('checkbox', { name: `Select category ${b.name}` })
      .check();
    await refuseNext(page, /\/api\/tagCategories\/delete-multiple/);
    await actions(page).getByRole('button', { name: 'Delete' }).click();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Tag Category delete Unsucceful', 'error');
    await expect(category(page, b.name)).toBeVisible();
    await actions(page).getByRole('button', { name: 'Delete' }).click();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Tag Category Delete Successful');
    await expect(category(page, b.name)).toHaveCount(0);
    expect(await storedOrder(page.request)).not.toContain(b.name);
  });

  test('should filter tags, search categories and keep a dragged order, restoring it when the server refuses', async ({
    page,
  }) => {
    const suffix = uniqueSuffix();
    const first = await makeCategory(page.request, `Drag A ${suffix}`, [
      { name: 'Shown', showToUsers: true },
      { name: 'Filtered', applyOnFilters: true },
      { name: 'Plain' },
    ]);
    const second = await makeCategory(page.request, `Drag B ${suffix}`);
    await page.goto('/dashboard/tags');
    await expect(category(page, first.name).getByRole('button', { name: /\(unpublished\)$/ })).toHaveCount(3);

    const tagChips = category(page, first.name).getByRole('button', { name: /\(unpublished\)$/ });
    const panel = page.getByRole('dialog', { name: 'Filter' });
    /** Opens the popover and applies a choice, or Reset. */
    const filterBy = async (choice: string | 'Reset') => {
      await actions(page)
        .getByRole('button', { name: /^Filter/ })
        .click();
      await expect(panel.getByRole('radio')).toHaveCount(3);
      if (choice === 'Reset') return panel.getByRole('button', { name: 'Reset' }).click();
      await panel.getByRole('radio', { name: choice }).check();
      await panel.getByRole('button', { name: 'Apply' }).click();
    };
    await actions(page)
      .getByRole('button', { name: /^Filter/ })
      .click();
    // One choice at a time: All is the one applied at first.
    await expect(panel.getByRole('radio', { name: 'All' })).toBeChecked();
    await page.keyboard.press('Escape');
    await filterBy('Show To Users');
    await expect(tagChips).toHaveText(['Shown']);
    await filterBy('Appears on filters');
    await expect(tagChips).toHaveText(['Filtered']);
    await filterBy('Reset');
    await expect(tagChips).toHaveCount(3);

    await page.getByRole('searchbox', { name: 'Search categories' }).fill(`Drag B ${suffix}`);
    await expect(categoryList(page).getByRole('listitem')).toHaveCount(1);
    await expect(category(page, second.name)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search categories' }).fill('');
    await expect(category(page, first.name)).toBeVisible();

    // The two new categories are last: drag the first below the second.
    const before = await storedOrder(page.request);
    expect(before.slice(-2)).toEqual([first.name, second.name]);
    await expect.poll(() => shownOrder(page)).toEqual(before);
    const handle = categoryList(page)
      .getByRole('listitem')
      .filter({ has: category(page, first.name) })
      .getByRole('button', { name: 'Drag to reorder' });
    await moveByKeyboard(handle, page, 'ArrowDown');
    await expectToast(page, 'Reorder Successful');
    const after = [...before.slice(0, -2), second.name, first.name];
    await expect.poll(() => storedOrder(page.request)).toEqual(after);
    await page.reload();
    await expect.poll(() => shownOrder(page)).toEqual(after);

    // Refused: the earlier order comes back.
    await refuseNext(page, /\/api\/tagCategories\/change-order$/);
    await moveByKeyboard(
      categoryList(page)
        .getByRole('listitem')
        .filter({ has: category(page, second.name) })
        .getByRole('button', { name: 'Drag to reorder' }),
      page,
      'ArrowDown',
    );
    await expectToast(page, 'Reorder unsuccessful', 'error');
    await expect.poll(() => shownOrder(page)).toEqual(after);
    expect(await storedOrder(page.request)).toEqual(after);
  });
});
