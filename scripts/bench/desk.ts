/**
 * The desk at 1 M places (issue 34 point 3): ten pinned views (rules alone, rules in the largest cities, a rule with a
 * published filter) counted in the one request the console sends every few seconds, the city × rule matrix, and a
 * list page filtered by a rule in a city ('Lisbon · without photos'), and a step of working through that list, each at
 * one editor; the views are deleted after.
 * Standalone: `npx tsx scripts/bench/desk.ts` on the seeded benchmark database.
 */
import type { HttpClient } from './http';
import { runWhenMain, runWithBenchServer } from './standalone';
import { type TSummary, fmtLoad, loadAverage, summarize } from './stats';

/** Issue 34 point 3: ten pinned views' counts in one request within 10 ms p95 at one editor. */
export const DESK_COUNTS_TARGET_MS = 10;
const REQUESTS = 200;

type TRows = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export type TDeskResult = {
  views: number;
  counts: TSummary;
  matrix: TSummary;
  rulePage: TSummary;
  workNext: TSummary;
  load: number;
};

async function timed(client: HttpClient, path: string, n: number): Promise<TSummary> {
  for (let i = 0; i < 10; i++) await client.get(path);
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await client.get(path);
    ms.push(performance.now() - start);
  }
  return summarize(ms);
}

/**
 * Skips through a work-through one record at a time (issue 34 point 4): each step lets the record go and claims the
 * next that still matches, the passed ones sent along as the console sends them; the last claim is let go.
 */
async function workSteps(client: HttpClient, where: object, n: number): Promise<TSummary> {
  const visited: number[] = [];
  const ms: number[] = [];
  let current: number | undefined;
  for (let i = 0; i < n + 10; i++) {
    const start = performance.now();
    const next = await client.json<{ id: number | null }>('POST', '/api/work/next', {
      type: 'place',
      where,
      order: ['name ASC'],
      visited,
      ...(current === undefined ? {} : { release: current }),
    });
    if (i >= 10) ms.push(performance.now() - start);
    if (next.id === null) break;
    current = next.id;
    visited.push(current);
  }
  if (current !== undefined) await client.json('POST', '/api/work/release', { type: 'place', id: current });
  return summarize(ms);
}

/**
 * Pins ten views, times their counts, the matrix and a rule's page in a big city, then deletes the views.
 * @example
 * const r = await deskBench({ client: server.client, run });
 */
export async function deskBench({ client, run }: { client: HttpClient; run: TRows }): Promise<TDeskResult> {
  const { rows } = await run(
    `select destination_id as id from establishments where not deleted and destination_id is not null
       group by 1 order by count(*) desc limit 3`,
    [],
  );
  const cities = rows.map((r) => Number(r.id));
  const rules = [
    'withoutPhotos',
    'withoutHours',
    'shortDescription',
    'withoutCuisine',
    'withoutTags',
    'publishedIncomplete',
  ];
  const wheres = [
    ...rules.map((rule) => ({ rule })),
    ...cities.map((city, i) => ({ and: [{ rule: rules[i]! }, { destinationId: { inq: [city] } }] })),
    { and: [{ rule: 'withoutTags' }, { isPublished: true }] },
  ].slice(0, 10);
  const made: number[] = [];
  try {
    for (const [i, where] of wheres.entries()) {
      const view = await client.json<{ id: number }>('POST', '/api/views', {
        type: 'place',
        name: `Bench view ${i + 1}`,
        query: {},
        where,
        shared: false,
        pinned: true,
      });
      made.push(view.id);
    }
    const counts = await timed(client, '/api/views/counts', REQUESTS);
    const matrix = await timed(client, '/api/completeness/matrix?type=place&limit=20', REQUESTS);
    const page = `/api/establishments?filter=${encodeURIComponent(
      JSON.stringify({
        where: { and: [{ rule: 'withoutTags' }, { destinationId: { inq: [cities[0]] } }] },
        order: 'name ASC, id ASC',
        limit: 20,
        fields: ['id', 'name', 'isPublished', 'destinationId'],
      }),
    )}`;
    const rulePage = await timed(client, page, REQUESTS);
    const workNext = await workSteps(
      client,
      { and: [{ rule: 'withoutPhotos' }, { destinationId: { inq: [cities[0]] } }] },
      REQUESTS,
    );
    return { views: made.length, counts, matrix, rulePage, workNext, load: loadAverage() };
  } finally {
    for (const id of made) await client.request('DELETE', `/api/views/${id}`);
  }
}

/** The result in lines. */
export function describeDesk(r: TDeskResult): string {
  const p = (s: TSummary) => `p50 ${s.p50.toFixed(2)} / p95 ${s.p95.toFixed(2)} ms`;
  return [
    `${r.views} pinned views' counts, one request: ${p(r.counts)} ${r.counts.p95 <= DESK_COUNTS_TARGET_MS ? '✓' : '✗'} (target p95 ≤ ${DESK_COUNTS_TARGET_MS} ms)`,
    `city × rule matrix, 20 cities: ${p(r.matrix)}`,
    `places page 1 of the largest city without tags: ${p(r.rulePage)}`,
    `work through the largest city without photos, one Skip: ${p(r.workNext)} (${fmtLoad(r.load)})`,
  ].join('\n    ');
}

runWhenMain(import.meta.filename, () =>
  runWithBenchServer({ name: 'desk' }, async ({ server, run }) =>
    describeDesk(await deskBench({ client: server.client, run })),
  ),
);
