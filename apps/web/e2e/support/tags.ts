import type { TWireRecord } from '@mise/contracts/common/wire';
import type { TIncluded } from '@mise/contracts/includes';
import type { tagCategoryResource } from '@mise/contracts/resources/tag-category';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiGet, expectToast } from './resource';

type TRef = Pick<TWireRecord<typeof tagCategoryResource>, 'id' | 'name'>;
/** A category with its tags (`include: 'tags'`). */
export type TTagCategoryWithTags = TWireRecord<typeof tagCategoryResource> &
  Required<TIncluded<typeof tagCategoryResource, 'tags'>>;
type TTagRef = TTagCategoryWithTags['tags'][number];

/** The first demo tag category (by order) holding two tags or more, with its first two tags. */
export async function twoTagsOfACategory(
  request: APIRequestContext,
): Promise<{ category: TTagCategoryWithTags; one: TTagRef; two: TTagRef }> {
  const categories = await apiGet<TTagCategoryWithTags[]>(request, 'tagCategories', {
    filter: { order: 'order ASC', include: 'tags' },
  });
  const category = categories.find((c) => c.tags.length >= 2);
  expect(category, 'the demo content has a tag category with two tags').toBeTruthy();
  const found = category as TTagCategoryWithTags;
  return { category: found, one: found.tags[0], two: found.tags[1] };
}

/** Picks two tags of a category in the 'Add / Remove Tags' dialog (the kit's tags editor) and saves them. */
export async function addTagsThroughDialog(page: Page, category: TRef, tags: TTagRef[]): Promise<void> {
  await page.getByRole('button', { name: 'Add / Remove Tags' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add / Remove Tags' });
  const group = dialog.getByRole('group', { name: category.name });
  for (const tag of tags) await group.getByRole('button', { name: tag.name, exact: true }).click();
  await dialog.getByRole('button', { name: 'SAVE' }).click();
  await expectToast(page, 'Tags Updated Successfully');
}
