import { getTableColumns, getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMPLETENESS_RULES, type TRule, type TRuleType } from '@mise/contracts/common/completeness';
import { contentType } from '@mise/contracts/registry';
import { declaredRulePlans } from '../src/completeness/declared';
import { installCompleteness } from '../src/completeness/install';
import type { TRulePlan } from '../src/completeness/rule-plan';
import { seedDemo } from '../src/seed/generate';
import { setupApp, staffCalls } from './helper';

type TRow = Record<string, unknown>;

/** A field is empty as the rules mean it: null, blank text, an empty list or object. */
const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0);

/**
 * Issue 34 point 2: completeness rules declared in the contracts, kept per record and counted by rule. The truth here
 * is worked out in JavaScript from the stored rows and links, apart from the SQL the server installs.
 */
describe('completeness rules and their kept counts', async () => {
  const t = await setupApp();
  const { call, make, q } = staffCalls(t);
  await seedDemo(t.database, { scale: 0.1 });
  const plans = await declaredRulePlans();
  const planOf = (type: TRuleType) => plans.find((p) => p.type === type) as TRulePlan;

  /** Each live record's id and city, and the keys of the rules that hold for it, from the rows and links. */
  const truth = async (plan: TRulePlan) => {
    const table = getTableName(plan.model.table);
    const rows = (await t.database.db.select().from(plan.model.table)) as TRow[];
    const linked = new Map<string, Set<number>>();
    for (const link of plan.links) {
      const { rows: found } = await t.database.raw(
        `select distinct "${link.fk}" as id from "${link.child}"${link.gone ? ` where not "${link.gone}"` : ''}`,
      );
      linked.set(String(link.bit), new Set(found.map((r) => Number(r.id))));
    }
    const cityField = Object.entries(getTableColumns(plan.model.table)).find(
      ([, c]) => c.name === plan.cityColumn,
    )?.[0];
    const holds = (rule: TRule, row: TRow, bit: number): boolean => {
      const test = rule.test;
      switch (test.kind) {
        case 'empty':
          return test.fields.every((field) => isEmpty(row[field]));
        case 'shorter':
          return String(row[test.field] ?? '').trim().length < test.than;
        case 'not':
          return row[test.field] !== true;
        case 'none':
          return !linked.get(String(bit))?.has(Number(row.id));
        case 'publishedWithGaps':
          return false;
      }
    };
    return rows
      .filter((row) => row.deleted !== true)
      .map((row) => {
        const keys = plan.rules.filter((rule, bit) => holds(rule, row, bit)).map((rule) => rule.key);
        const publishedGap = plan.rules.find((rule) => rule.test.kind === 'publishedWithGaps');
        if (publishedGap && row.isPublished === true && keys.length > 0) keys.push(publishedGap.key);
        return {
          id: Number(row.id),
          city: cityField ? Number(row[cityField] ?? 0) : 0,
          published: row.isPublished === true,
          keys,
          table,
        };
      });
  };

  /** Every rule's kept count, in all and for two cities, and its list, against the truth. */
  const expectTruth = async (type: TRuleType, step: string) => {
    const plan = planOf(type);
    const records = await truth(plan);
    const path = contentType(type).path;
    const counts = await call('GET', `/api/completeness/counts?type=${type}`);
    expect(counts.status, JSON.stringify(counts.body)).toBe(200);
    const cities = [...new Set(records.map((r) => r.city))].filter((c) => c > 0).slice(0, 2);
    for (const rule of plan.rules) {
      const ids = records.filter((r) => r.keys.includes(rule.key)).map((r) => r.id);
      const counted = (counts.body.items as { key: string; count: number }[]).find((c) => c.key === rule.key);
      expect(counted?.count, `${step}: ${type} ${rule.key} counted`).toBe(ids.length);
      const listed = await call(
        'GET',
        `/api/${path}?filter=${q({ where: { rule: rule.key }, fields: ['id'], limit: 1000 })}`,
      );
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      expect(
        (listed.body as { id: number }[]).map((r) => r.id).sort((a, b) => a - b),
        `${step}: ${type} ${rule.key} listed`,
      ).toEqual(ids.sort((a, b) => a - b));
      const count = await call('GET', `/api/${path}/count?where=${q({ rule: rule.key })}`);
      expect(count.body.count, `${step}: ${type} ${rule.key} /count`).toBe(ids.length);
      if (plan.rules.some((r) => r.test.kind === 'publishedWithGaps')) {
        const published = records.filter((r) => r.published && r.keys.includes(rule.key)).length;
        const where = { and: [{ rule: rule.key }, { isPublished: true }] };
        const kept = await call('GET', `/api/${path}/count?where=${q(where)}`);
        expect(kept.body.count, `${step}: ${type} ${rule.key} published /count`).toBe(published);
        // Kept as every record's count less the published ones' (migration 0044).
        const unpublished = { and: [{ rule: rule.key }, { isPublished: false }] };
        const left = await call('GET', `/api/${path}/count?where=${q(unpublished)}`);
        expect(left.body.count, `${step}: ${type} ${rule.key} unpublished /count`).toBe(ids.length - published);
      }
      for (const city of cities) {
        const inCity = records.filter((r) => r.city === city && r.keys.includes(rule.key)).length;
        const byCity = await call('GET', `/api/completeness/counts?type=${type}&cityId=${city}`);
        expect(byCity.body.items.find((c: { key: string }) => c.key === rule.key).count, `${step}: city ${city}`).toBe(
          inCity,
        );
        const where = { and: [{ rule: rule.key }, { destinationId: { inq: [city] } }] };
        const cityCount = await call('GET', `/api/${path}/count?where=${q(where)}`);
        expect(cityCount.body.count, `${step}: ${type} ${rule.key} in city ${city} /count`).toBe(inCity);
      }
    }
    return records;
  };

  it('counts each rule of every type exactly as the seeded records break it', async () => {
    for (const type of Object.keys(COMPLETENESS_RULES) as TRuleType[]) {
      const records = await expectTruth(type, 'seeded');
      expect(records.length, `${type}: seeded records`).toBeGreaterThan(0);
    }
    // The demo has places on both sides of every place rule but photos and location (it stores no pictures and places
    // every place on the map; the next test gives one a photo and takes a location away), so each count is a real test.
    const places = await truth(planOf('place'));
    for (const rule of planOf('place').rules.filter((r) => !['withoutPhotos', 'withoutLocation'].includes(r.key))) {
      const n = places.filter((r) => r.keys.includes(rule.key)).length;
      expect(n, `places ${rule.key}`).toBeGreaterThan(0);
      expect(n, `places ${rule.key}`).toBeLessThan(places.length);
    }
  });

  it('follows edits, links, moves, trash and restore', async () => {
    const lisbon = await make('destinations', { name: 'Gapton' });
    const porto = await make('destinations', { name: 'Gapville' });
    const bare = await make('establishments', {
      name: 'Bare',
      address: '1 Rua',
      city: 'Lisbon',
      destinationId: lisbon.id,
    });
    await expectTruth('place', 'a new place');
    const seeded = (
      await call('GET', `/api/establishments?filter=${q({ where: { rule: 'withoutCuisine' }, limit: 1 })}`)
    ).body[0];
    expect((await call('PATCH', `/api/establishments/${seeded.id}`, { location: null })).status).toBe(200);
    await expectTruth('place', 'a location taken away');
    const cuisine = await make('cuisines', { name: 'Gap cuisine' });
    const tag = (await call('GET', `/api/tags?filter=${q({ limit: 1 })}`)).body[0] as { id: number };
    expect(
      (
        await call('PUT', '/api/appmodels/relations', {
          firstModel: 'Cuisine',
          secondModel: 'Establishment',
          id: cuisine.id,
          newIds: [bare.id],
        })
      ).status,
    ).toBe(200);
    const tagged = await call('PATCH', `/api/establishments/${bare.id}`, {
      tagIds: [tag.id],
      _pictures: [{ id: 'p1', url: 'https://images.example.com/bare.jpg' }],
    });
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    await expectTruth('place', 'linked');
    await expectTruth('cuisine', 'linked');
    const patch = await call('PATCH', `/api/establishments/${bare.id}`, {
      shortDescription:
        'A counter of eight stools where the chef cooks whatever the market had that morning, done well.',
      destinationId: porto.id,
    });
    expect(patch.status, JSON.stringify(patch.body)).toBe(200);
    expect((await call('POST', `/api/establishments/${bare.id}/publish`, { publish: true })).status).toBe(200);
    await expectTruth('place', 'edited, published and moved');
    await expectTruth('city', 'moved');
    expect((await call('DELETE', `/api/establishments/${bare.id}`)).status).toBeLessThan(300);
    await expectTruth('place', 'trashed');
    await expectTruth('city', 'trashed');
    expect((await call('DELETE', `/api/cuisines/${cuisine.id}`)).status).toBeLessThan(300);
    await expectTruth('cuisine', 'trashed');
  });

  it('refuses a rule the type does not have, naming it, and a rule on a type without rules', async () => {
    const bad = await call('GET', `/api/establishments/count?where=${q({ rule: 'withoutSoul' })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('"withoutSoul" is not a rule of places; use one of withoutPhotos');
    const none = await call('GET', `/api/quotes/count?where=${q({ rule: 'withoutPicture' })}`);
    expect(none.status).toBe(400);
    expect(none.body.error.message).toContain('"rule" is not a field you can filter on');
    const noCity = await call('GET', '/api/completeness/counts?type=user&cityId=3');
    expect(noCity.status).toBe(400);
  });

  it('answers the city × rule matrix, the cities with most records to finish first', async () => {
    const matrix = await call('GET', '/api/completeness/matrix?type=place&limit=3');
    expect(matrix.status).toBe(200);
    const places = await truth(planOf('place'));
    const first = matrix.body.items[0] as { cityId: number; counts: number[] };
    const rules = planOf('place').rules;
    expect(first.counts).toEqual(
      rules.map((rule) => places.filter((r) => r.city === first.cityId && r.keys.includes(rule.key)).length),
    );
    // Ranked by how many of the city's records need some work.
    const needing = (matrix.body.items as { cityId: number }[]).map(
      (i) => places.filter((r) => r.city === i.cityId && r.keys.length > 0).length,
    );
    expect(needing).toEqual([...needing].sort((a, b) => b - a));
    const everyCity = [...new Set(places.map((r) => r.city))].filter((c) => c > 0);
    const most = Math.max(...everyCity.map((c) => places.filter((r) => r.city === c && r.keys.length > 0).length));
    expect(needing[0]).toBe(most);
  });

  it('refills the kept state when a rule changes', async () => {
    const plan = planOf('place');
    const changed: TRulePlan = {
      ...plan,
      ownBits: plan.ownBits.replace('< 80', '< 1000'),
    };
    const rerun = (plans: TRulePlan[]) => installCompleteness(t.database.jobSql, plans);
    expect(await rerun([changed])).toEqual(['establishments']);
    const everyShort = await call('GET', `/api/establishments/count?where=${q({ rule: 'shortDescription' })}`);
    const live = await call('GET', '/api/establishments/count');
    expect(everyShort.body.count).toBe(live.body.count);
    expect(await rerun([plan])).toEqual(['establishments']);
    expect(await rerun([plan])).toEqual([]);
    await expectTruth('place', 'rules put back');
  });
});
