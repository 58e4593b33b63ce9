import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { MAX_CONDITIONS, MAX_SEARCH_TEXTS, MAX_TEXT_CHARS, MAX_TEXT_TESTS } from '../src/crud/where-limits';
import { openDatabase } from '../src/db/client';
import { RequestBudget, runWithBudget } from '../src/db/request-budget';
import { quotes } from '../src/db/schema/quote';
import { serviceUnavailable } from '../src/lib/service-unavailable';
import { PGLITE_REQUEST_BUDGET_MS } from '../src/plugins/db';
import { seedDemo } from '../src/seed/generate';
import { setupApp, staffCalls, testDriver } from './helper';
import { adminClient } from './pg-database';

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The finding (issue 27 point 6): 225 different search texts in nested `or`s, about 6.5 kB. */
function finding() {
  const texts = Array.from({ length: 225 }, (_, i) => `Cervejaira ${i}`);
  const or = (part: string[]) => ({ or: part.map((text) => ({ name: { search: text } })) });
  return { or: [or(texts.slice(0, 75)), or(texts.slice(75, 150)), or(texts.slice(150))] };
}

/** Array tests on the places' types: the dearest plain condition per row (900 of them took 1.5 s at 4 000 places). */
const typeTests = (n: number) => Array.from({ length: n }, (_, i) => ({ types: `type ${i}` }));

/** Leaves spread over two nested `or`s of at most 100 each (where.ts allows 100 per list). */
const nestedOr = (leaves: object[]) => ({ or: [{ or: leaves.slice(0, 50) }, { or: leaves.slice(50) }] });

describe('the matching work one request may ask for', async () => {
  const t = await setupApp();
  const { call, make } = staffCalls(t);
  const city = await make('destinations', { name: 'Limitville' });
  await make('establishments', { name: 'Cervejaria Ramiro', address: '1 Rua', city: 'Lisbon', destinationId: city.id });
  const message = (
    what: string,
    { max, has, advice, path = 'filter.where' }: { max: number; has: number; advice: string; path?: string },
  ) => `${path}: at most ${max} ${what} in one request (this one has ${has}); ${advice}`;
  const tooManyTexts = (path: string) =>
    message('different search texts', { max: MAX_SEARCH_TEXTS, has: 225, advice: 'search for fewer at once', path });

  it(`should refuse the finding's 225 search texts with 400 naming the limit of ${MAX_SEARCH_TEXTS}, before any statement, on every route that reads a where`, async () => {
    const where = finding();
    expect(JSON.stringify(where).length).toBeGreaterThan(6000);
    const routes: [string, string][] = [
      [`/api/establishments?filter=${q({ where, limit: 20 })}`, 'filter.where'],
      [`/api/establishments/count?where=${q(where)}`, 'where'],
      [`/api/destinations/${city.id}/establishments?filter=${q({ where })}`, 'filter.where'],
      [`/api/destinations/${city.id}/establishments/count?where=${q(where)}`, 'where'],
      [
        `/api/destinations/${city.id}?filter=${q({ include: { relation: 'establishments', scope: { where } } })}`,
        'filter.where',
      ],
      [`/api/destinations?filter=${q({ include: { relation: 'establishments', scope: { where } } })}`, 'filter.where'],
    ];
    for (const [url, path] of routes) {
      const started = performance.now();
      const res = await call('GET', url);
      const ms = performance.now() - started;
      console.log(`[${testDriver}] 225 search texts, ${url.split('?')[0]}: ${res.status} in ${ms.toFixed(0)} ms`);
      expect(res.status, url).toBe(400);
      expect(res.body.error.message).toBe(tooManyTexts(path));
      // Refused while reading the filter: a few ms (5 s of database time at 24 000 places before).
      expect(ms).toBeLessThan(1000);
    }
  });

  it(`should accept ${MAX_SEARCH_TEXTS} texts, repeated up to ${MAX_TEXT_TESTS} tests, and one search box's 1 000 characters`, async () => {
    const five = ['Cervejaira', 'Ramiro', 'Bistor', 'Tavrna', 'Kitchn'];
    const twenty = Array.from({ length: MAX_TEXT_TESTS }, (_, i) => ({ name: { search: five[i % 5] } }));
    const list = await call('GET', `/api/establishments?filter=${q({ where: { or: twenty } })}`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.map((r: { name: string }) => r.name)).toContain('Cervejaria Ramiro');
    const long = `Cervejaria Ramiro ${'x'.repeat(982)}`;
    expect(long).toHaveLength(1000);
    expect((await call('GET', `/api/establishments/count?where=${q({ name: { search: long } })}`)).status).toBe(200);
    // The same text on the same field is one decision; in another case it is another.
    const six = [...five, 'cervejaira'].map((text) => ({ name: { search: text } }));
    const refused = await call('GET', `/api/establishments?filter=${q({ where: { or: six } })}`);
    expect(refused.body.error.message).toBe(
      message('different search texts', { max: MAX_SEARCH_TEXTS, has: 6, advice: 'search for fewer at once' }),
    );
  });

  it('should refuse more text tests, pattern characters or conditions than one request may run over every row', async () => {
    const ilikes = (n: number, pattern = '%a%') => Array.from({ length: n }, () => ({ name: { ilike: pattern } }));
    const tests = await call('GET', `/api/establishments?filter=${q({ where: { or: ilikes(MAX_TEXT_TESTS + 1) } })}`);
    expect(tests.status).toBe(400);
    expect(tests.body.error.message).toBe(
      message('text tests (search, near, like, ilike and their negations)', {
        max: MAX_TEXT_TESTS,
        has: MAX_TEXT_TESTS + 1,
        advice: 'test fewer texts at once',
      }),
    );
    const chars = await call('GET', `/api/establishments/count?where=${q({ or: ilikes(3, `%${'a'.repeat(998)}%`) })}`);
    expect(chars.status).toBe(400);
    expect(chars.body.error.message).toBe(
      message('characters of search text and patterns', {
        max: MAX_TEXT_CHARS,
        has: 3000,
        advice: 'use shorter texts',
        path: 'where',
      }),
    );
    const conditions = await call(
      'GET',
      `/api/establishments?filter=${q({ where: nestedOr(typeTests(MAX_CONDITIONS + 1)) })}`,
    );
    expect(conditions.status).toBe(400);
    expect(conditions.body.error.message).toBe(
      message('conditions, includes counted', {
        max: MAX_CONDITIONS,
        has: MAX_CONDITIONS + 1,
        advice: 'use inq for a list of values, or ask in parts',
      }),
    );
    expect(
      (await call('GET', `/api/establishments?filter=${q({ where: nestedOr(typeTests(MAX_CONDITIONS)) })}`)).status,
    ).toBe(200);
  });
});

/**
 * PostgreSQL can stop a statement, so a request's budget is a deadline: each statement gets the time the request has
 * left, and one past it is cancelled (57014), which answers 503 with Retry-After as a statement timeout does.
 */
describe.skipIf(testDriver === 'pglite')('a request past its database budget on PostgreSQL', async () => {
  const BUDGET_MS = 400;
  const t = await setupApp({ requestDbBudgetMs: BUDGET_MS });

  it('should answer 503 with Retry-After when a statement runs past the time left, then serve the next request', async () => {
    // The list's statement waits on a lock the test holds: it would wait for ever without the budget (no statement timeout here).
    const admin = await adminClient(t.url as string);
    try {
      await admin.query('begin');
      await admin.query('lock table quotes in access exclusive mode');
      const started = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/api/quotes', headers: t.auth() });
      const ms = performance.now() - started;
      console.log(
        `[postgres] a list waiting on a lock, budget ${BUDGET_MS} ms: ${res.statusCode} in ${ms.toFixed(0)} ms`,
      );
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error.message).toMatch(/took too long to answer and stopped this request/);
      expect(ms).toBeGreaterThanOrEqual(BUDGET_MS - 50);
      expect(ms).toBeLessThan(BUDGET_MS + 3000);
    } finally {
      await admin.query('rollback');
      await admin.end();
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/quotes', headers: t.auth() })).statusCode).toBe(200);
  });

  it('should give each statement after the first only the time left and refuse the next, transactions included (real connection)', async () => {
    const database = await openDatabase({ url: t.url, poolSize: 2 });
    try {
      const budget = new RequestBudget(600);
      const outcomes: string[] = [];
      const took: number[] = [];
      const started = performance.now();
      await runWithBudget(budget, async () => {
        for (let i = 0; i < 3; i++) {
          const at = performance.now();
          try {
            await database.db.execute(sql`select pg_sleep(0.4)`);
            outcomes.push('ran');
          } catch (error) {
            expect(serviceUnavailable(error)?.retryAfterSeconds).toBe(5);
            // PostgreSQL's own words for a cancelled statement, or ours for one never sent.
            outcomes.push(
              /due to user request/.test(String((error as { cause?: unknown }).cause)) ? 'cancelled' : 'refused',
            );
          }
          took.push(performance.now() - at);
        }
        await expect(
          database.db.transaction(async (tx) => tx.insert(quotes).values({ title: 'never' })),
        ).rejects.toThrow();
      });
      const ms = performance.now() - started;
      const each = took.map((n) => n.toFixed(0)).join(' / ');
      console.log(
        `[postgres] budget 600 ms, three statements of 400 ms: ${outcomes.join(', ')} (${each} ms) in ${ms.toFixed(0)} ms (charged ${budget.spentMs.toFixed(0)} ms)`,
      );
      // The second was stopped when the 600 ms were used (plus the cancel's own round trip), not after its own 400; the
      // third and the transaction's insert never ran.
      expect(outcomes).toEqual(['ran', 'cancelled', 'refused']);
      expect(took[1]).toBeLessThan(400);
      expect(ms).toBeLessThan(3 * 400);
      const { rows } = await database.raw('select count(*)::int as n from quotes where title = $1', ['never']);
      expect(rows[0].n).toBe(0);
      // The pool serves statements outside a request's budget as before.
      expect((await database.raw('select 1 as one')).rows[0].one).toBe(1);
    } finally {
      await database.close();
    }
  });
});

/**
 * Embedded PGlite has one connection, and its statements run on this process's thread and cannot be interrupted: a
 * request's statements run back to back while the others wait. So the budget is checked each time a request gets the
 * connection and between the statements of its transactions, and the work limits above keep any one statement short.
 */
describe.skipIf(testDriver === 'postgres')('no request holds embedded PGlite for a second', async () => {
  const t = await setupApp();
  const PLACES = 4000;
  await seedDemo(t.database, { scale: 1, places: PLACES });
  const { call } = staffCalls(t);
  const [place] = (await call('GET', `/api/establishments?filter=${q({ limit: 1, fields: ['id'] })}`)).body as {
    id: number;
  }[];

  /**
   * The dearest request the limits allow: five different texts, each decided for the first time (two in many names,
   * three misspelt, whose near matches come from the words index), used four times each in nested `or`s with 80 array
   * tests, a page of 1 000 places with ten relations included three levels deep and their counts. Each round writes
   * the texts in another case: the same texts to the eye, new ones to the decisions' memory (search/name-search.ts).
   */
  const worst = (round: number) => {
    const cased = [(x: string) => x, (x: string) => x.toLowerCase(), (x: string) => x.toUpperCase()][round % 3];
    const texts = ['Olive', 'Golden', 'Saffrn', 'Lanterm', 'Orchrad'].map(cased);
    const searches = Array.from({ length: MAX_TEXT_TESTS }, (_, i) => ({ name: { search: texts[i % 5] } }));
    const seven = ['cuisines', 'foodDrinks', 'tags', 'similarEstablishments', 'reviews', 'favouriters', 'wishers'];
    const include = [
      ...seven,
      {
        relation: 'destination',
        scope: { include: { relation: 'destinationPack', scope: { include: 'destinations' } } },
      },
    ];
    const where = nestedOr([...searches, ...typeTests(MAX_CONDITIONS - MAX_TEXT_TESTS)]);
    return `/api/establishments?filter=${q({ where, include, includeCount: true, limit: 1000 })}`;
  };

  const rowsOf = (res: { statusCode: number; json: () => unknown }) =>
    res.statusCode === 200 ? (res.json() as unknown[]).length : 'none';

  it(`should answer a one-record GET within 1.5 s while the worst allowed request runs (budget ${PGLITE_REQUEST_BUDGET_MS} ms)`, async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth() });
    // Its own duration, alone (texts never decided before, as in every round).
    let started = performance.now();
    const alone = await get(worst(1));
    const aloneMs = performance.now() - started;
    expect([200, 503], alone.body).toContain(alone.statusCode);
    // Then again beside a colleague opening one place, over and over until the worst one has answered.
    started = performance.now();
    let done = false;
    const hog = get(worst(2)).then((res) => {
      done = true;
      return { res, ms: performance.now() - started };
    });
    const waits: number[] = [];
    while (!done) {
      const at = performance.now();
      const one = await get(`/api/establishments/${place.id}`);
      expect(one.statusCode).toBe(200);
      waits.push(performance.now() - at);
    }
    const { res, ms } = await hog;
    const longest = Math.max(...waits);
    console.log(
      `[pglite] ${PLACES} places; worst allowed request alone: ${alone.statusCode} (${rowsOf(alone)} places) in ${aloneMs.toFixed(0)} ms; beside it: ${res.statusCode} (${rowsOf(res)} places) in ${ms.toFixed(0)} ms; ` +
        `${waits.length} one-record GETs meanwhile, longest ${longest.toFixed(0)} ms`,
    );
    expect([200, 503]).toContain(res.statusCode);
    // Statements run back to back on PGlite, on this thread, so the first GET waits for about the whole worst request:
    // at most its budget (0.5 s of statements), the one statement that may start just before the budget is used, and
    // the JavaScript around them; measured 0.5 to 1.3 s on a 2-core machine running other suites, hence the 1.5 s bound
    // rather than a tighter one. Without the limits the finding's request held everyone for 5 s at these 4 000 places,
    // 12 s at 24 000.
    expect(longest).toBeLessThan(1500);
  });

  it('should answer 503 with Retry-After, between two statements, to a request past a tighter budget', async () => {
    // The same database behind a second app whose requests get 60 ms: the worst request then runs out on the way. (It
    // takes about 280 ms alone, but the earlier tests leave its searches decided, and a repeat took 150-175 ms, too near
    // a budget of 150 ms to be sure of the 503.)
    const tight = await buildApp({ config: { ...t.config, requestDbBudgetMs: 60 }, database: t.database });
    try {
      await tight.ready();
      const started = performance.now();
      const res = await tight.inject({ method: 'GET', url: worst(3), headers: t.auth() });
      const ms = performance.now() - started;
      console.log(
        `[pglite] the worst allowed request with a budget of 60 ms: ${res.statusCode} in ${ms.toFixed(0)} ms`,
      );
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().error.message).toMatch(/took too long to answer and stopped this request/);
      expect(
        (await tight.inject({ method: 'GET', url: `/api/establishments/${place.id}`, headers: t.auth() })).statusCode,
      ).toBe(200);
    } finally {
      await tight.close();
    }
  });

  it('should refuse the next statement of a request that used its budget, and roll its transaction back', async () => {
    const budget = new RequestBudget(100);
    const outcomes: string[] = [];
    await runWithBudget(budget, async () => {
      for (let i = 0; i < 3; i++) {
        try {
          await t.database.db.execute(sql`select pg_sleep(0.06)`);
          outcomes.push('ran');
        } catch (error) {
          expect(serviceUnavailable(error)?.retryAfterSeconds).toBe(5);
          outcomes.push('refused');
        }
      }
    });
    // PGlite cannot stop the second statement, which starts with 40 ms left; the third is refused before it runs.
    expect(outcomes).toEqual(['ran', 'ran', 'refused']);
    const inTransaction = new RequestBudget(100);
    await runWithBudget(inTransaction, async () => {
      const failed = await t.database.db
        .transaction(async (tx) => {
          await tx.insert(quotes).values({ title: 'rolled back' });
          await tx.execute(sql`select pg_sleep(0.15)`);
          await tx.execute(sql`select 1`);
        })
        .catch((error: unknown) => error);
      expect(String((failed as { cause?: unknown }).cause)).toMatch(/the request used its 100 ms of database time/);
      expect(serviceUnavailable(failed)?.retryAfterSeconds).toBe(5);
    });
    const { rows } = await t.database.raw('select count(*)::int as n from quotes where title = $1', ['rolled back']);
    expect(rows[0].n).toBe(0);
  });
});
