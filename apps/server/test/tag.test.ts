import { describe, expect, it } from 'vitest';
import { setupApp, staffCalls } from './helper';

type TTagRow = { id: number; name: string; isPublished: boolean; applyOnFilters: boolean; showToUsers: boolean };
type TCategoryRow = { id: number; name: string; order: number; tags?: TTagRow[] };

/** Tag categories and tags (issue 15 points 1, 2, 7): the special calls of part 2 §7 and the keyword rules of §5. */
describe('tags', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const ordered = async () =>
    (await call('GET', `/api/tagCategories?filter=${q({ order: 'order ASC', include: 'tags', limit: 1000 })}`))
      .body as TCategoryRow[];
  const tagsOf = async (categoryId: number) =>
    ((await call('GET', `/api/TagCategories/${categoryId}/tags`)).body as TTagRow[]).map((tag) => tag.name);
  const newTags = (categoryId: number, tags: object[]) =>
    call('POST', `/api/TagCategories/${categoryId}/new-tags`, { tags });

  it('should create one category or a list of them, each after the last, and refuse a blank name by its field', async () => {
    const one = await make('tagCategories', { name: 'Vibe' });
    const list = await call('POST', '/api/TagCategories', [{ name: 'Diet' }, { name: 'Seating' }]);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect((list.body as TCategoryRow[]).map((c) => c.name)).toEqual(['Diet', 'Seating']);
    const orders = (await ordered()).map((c) => [c.name, c.order]);
    expect(orders.slice(-3)).toEqual([
      ['Vibe', (one as unknown as TCategoryRow).order],
      ['Diet', (one as unknown as TCategoryRow).order + 1],
      ['Seating', (one as unknown as TCategoryRow).order + 2],
    ]);
    const blank = await call('POST', '/api/tagCategories', [{ name: 'Fine' }, { name: '  ' }]);
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('body.1.name: This field cannot be empty');
    expect((await ordered()).some((c) => c.name === 'Fine')).toBe(false);
    const single = await call('POST', '/api/tagCategories', { name: '' });
    expect(single.body.error.message).toBe('body.name: This field cannot be empty');
    const renamed = await call('PATCH', `/api/tagCategories/${one.id}`, { name: 'Mood' });
    expect(renamed.body.name).toBe('Mood');
    expect((await call('PATCH', `/api/tagCategories/${one.id}`, { name: ' ' })).body.error.message).toBe(
      'body.name: This field cannot be empty',
    );
  });

  it('should move a category to a 1-based order and shift the others, in the stored order', async () => {
    const made: { id: number }[] = [];
    for (const name of ['A', 'B', 'C', 'D']) made.push(await make('tagCategories', { name: `Order ${name}` }));
    const before = (await ordered()).map((c) => c.id);
    const target = before.indexOf(made[1].id) + 1;
    const moved = await call('PATCH', '/api/TagCategories/change-order', { id: made[3].id, order: target });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const expected = before.filter((id) => id !== made[3].id);
    expected.splice(target - 1, 0, made[3].id);
    expect(moved.body.ids).toEqual(expected);
    const after = await ordered();
    expect(after.map((c) => c.id)).toEqual(expected);
    expect(after.map((c) => c.order)).toEqual(expected.map((_, i) => i + 1));
    // To the top and back to the bottom.
    await call('PATCH', '/api/tagCategories/change-order', { id: made[0].id, order: 1 });
    expect((await ordered())[0].id).toBe(made[0].id);
    await call('PATCH', '/api/tagCategories/change-order', { id: made[0].id, order: after.length });
    expect((await ordered()).at(-1)?.id).toBe(made[0].id);
  });

  it('should refuse a bad reorder without changing anything', async () => {
    const before = await ordered();
    const unknown = await call('PATCH', '/api/tagCategories/change-order', { id: 999999, order: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('TagCategory 999999 was not found');
    const tooFar = await call('PATCH', '/api/tagCategories/change-order', {
      id: before[0].id,
      order: before.length + 1,
    });
    expect(tooFar.status).toBe(400);
    expect(tooFar.body.error.message).toMatch(/^order: must be between 1 and \d+/);
    const zero = await call('PATCH', '/api/tagCategories/change-order', { id: before[0].id, order: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.error.message).toMatch(/^body\.order: /);
    const noId = await call('PATCH', '/api/tagCategories/change-order', { order: 1 });
    expect(noId.body.error.message).toMatch(/^body\.id: /);
    expect(await ordered()).toEqual(before);
  });

  it('should add new tags by the keyword rules: one per derived value, none already in the category, existing ones linked', async () => {
    const category = await make('tagCategories', { name: 'Keywords' });
    const other = await make('tagCategories', { name: 'Elsewhere' });
    const first = await newTags(category.id, [
      { name: 'Rooftop Bar', showToUsers: true },
      { name: 'rooftop   bar' },
      { name: 'Late night', applyOnFilters: true },
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(
      (first.body as TTagRow[]).map((tag) => [tag.name, tag.showToUsers, tag.applyOnFilters, tag.isPublished]),
    ).toEqual([
      ['Rooftop Bar', true, false, false],
      ['Late night', false, true, false],
    ]);
    const lateNight = (first.body as TTagRow[])[1];
    // Already there by value or by id: not re-added; an existing tag from elsewhere is linked, not copied.
    const elsewhere = await newTags(other.id, [{ name: 'Patio' }]);
    const patio = (elsewhere.body as TTagRow[])[0];
    const second = await newTags(category.id, [
      { name: 'ROOFTOP bar' },
      { id: lateNight.id, name: 'Late night' },
      { id: patio.id, name: 'Patio' },
      { name: 'Brunch' },
    ]);
    expect((second.body as TTagRow[]).map((tag) => tag.name)).toEqual(['Rooftop Bar', 'Late night', 'Patio', 'Brunch']);
    expect((second.body as TTagRow[])[2].id).toBe(patio.id);
    const all = (await call('GET', `/api/tags?filter=${q({ where: { name: 'Patio' } })}`)).body as TTagRow[];
    expect(all).toHaveLength(1);
    // Nothing new: the answer is the category as it was.
    expect(((await newTags(category.id, [{ name: 'brunch' }])).body as TTagRow[]).map((tag) => tag.name)).toEqual([
      'Rooftop Bar',
      'Late night',
      'Patio',
      'Brunch',
    ]);
  });

  it('should refuse bad new-tags bodies, naming the field or the unknown ids, and write nothing', async () => {
    const category = await make('tagCategories', { name: 'Refusals' });
    const blank = await newTags(category.id, [{ name: 'Fine' }, { name: '   ' }]);
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe('body.tags.1.name: This field cannot be empty');
    const wrongType = await newTags(category.id, [{ name: 'Fine', showToUsers: 'yes' }]);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.message).toMatch(/^body\.tags\.0\.showToUsers: /);
    const unknownTag = await newTags(category.id, [
      { name: 'Fine' },
      { id: 999998, name: 'Ghost' },
      { id: 999997, name: 'Ghost 2' },
    ]);
    expect(unknownTag.status).toBe(404);
    expect(unknownTag.body.error.message).toBe('Tag 999998, 999997 were not found');
    const unknownCategory = await newTags(999999, [{ name: 'Fine' }]);
    expect(unknownCategory.status).toBe(404);
    expect(unknownCategory.body.error.message).toBe('TagCategory 999999 was not found');
    expect((await call('POST', `/api/tagCategories/${category.id}/new-tags`, {})).body.error.message).toMatch(
      /^body\.tags: /,
    );
    expect(await tagsOf(category.id)).toEqual([]);
    expect((await call('GET', `/api/tags/count?where=${q({ name: 'Fine' })}`)).body.count).toBe(0);
  });

  it('should edit a tag, accepting its own id in the body and refusing another one', async () => {
    const category = await make('tagCategories', { name: 'Editing' });
    const [tag] = (await newTags(category.id, [{ name: 'Terrace' }])).body as TTagRow[];
    const edited = await call('PATCH', `/api/tags/${tag.id}`, {
      id: tag.id,
      name: 'Garden terrace',
      applyOnFilters: true,
      showToUsers: true,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ id: tag.id, name: 'Garden terrace', applyOnFilters: true, showToUsers: true });
    const other = await call('PATCH', `/api/tags/${tag.id}`, { id: tag.id + 1000, name: 'Nope' });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe(`id: the body's id ${tag.id + 1000} is not the path's id ${tag.id}`);
    expect((await call('PATCH', `/api/tags/${tag.id}`, { name: '' })).body.error.message).toBe(
      'body.name: This field cannot be empty',
    );
    expect((await call('PATCH', `/api/tags/${tag.id}`, { colour: 'red' })).status).toBe(400);
    expect((await call('PATCH', '/api/tags/999999', { name: 'Ghost' })).status).toBe(404);
    expect((await call('GET', `/api/tags/${tag.id}`)).body.name).toBe('Garden terrace');
  });

  it('should publish and unpublish several tags at once, all or none', async () => {
    const category = await make('tagCategories', { name: 'Publishing' });
    const made = (await newTags(category.id, [{ name: 'One' }, { name: 'Two' }, { name: 'Three' }])).body as TTagRow[];
    const ids = made.slice(0, 2).map((tag) => tag.id);
    const on = await call('PATCH', '/api/Tags/changePublishStatus', { ids, publish: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body).toEqual({ count: 2, isPublished: true });
    const published = async () =>
      ((await call('GET', `/api/tagCategories/${category.id}/tags`)).body as TTagRow[]).map((tag) => tag.isPublished);
    expect(await published()).toEqual([true, true, false]);
    const unknown = await call('PATCH', '/api/tags/changePublishStatus', { ids: [made[2].id, 999999], publish: true });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Tag 999999 was not found');
    expect(await published()).toEqual([true, true, false]);
    expect(
      (await call('PATCH', '/api/tags/changePublishStatus', { ids: [], publish: true })).body.error.message,
    ).toMatch(/^body\.ids: /);
    expect((await call('PATCH', '/api/tags/changePublishStatus', { ids })).body.error.message).toMatch(
      /^body\.publish: /,
    );
    await call('PATCH', '/api/tags/changePublishStatus', { ids: [ids[0]], publish: false });
    expect(await published()).toEqual([false, true, false]);
  });

  it('should take tags out of categories and delete those left in none', async () => {
    const a = await make('tagCategories', { name: 'Bulk A' });
    const b = await make('tagCategories', { name: 'Bulk B' });
    const [shared, onlyA, keep] = (await newTags(a.id, [{ name: 'Shared' }, { name: 'Only A' }, { name: 'Keep' }]))
      .body as TTagRow[];
    await newTags(b.id, [{ id: shared.id, name: 'Shared' }]);
    const gone = await call('DELETE', '/api/Tags/delete-bulk', [
      { tagCategoryId: a.id, tagIds: [shared.id, onlyA.id] },
    ]);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body).toEqual({ count: 2, deletedTagIds: [onlyA.id] });
    expect(await tagsOf(a.id)).toEqual(['Keep']);
    expect(await tagsOf(b.id)).toEqual(['Shared']);
    expect((await call('GET', `/api/tags/${onlyA.id}`)).status).toBe(404);
    expect((await call('GET', `/api/tags/${shared.id}`)).status).toBe(200);

    const notThere = await call('DELETE', '/api/tags/delete-bulk', [
      { tagCategoryId: b.id, tagIds: [shared.id] },
      { tagCategoryId: a.id, tagIds: [shared.id] },
    ]);
    expect(notThere.status).toBe(404);
    expect(notThere.body.error.message).toBe(`Tag ${shared.id} not in TagCategory ${a.id}`);
    expect(await tagsOf(b.id)).toEqual(['Shared']);
    const unknown = await call('DELETE', '/api/tags/delete-bulk', [{ tagCategoryId: 999999, tagIds: [keep.id] }]);
    expect(unknown.body.error.message).toBe('TagCategory 999999 was not found');
    const badShape = await call('DELETE', '/api/tags/delete-bulk', [{ tagCategoryId: a.id }]);
    expect(badShape.status).toBe(400);
    expect(badShape.body.error.message).toMatch(/^body\.0\.tagIds: /);
    expect(await tagsOf(a.id)).toEqual(['Keep']);
  });

  it('should delete one category or several, all or none, keeping their tags', async () => {
    const a = await make('tagCategories', { name: 'Gone A' });
    const b = await make('tagCategories', { name: 'Gone B' });
    const c = await make('tagCategories', { name: 'Gone C' });
    const [tag] = (await newTags(a.id, [{ name: 'Survivor' }])).body as TTagRow[];
    const unknown = await call('DELETE', `/api/TagCategories/delete-multiple?ids=${q([a.id, 999999])}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('TagCategory 999999 was not found');
    expect((await call('GET', `/api/tagCategories/${a.id}`)).status).toBe(200);
    expect((await call('DELETE', '/api/tagCategories/delete-multiple?ids=oops')).body.error.message).toMatch(/^ids: /);
    expect((await call('DELETE', '/api/tagCategories/delete-multiple')).body.error.message).toMatch(
      /^querystring\.ids: /,
    );
    const gone = await call('DELETE', `/api/tagCategories/delete-multiple?ids=${q([a.id, b.id])}`);
    expect(gone.body).toEqual({ count: 2 });
    expect((await call('GET', `/api/tagCategories/${a.id}`)).status).toBe(404);
    expect((await call('GET', `/api/tags/${tag.id}`)).status).toBe(200);
    expect((await call('DELETE', `/api/tagCategories/${c.id}`)).body).toEqual({ count: 1 });
  });

  it('should list categories by order with tags filtered through the include scope (the place tag picker)', async () => {
    const category = await make('tagCategories', { name: 'Picker' });
    await newTags(category.id, [
      { name: 'Shown', showToUsers: true },
      { name: 'Filtered', applyOnFilters: true },
      { name: 'Hidden' },
    ]);
    const list = async (where: object) =>
      (
        (
          await call(
            'GET',
            `/api/TagCategories?filter=${q({ order: 'order ASC', include: { relation: 'tags', scope: { where } } })}`,
          )
        ).body as TCategoryRow[]
      )
        .find((c) => c.id === category.id)
        ?.tags?.map((tag) => tag.name);
    expect(await list({})).toEqual(['Shown', 'Filtered', 'Hidden']);
    expect(await list({ showToUsers: true })).toEqual(['Shown']);
    expect(await list({ applyOnFilters: true })).toEqual(['Filtered']);
  });

  it('should document each special call with its body or query and its answer in /api/docs', async () => {
    const doc = (await call('GET', '/api/docs/json')).body as {
      paths: Record<
        string,
        Record<string, { requestBody?: unknown; parameters?: { name: string }[]; responses?: Record<string, unknown> }>
      >;
    };
    const calls: [string, string, 'body' | 'query' | 'none'][] = [
      ['/api/tagCategories', 'post', 'body'],
      ['/api/tagCategories/change-order', 'patch', 'body'],
      ['/api/tagCategories/{id}/new-tags', 'post', 'body'],
      ['/api/tagCategories/delete-multiple', 'delete', 'query'],
      ['/api/tags/changePublishStatus', 'patch', 'body'],
      ['/api/tags/delete-bulk', 'delete', 'body'],
    ];
    for (const [path, method, input] of calls) {
      const operation = doc.paths[path]?.[method];
      expect(operation?.responses?.['200'], `${method} ${path}`).toBeDefined();
      if (input === 'body') expect(operation?.requestBody, `${method} ${path}`).toBeDefined();
      if (input === 'query') expect(operation?.parameters?.map((p) => p.name)).toContain('ids');
    }
  });
});
