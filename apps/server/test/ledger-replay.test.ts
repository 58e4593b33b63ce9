import { describe, expect, it } from 'vitest';
import { OPERATION_HEADER } from '@mise/contracts/common/change-calls';
import { type TLedgerEntry, type TRevertPlan, planRevert } from '../src/changes/revert-plan';
import { setupApp, staffCalls } from './helper';

/** A place as the test snapshots it: its recorded columns, its tags and similar places, and the order of its list. */
type TState = { fields: Record<string, unknown>; tags: number[]; similar: number[]; order: Record<string, number> };

const OPERATIONS = Number(process.env.LEDGER_REPLAY_OPERATIONS ?? 1000);
/** A small fixed-seed generator (mulberry32): a failure names its seed and replays exactly. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A state with a plan's writes applied, as the revert would write them to the place and its list. */
function applied(state: TState, plan: TRevertPlan, { place, list }: { place: number; list: number }): TState {
  const next: TState = structuredClone(state);
  const row = plan.rows.get(`establishments:${place}`);
  for (const [column, back] of row?.columns ?? []) next.fields[column] = back.value;
  const side = (join: string, p: { left: number; right: number }) =>
    join === 'establishment_tags' ? next.tags : p.left === place ? next.similar : undefined;
  for (const p of plan.unlink) {
    const ids = side(p.join, p);
    if (ids) ids.splice(ids.indexOf(p.right), 1);
  }
  for (const p of plan.relink) side(p.join, p)?.push(p.right);
  for (const m of plan.moves) if (m.left === list) next.order[String(m.right)] = m.from;
  next.tags.sort((a, b) => a - b);
  next.similar.sort((a, b) => a - b);
  return next;
}

/**
 * Issue 32 point 4's property: after random patches, link changes and reorders of a place, the state rebuilt from the
 * ledger at every operation (the revert planner's own reading of it, walked back from the end) equals the snapshot the
 * test took right after that operation.
 */
describe('the change ledger, replayed', async () => {
  const t = await setupApp();
  const { call, make } = staffCalls(t);
  const city = await make('destinations', { name: 'Replayville' });
  const newPlace = (name: string) =>
    make('establishments', { name, address: '1 Rua', city: 'Porto', destinationId: city.id });
  const tags = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((n) => make('tags', { name: `Replay ${n}` })));
  const others = await Promise.all(['One', 'Two', 'Three'].map((n) => newPlace(`Other ${n}`)));

  it(`should rebuild the state after each of ${OPERATIONS} random operations from the ledger`, async () => {
    const seed = Number(process.env.LEDGER_REPLAY_SEED ?? 20261127);
    const next = random(seed);
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
    const some = <T>(items: readonly T[]) => items.filter(() => next() < 0.5);
    const place = await newPlace('Replayed');
    const list = await make('lists', { name: 'Replay list', destinationId: city.id });
    expect(
      (await call('PATCH', `/api/lists/${list.id}`, { establishmentIds: [place.id, ...others.map((o) => o.id)] }))
        .status,
    ).toBe(200);
    const snapshot = async (): Promise<TState> => {
      const { rows } = await t.database.raw(
        `select to_jsonb(e) - '{updated,has_suggestions,favourite_count,wish_count}'::text[] as fields,
           (select coalesce(jsonb_agg(tag_id order by tag_id), '[]') from establishment_tags where establishment_id = e.id) as tags,
           (select coalesce(jsonb_agg(similar_id order by similar_id), '[]') from similar_establishments where establishment_id = e.id) as similar,
           (select jsonb_object_agg(establishment_id, position) from list_establishments where list_id = $2) as order
         from establishments e where e.id = $1`,
        [place.id, list.id],
      );
      return rows[0] as TState;
    };
    const writes: (() => [string, string, object?])[] = [
      () => ['PATCH', `/api/establishments/${place.id}`, { description: pick(['', 'Fish', 'Wine', `n${next()}`]) }],
      () => [
        'PATCH',
        `/api/establishments/${place.id}`,
        { name: pick(['Replayed', 'Replayed II']), phone: pick([null, '+351 2']) },
      ],
      () => ['PATCH', `/api/establishments/${place.id}`, { tagIds: some(tags).map((x) => x.id) }],
      () => ['PATCH', `/api/establishments/${place.id}`, { similarEstablishmentIds: some(others).map((x) => x.id) }],
      () => ['DELETE', `/api/establishments/${place.id}/tags/rel/${pick(tags).id}`],
      () => [
        'PATCH',
        `/api/lists/${list.id}/establishments/${pick([place, ...others]).id}/change-order`,
        { order: 1 + Math.floor(next() * 4) },
      ],
    ];
    const operations: string[] = [];
    const snapshots: TState[] = [await snapshot()];
    for (let i = 0; i < OPERATIONS; i++) {
      const [method, url, payload] = pick(writes)();
      const res = await t.app.inject({ method: method as 'PATCH', url, payload, headers: t.auth() });
      // Unlinking a tag the place does not have is a 404 that writes nothing: the state stands.
      expect([200, 404], `${method} ${url}: ${res.body}`).toContain(res.statusCode);
      operations.push(String(res.headers[OPERATION_HEADER]));
      snapshots.push(await snapshot());
    }
    const { rows } = await t.database.raw(
      `select id, at, table_name as "table", record_id as "recordId", kind, actor_id as "actorId", changes, operation
       from change_ledger where (table_name = 'establishments' and record_id = $1) or (table_name = 'lists' and record_id = $2)
       order by id`,
      [place.id, list.id],
    );
    const byOperation = new Map<string, TLedgerEntry[]>();
    for (const row of rows as (TLedgerEntry & { operation: string })[])
      byOperation.set(row.operation, [...(byOperation.get(row.operation) ?? []), { ...row, id: Number(row.id) }]);
    // Walked back from the end: undoing operation k from the state after it gives the state before it.
    let state = snapshots[OPERATIONS];
    for (let k = OPERATIONS - 1; k >= 0; k--) {
      const entries = byOperation.get(operations[k]) ?? [];
      state = applied(state, planRevert(entries, { withExpect: false }), { place: place.id, list: list.id });
      expect(state, `seed ${seed}, operation ${k}`).toEqual(snapshots[k]);
    }
  }, 300_000);
});
