import { describe, expect, it } from 'vitest';
import {
  AUTOCOMPLETE_LIMIT,
  AUTOCOMPLETE_MENTION_LIMIT,
  type TAutocompleteHit,
  ZAutocompleteFilter,
} from '@mise/contracts/common/autocomplete';
import { dishes } from '../src/db/schema/dish';
import { autocompleteStatement } from '../src/search/autocomplete-sql';
import { setupApp, staffCalls } from './helper';

describe('users/admin-autocomplete', async () => {
  const t = await setupApp();
  const { call, make } = staffCalls(t);
  const search = async (term: string, filter?: unknown) => {
    const query = `term=${encodeURIComponent(term)}${filter === undefined ? '' : `&filter=${encodeURIComponent(typeof filter === 'string' ? filter : JSON.stringify(filter))}`}`;
    return call('GET', `/api/users/admin-autocomplete?${query}`);
  };
  const hits = async (term: string, filter?: unknown) => {
    const res = await search(term, filter);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as TAutocompleteHit[];
  };
  const names = (list: TAutocompleteHit[]) => list.map((h) => h.name);

  const lisbon = await make('destinations', { name: 'Lisbon' });
  const porto = await make('destinations', { name: 'Porto' });
  const place = (name: string, city = lisbon) =>
    make('establishments', { name, address: '1 Rua Augusta', city: city.name, destinationId: city.id });
  // Made out of rank order, so ids alone cannot give the expected order.
  const typo = await place('Bakeri Corner');
  const word = await place('The Bakery Room');
  const prefixLong = await place('Bakery Annex');
  const exact = await place('Bakery');
  const prefixShort = await place('Bakery Zed');
  const gone = await place('Bakery Gone');
  expect((await call('DELETE', `/api/establishments/${gone.id}`)).status).toBe(200);
  const cuisine = await make('cuisines', { name: 'Bakery' });
  const otherCuisine = await make('cuisines', { name: 'Bakery Classics' });
  const landmark = await make('landmarks', { name: 'Bakery Tower', destinationId: porto.id });
  expect(
    (
      await call('PUT', '/api/appmodels/relations', {
        firstModel: 'Destination',
        secondModel: 'Cuisine',
        id: lisbon.id,
        newIds: [cuisine.id],
      })
    ).status,
  ).toBe(200);

  it('should rank the exact name first, then prefixes (shorter names first), then word prefixes, then near spellings', async () => {
    const list = await hits('bakery', { doc_type: 'Establishment' });
    expect(list.map((h) => h.id)).toEqual([exact.id, prefixShort.id, prefixLong.id, word.id, typo.id]);
    expect(list.every((h) => h.doc_type === 'Establishment')).toBe(true);
  });

  it('should correct the unknown word first, and every word only when that finds nothing new', async () => {
    const [vine, wine] = [await place('Vine Bistro'), await place('Wine Bistro')];
    await place('Pine Tavern');
    const ids = async (term: string) => (await hits(term, { doc_type: 'Establishment', limit: 10 })).map((h) => h.id);
    // 'vine' is a known word: only 'bistrp' is corrected, so Wine Bistro (one edit from the typed 'Vine') is not offered.
    expect(await ids('Vine Bistrp')).toEqual([vine.id]);
    // 'pine' and 'bistro' are both known words but no name has 'pine bistro': the typo made another real word, and every
    // word is corrected.
    expect((await ids('Pine Bistro')).sort((a, b) => a - b)).toEqual([vine.id, wine.id].sort((a, b) => a - b));
  });

  it('should find a name with one typo of each kind in a word of three letters or more, closest first', async () => {
    const target = await place('Cervejaria Ramiro');
    await place('Cervejaria Trindade');
    const typos = {
      substituted: 'Cervejaria Ramiso',
      missing: 'Cervjaria Ramiro',
      extra: 'Cervejarria Ramiro',
      swapped: 'Cervejaria Raimro',
      'first letter': 'Servejaria Ramiro',
      'half typed, typo first': 'Cervejaira Ram',
    };
    for (const [kind, term] of Object.entries(typos)) {
      const list = await hits(term, { doc_type: 'Establishment', limit: 5 });
      expect(list[0]?.id, `${kind}: ${term} → ${JSON.stringify(names(list))}`).toBe(target.id);
    }
    const hyphenated = await place('Osterix Herzog-Conn');
    for (const term of ['Osterx Herzog-Conn', 'Osterix Herzg-Conn', 'Osterix Herzog-Comn'])
      expect((await hits(term, { doc_type: 'Establishment', limit: 5 }))[0]?.id, term).toBe(hyphenated.id);
    // A three-letter word may only have lost a letter ('Bsr' is no word of four with one left out), and nothing is near nothing.
    const bar = await place('Bar Azul');
    expect((await hits('Bsr Azul', { doc_type: 'Establishment' })).map((h) => h.id)).not.toContain(bar.id);
    expect(await hits('Xyzzyq Qwerty', { doc_type: 'Establishment' })).toEqual([]);
  });

  it('should learn the words of renamed places (the dictionary follows inserts and renames)', async () => {
    const renamed = await place('Placeholder Name');
    expect(names(await hits('Tabernq Moderna', { doc_type: 'Establishment' }))).not.toContain('Taberna Moderna');
    expect((await call('PATCH', `/api/establishments/${renamed.id}`, { name: 'Taberna Moderna' })).status).toBe(200);
    expect((await hits('Tabernq Moderna', { doc_type: 'Establishment' }))[0]?.id).toBe(renamed.id);
  });

  it('should answer id, slug, doc_type, name and the city of places', async () => {
    const [first] = await hits('bakery', { doc_type: 'Establishment', limit: 1 });
    expect(first).toEqual({
      id: exact.id,
      slug: null,
      doc_type: 'Establishment',
      name: 'Bakery',
      destinationId: lisbon.id,
      destinationName: 'Lisbon',
    });
  });

  it('should search every doc type when none is named, and match case-insensitively', async () => {
    const list = await hits('BAKERY');
    expect(new Set(list.map((h) => h.doc_type))).toEqual(new Set(['Establishment', 'Cuisine', 'Landmark']));
    // Both exact names come before any prefix match; between equals, the lower id first.
    const exacts = [
      { doc_type: 'Cuisine', id: cuisine.id },
      { doc_type: 'Establishment', id: exact.id },
    ].sort((a, b) => a.id - b.id);
    expect(list.slice(0, 2).map((h) => ({ doc_type: h.doc_type, id: h.id }))).toEqual(exacts);
    expect(list.slice(2).every((h) => h.name.toLowerCase() !== 'bakery')).toBe(true);
  });

  it('should filter by one doc type or by a list of them', async () => {
    expect(names(await hits('bakery', { doc_type: 'Landmark' }))).toEqual(['Bakery Tower']);
    const list = await hits('bakery', { doc_type: ['Cuisine', 'Landmark'] });
    expect(list.map((h) => h.id).sort()).toEqual([cuisine.id, otherCuisine.id, landmark.id].sort());
  });

  it("should keep hits to one city, cuisines through the city's cuisines", async () => {
    const list = await hits('bakery', { destinationId: lisbon.id });
    expect(list.some((h) => h.doc_type === 'Landmark')).toBe(false);
    expect(list.filter((h) => h.doc_type === 'Cuisine').map((h) => h.id)).toEqual([cuisine.id]);
    expect(list.filter((h) => h.doc_type === 'Establishment')).toHaveLength(5);
    expect(names(await hits('bakery', { destinationId: porto.id }))).toEqual(['Bakery Tower']);
    expect(names(await hits('por', { doc_type: 'Destination', destinationId: porto.id }))).toEqual(['Porto']);
  });

  it('should filter by published state', async () => {
    expect((await call('POST', `/api/landmarks/${landmark.id}/publish`, { publish: true })).status).toBe(200);
    expect(names(await hits('bakery', { isPublished: true }))).toEqual(['Bakery Tower']);
  });

  it('should never answer soft-deleted items', async () => {
    const list = await hits('bakery gone');
    expect(list.some((h) => h.id === gone.id && h.doc_type === 'Establishment')).toBe(false);
  });

  it('should answer at most 30 hits, and the 5 the mention box asks for', async () => {
    await t.database.db
      .insert(dishes)
      .values(Array.from({ length: 35 }, (_, i) => ({ name: `Bao ${String(i).padStart(2, '0')}` })));
    expect(await hits('bao')).toHaveLength(AUTOCOMPLETE_LIMIT);
    const mention = await hits('bao', { limit: AUTOCOMPLETE_MENTION_LIMIT });
    expect(names(mention)).toEqual(['Bao 00', 'Bao 01', 'Bao 02', 'Bao 03', 'Bao 04']);
    const tooMany = await search('bao', { limit: 31 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toContain('filter.limit');
  });

  it('should answer no hits for an empty or blank term', async () => {
    expect(await hits('')).toEqual([]);
    expect(await hits('   ')).toEqual([]);
    expect(await hits('', { doc_type: 'Cuisine' })).toEqual([]);
  });

  it('should refuse a filter that is not JSON, or names an unknown doc type or field, with a 400 that says so', async () => {
    const notJson = await search('bak', '{doc_type: Cuisine');
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.message).toBe('filter is not valid JSON');
    const badType = await search('bak', { doc_type: 'Restaurant' });
    expect(badType.status).toBe(400);
    expect(badType.body.error.message).toContain('doc_type');
    const unknownKey = await search('bak', { where: { name: 'x' } });
    expect(unknownKey.status).toBe(400);
    expect((await search('x'.repeat(101))).status).toBe(400);
  });

  it('should treat quotes, operators and percent signs in the term as plain text', async () => {
    for (const term of ["o'brien", 'a & b | !c', '100%', 'bak:*', '\\', '_']) {
      const res = await search(term);
      expect(res.status, term).toBe(200);
    }
    expect(names(await hits('bakery:*', { doc_type: 'Establishment' }))).toContain('Bakery');
  });

  it('should answer exactly what the one full statement answers, whether the name prefixes fill the limit or not', async () => {
    // The route asks for name prefixes first and only runs every branch when they leave room (routes.ts).
    const cases: [string, Record<string, unknown>][] = [
      ['bakery', { limit: 1 }],
      ['bakery', { limit: 2 }],
      ['bakery', { limit: 3 }],
      ['bakery', { limit: 30 }],
      ['bakery', { doc_type: 'Establishment', limit: 4 }],
      ['bakery', { doc_type: 'Establishment', limit: 5 }],
      ['bak', { destinationId: lisbon.id, limit: 2 }],
      ['bakeri', { limit: 30 }],
      ['room', { limit: 30 }],
      ['ba', { limit: 30 }],
    ];
    for (const [term, filter] of cases) {
      const full = autocompleteStatement(term, ZAutocompleteFilter.parse(filter));
      const { rows } = await t.database.generic(full.text, full.values);
      expect(await hits(term, filter), `${term} ${JSON.stringify(filter)}`).toEqual(rows);
    }
  });
});
