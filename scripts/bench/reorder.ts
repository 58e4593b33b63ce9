import { recordStatements } from './capture';
import type { HttpClient } from './http';
import { type TSummary, summarize } from './stats';

/**
 * Reordering a big city's places the way the console does it (a drag in the city's Places tab:
 * components/resource/use-relation-reorder.ts sends `PATCH destinations/{id}/establishments/{itemId}/change-order
 * {order}`), moving the last place to the top or the middle (with spaced positions one row is written; crud/positions.ts). At 1 M places the seed's largest city
 * holds about 26 k (a Zipf draw); at smaller scales the bench gives a city of its own REORDER_PLACES unpublished places,
 * taken from other cities (the typical city's published figures stay as they were), and keeps it between runs.
 */
export const REORDER_PLACES = 26_000;
/** ../shared/design/PERFORMANCE.md and issue 31: one move in a 26 000-place city. */
export const REORDER_P95_TARGET_MS = 100;
const CITY_NAME = 'Bench reorder city';

export type TReorderResult = {
  cityId: number;
  places: number;
  /** Moves the server answered 200, timed through HTTP. */
  moves: TSummary;
  /** Moves the server refused (e.g. 503 when the statement timeout stopped it), with the first answer. */
  failed: { count: number; ms: TSummary; first?: string };
  /** The recorded move, in this process (no statement timeout). */
  recordedMs: number;
  statements: number;
  updates: number;
};
/** Moves stop after this long once three are timed (a slow machine needs tens of seconds a move). */
const BUDGET_MS = 150_000;
type TRows = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The seed's largest city when it is big enough, else the bench's own, created (and filled) when missing. */
async function bigCity(run: TRows, keepCityId: number): Promise<{ cityId: number; places: number }> {
  const largest = await run(
    'select destination_id as id, count(*)::int as n from establishments where destination_id is not null group by destination_id order by n desc limit 1',
    [],
  );
  const seeded = largest.rows[0] as { id: number; n: number } | undefined;
  if (seeded && seeded.n >= REORDER_PLACES * 0.9) return { cityId: Number(seeded.id), places: seeded.n };
  const found = await run('select id from destinations where name = $1 order by id limit 1', [CITY_NAME]);
  const cityId = Number(
    found.rows[0]?.id ??
      (await run('insert into destinations (name) values ($1) returning id', [CITY_NAME])).rows[0].id,
  );
  const count = async () =>
    Number((await run('select count(*)::int as n from establishments where destination_id = $1', [cityId])).rows[0].n);
  const held = await count();
  if (held < REORDER_PLACES) {
    await run(
      `update establishments e set destination_id = $1, destination_order = $2 + s.n
         from (select id, row_number() over (order by id) as n from establishments
                where not deleted and not is_published and destination_id is distinct from $1 and destination_id is distinct from $3
                order by id limit $4) s
        where e.id = s.id`,
      [cityId, held, keepCityId, REORDER_PLACES - held],
    );
    await run('analyze establishments', []);
  }
  return { cityId, places: await count() };
}

/** The place in the city's last position (change-order's order: position, then id). */
async function lastPlace(run: TRows, cityId: number): Promise<number> {
  const { rows } = await run(
    'select id from establishments where destination_id = $1 order by destination_order desc nulls first, id desc limit 1',
    [cityId],
  );
  return Number(rows[0].id);
}

/**
 * Times `repeats` moves of the last place to the top or the middle, one at a time through the running server (after two untimed
 * ones), then records the statements one more move sends through the app in this process.
 * @example
 * const r = await reorderBench({ client: server.client, run, url, staff, keepCityId: 12, repeats: 20 });
 */
export async function reorderBench(opts: {
  client: HttpClient;
  run: TRows;
  url: string;
  staff: { email: string; password: string };
  keepCityId: number;
  repeats: number;
}): Promise<TReorderResult> {
  const { cityId, places } = await bigCity(opts.run, opts.keepCityId);
  // Alternately to the top and to the middle of the list: a drag lands anywhere, and the middle is where the neighbours
  // must be found among thousands.
  let moves = 0;
  const move = async (): Promise<{ ms: number; error?: string }> => {
    const itemId = await lastPlace(opts.run, cityId);
    const order = moves++ % 2 === 0 ? 1 : Math.floor(places / 2);
    const started = performance.now();
    try {
      await opts.client.request('PATCH', `/api/destinations/${cityId}/establishments/${itemId}/change-order`, {
        order,
      });
      return { ms: performance.now() - started };
    } catch (error) {
      return {
        ms: performance.now() - started,
        error: (error instanceof Error ? error.message : String(error)).slice(0, 200),
      };
    }
  };
  const started = performance.now();
  await move();
  const done: { ms: number; error?: string }[] = [];
  while (done.length < opts.repeats && (done.length < 3 || performance.now() - started < BUDGET_MS))
    done.push(await move());
  const failures = done.filter((m) => m.error);
  const itemId = await lastPlace(opts.run, cityId);
  const recordStarted = performance.now();
  const recorded = await recordStatements(opts.url, opts.staff, {
    method: 'PATCH',
    url: `/api/destinations/${cityId}/establishments/${itemId}/change-order`,
    payload: { order: 1 },
  });
  const recordedMs = performance.now() - recordStarted;
  if (recorded.status !== 200) throw new Error(`the recorded change-order answered ${recorded.status}`);
  // Statements that write the list's rows (the owner's own `updated` is raised by one more).
  const updates = recorded.statements.filter((text) => /^\s*update\s+"establishments"/i.test(text)).length;
  return {
    cityId,
    places,
    moves: summarize(done.filter((m) => !m.error).map((m) => m.ms)),
    failed: { count: failures.length, ms: summarize(failures.map((m) => m.ms)), first: failures[0]?.error },
    recordedMs,
    statements: recorded.statements.length,
    updates,
  };
}

/** One line for the report. */
export function describeReorder(r: TReorderResult): string {
  const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1));
  const answered =
    r.moves.n > 0
      ? `p50 ${ms(r.moves.p50)} ms, p95 ${ms(r.moves.p95)} ms over ${r.moves.n} moves one at a time`
      : 'no move answered 200';
  const failed =
    r.failed.count > 0
      ? `; ${r.failed.count} move(s) FAILED after p50 ${ms(r.failed.ms.p50)} ms (${r.failed.first})`
      : '';
  const mark = r.moves.n > 0 && r.moves.p95 <= REORDER_P95_TARGET_MS ? '✓' : '✗';
  return `Reorder (change-order, last of ${r.places.toLocaleString('en-US')} places of city ${r.cityId} to the top or the middle): ${answered}${failed} (target p95 ≤ ${REORDER_P95_TARGET_MS} ms ${mark}); one more move in this process ${ms(r.recordedMs)} ms, ${r.updates} UPDATE of the places (target 1 ${r.updates === 1 ? '✓' : '✗'}) among ${r.statements} statements`;
}
