import { tagResource } from '@mise/contracts/resources/tag';
import { tagCategoryResource } from '@mise/contracts/resources/tag-category';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRecord } from '../../test/fake-values';
import { renderApp } from '../../test/render-app';

const tag = (id: number, name: string, isPublished: boolean) =>
  sampleRecord(tagResource.record, { id, name, isPublished });
/** A category as the page's list includes it: with its tags. */
const category = (id: number, name: string, tags: ReturnType<typeof tag>[]) => ({
  ...sampleRecord(tagCategoryResource.record, { id, name, order: id }),
  tags,
});
const CATEGORIES = [
  category(1, 'Vibe', [tag(11, 'Cosy', true), tag(12, 'Lively', false)]),
  category(2, 'Diet', [tag(21, 'Vegan', true)]),
];

describe('the Tags page', () => {
  it('should show each category with its tags, and offer to publish an unpublished tag once picked', async () => {
    renderApp('/dashboard/tags', { data: { tagCategory: CATEGORIES } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tags' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Tag categories' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Vibe', 'Diet']);
    const vibe = within(list).getByRole('region', { name: 'Vibe' });
    expect(within(vibe).getByRole('button', { name: 'Cosy (published)' })).toBeTruthy();
    fireEvent.click(within(vibe).getByRole('button', { name: 'Lively (unpublished)' }));
    const actions = screen.getByRole('navigation', { name: 'Tag actions' });
    expect(within(actions).getByRole('button', { name: 'Publish tag' })).toBeTruthy();
    expect(within(list).getByRole('region', { name: 'Diet' }).textContent).toContain('Vegan');
  });
});
