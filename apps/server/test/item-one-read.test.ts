import { describe, expect, it } from 'vitest';
import type { TFilter } from '../src/crud/filter';
import { parseFilter } from '../src/crud/filter';
import { itemInOneRead } from '../src/crud/item-statement';
import type { TModel } from '../src/crud/model';
import { decorateRows } from '../src/crud/relation-query';
import { findById } from '../src/crud/rows';
import { placeModel } from '../src/resources/place/model';
import { allModels } from '../src/resources/registry';
import { seedDemo } from '../src/seed/generate';
import { setupApp } from './helper';
import { places } from '../src/db/schema/place';
import { type SQL, sql } from 'drizzle-orm';

/** apps/web/src/resources/place/place-record.ts PLACE_DETAIL, as the place area reads its item. */
const PLACE_DETAIL = {
  include: [
    { relation: 'destination', scope: { fields: ['id', 'name'] } },
    { relation: 'similarEstablishments', scope: { fields: ['id', 'name'] } },
    { relation: 'suggestions' },
    { relation: 'primarySuggesters' },
  ],
  includeCount: true,
};

describe('a detail read in one statement (issue 31 point 2)', async () => {
  const t = await setupApp();
  const { db } = t.database;
  await seedDemo(t.database, { scale: 1, places: 300 });

  /** The same item through the reads the one statement replaces: the row, then each include and the counts apart. */
  const inWaves = async (model: TModel, id: number, filter: TFilter) => {
    const row = await findById(db, { model, id });
    if (!row) return null;
    const [decorated] = await decorateRows(db, { model, rows: [row], filter });
    return decorated;
  };
  const idsOf = async (model: TModel) =>
    (await db.select({ id: model.id }).from(model.table).orderBy(model.id).limit(4)).map((r) => r.id as number);
  /** Every include of a model, ten to a filter (a request's limit), the counts with the first. */
  const everyInclude = (model: TModel) => {
    const names = [...Object.keys(model.relations ?? {}), ...Object.keys(model.derivedIncludes ?? {})];
    const filters: TFilter[] = [];
    for (let i = 0; i === 0 || i < names.length; i += 10) {
      const include = names.slice(i, i + 10).map((relation) => ({ relation }));
      filters.push(parseFilter(JSON.stringify({ include, includeCount: i === 0 })));
    }
    return filters;
  };

  it('should answer what the separate reads answer, for every type with all its relations and counts', async () => {
    const fellBack: string[] = [];
    for (const model of allModels) {
      for (const filter of everyInclude(model)) {
        for (const id of await idsOf(model)) {
          const one = await itemInOneRead(db, { model, id, filter });
          if (one === undefined) {
            fellBack.push(model.resource.model);
            break;
          }
          const apart = await inWaves(model, id, filter);
          expect(one, `${model.resource.model} ${id}`).toEqual(apart);
        }
      }
    }
    // Only a type with an include worked out by code alone (a saved list entry's subject) is read apart.
    const byCodeAlone = allModels.filter((m) => Object.values(m.derivedIncludes ?? {}).some((d) => !d.inline));
    expect(fellBack, 'types read apart').toEqual(byCodeAlone.map((m) => m.resource.model));
  });

  it('should read a place as its detail screen asks in one statement, with chosen fields and orders', async () => {
    const filter = parseFilter(JSON.stringify(PLACE_DETAIL));
    // A place with suggesters, a primary one among them, and one with similar places: every part of the detail has rows.
    const first = async (condition: SQL) =>
      (await db.select({ id: places.id }).from(places).where(condition).limit(1))[0]?.id;
    const suggested = await first(sql`${places._suggestions} @> '[{"isPrimary": true}]'`);
    const similar = await first(
      sql`exists (select 1 from similar_establishments s where s.establishment_id = ${places.id})`,
    );
    expect([suggested, similar], 'the seed has no such places').not.toContain(undefined);
    const read = async (id: number) =>
      (await itemInOneRead(db, { model: placeModel, id, filter })) as Record<string, unknown[]>;
    const [withSuggesters, withSimilar] = [await read(suggested), await read(similar)];
    expect([withSuggesters.suggestions.length, withSuggesters.primarySuggesters.length]).not.toContain(0);
    expect(withSimilar.similarEstablishments.length).toBeGreaterThan(0);
    for (const [id, one] of [
      [suggested, withSuggesters],
      [similar, withSimilar],
    ] as const)
      expect(one).toEqual(await inWaves(placeModel, id, filter));
    const scoped = parseFilter(
      JSON.stringify({
        include: [
          { relation: 'tags', scope: { fields: ['id', 'name'], order: 'name DESC', limit: 2, skip: 1 } },
          { relation: 'destination', scope: { fields: ['name'] } },
        ],
      }),
    );
    for (const placeId of await idsOf(placeModel)) {
      const read = await itemInOneRead(db, { model: placeModel, id: placeId, filter: scoped });
      expect(read).toBeTruthy();
      expect(read).toEqual(await inWaves(placeModel, placeId, scoped));
    }
  });

  it('should read a missing record as null, and refuse an unknown field in a scope and a scope on a derived include', async () => {
    const filter = parseFilter(JSON.stringify(PLACE_DETAIL));
    expect(await itemInOneRead(db, { model: placeModel, id: 99_999_999, filter })).toBeNull();
    // A scope on an include worked out by code is refused, as the separate reads refuse it (requireInclude).
    const scopedDerived = parseFilter(
      JSON.stringify({ include: [{ relation: 'suggestions', scope: { fields: ['x'] } }] }),
    );
    await expect(itemInOneRead(db, { model: placeModel, id: 1, filter: scopedDerived })).rejects.toThrow(
      /takes no scope/,
    );
    const bad = parseFilter(JSON.stringify({ include: [{ relation: 'tags', scope: { fields: ['nope'] } }] }));
    await expect(itemInOneRead(db, { model: placeModel, id: 1, filter: bad })).rejects.toThrow(/unknown field "nope"/);
  });
});
