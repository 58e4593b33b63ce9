import { describe, expect, it } from 'vitest';
import {
  ADMIN_DOC_TYPES,
  DOC_TYPES,
  type TAdminAutocompleteHit,
  ZAdminAutocompleteHit,
} from '@mise/contracts/common/autocomplete';
import { autocompleteStatement } from '../src/search/autocomplete-sql';
import { setupApp, staffCalls } from './helper';

/** users/admin-autocomplete over the console's own doc types (issue 15 point 3): Tag, TagCategory, User, UserReview. */
describe('users/admin-autocomplete: tags, tag categories, users and user reviews', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  const hits = async (term: string, filter?: unknown) => {
    const res = await call(
      'GET',
      `/api/users/admin-autocomplete?term=${encodeURIComponent(term)}${filter ? `&filter=${q(filter)}` : ''}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as TAdminAutocompleteHit[];
  };

  const tag = await make('tags', { name: 'Saffron lovers' });
  const category = await make('tagCategories', { name: 'Saffron dishes' });
  const ann = await make('users', { name: 'Saffron Ann', email: 'ann@types.test' });
  const bob = await make('users', { name: 'Bob Saffron', email: 'bob@types.test' });
  const gone = await make('users', { name: 'Saffron Gone', email: 'gone@types.test' });
  expect((await call('DELETE', `/api/users/${gone.id}`)).status).toBe(200);
  const review = await make('userReviews', { title: 'Saffron in Lyon', userId: ann.id });
  const place = await make('destinations', { name: 'Saffron City' });

  it('should find each new type by name, with the usual hit shape and no city', async () => {
    for (const [docType, id, name] of [
      ['Tag', tag.id, 'Saffron lovers'],
      ['TagCategory', category.id, 'Saffron dishes'],
      ['UserReview', review.id, 'Saffron in Lyon'],
    ] as const) {
      const found = await hits('saffron', { doc_type: docType });
      expect(found, docType).toEqual([
        { id, slug: null, doc_type: docType, name, destinationId: null, destinationName: null },
      ]);
      for (const hit of found) ZAdminAutocompleteHit.parse(hit);
    }
  });

  it('should answer a User hit with its e-mail, leave deleted users out, and rank prefixes before later words', async () => {
    const found = await hits('saffron', { doc_type: 'User' });
    expect(found.map((h) => [h.id, h.name, h.email])).toEqual([
      [ann.id, 'Saffron Ann', 'ann@types.test'],
      [bob.id, 'Bob Saffron', 'bob@types.test'],
    ]);
    expect(found[0]).toEqual({
      id: ann.id,
      slug: null,
      doc_type: 'User',
      name: 'Saffron Ann',
      email: 'ann@types.test',
      destinationId: null,
      destinationName: null,
    });
    // Near spellings too.
    expect((await hits('safron ann', { doc_type: 'User' })).map((h) => h.id)).toContain(ann.id);
  });

  it('should mix the types asked for; only User hits carry an e-mail', async () => {
    const found = await hits('saffron', { doc_type: ['User', 'Tag', 'Destination'] });
    expect(new Set(found.map((h) => h.doc_type))).toEqual(new Set(['User', 'Tag', 'Destination']));
    for (const hit of found) expect('email' in hit, hit.doc_type).toBe(hit.doc_type === 'User');
    expect(found.find((h) => h.doc_type === 'Destination')?.id).toBe(place.id);
  });

  it('should keep the default to the seven content types: a call without doc_type searches no users', async () => {
    expect(DOC_TYPES).toHaveLength(7);
    const found = await hits('saffron');
    expect(found.map((h) => h.doc_type)).toEqual(['Destination']);
    for (const hit of found) expect(hit).not.toHaveProperty('email');
    // The statement of the default shape names none of the new tables (nothing new to plan or scan).
    const { text } = autocompleteStatement('saffron', { limit: 30 });
    expect(text).not.toMatch(/\b(users|tags|tag_categories|user_reviews)\b/);
    expect(text).not.toMatch(/email/);
  });

  it('should find nothing of a type without a city or published state when asked for one', async () => {
    expect(await hits('saffron', { doc_type: 'User', destinationId: place.id })).toEqual([]);
    expect(await hits('saffron', { doc_type: 'TagCategory', isPublished: true })).toEqual([]);
    expect(await hits('saffron', { doc_type: 'Tag', isPublished: false })).toEqual([
      expect.objectContaining({ id: tag.id }),
    ]);
  });

  it('should refuse an unknown doc type, naming the accepted ones', async () => {
    const res = await call('GET', `/api/users/admin-autocomplete?term=a&filter=${q({ doc_type: 'Password' })}`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/^filter\.doc_type: /);
    for (const docType of ADMIN_DOC_TYPES)
      expect(
        (await call('GET', `/api/users/admin-autocomplete?term=a&filter=${q({ doc_type: docType })}`)).status,
      ).toBe(200);
  });
});
