import { AsyncLocalStorage } from 'node:async_hooks';
import { fromDatabase } from './unavailable';

/**
 * The database time one request may use over all its statements (REQUEST_DB_BUDGET_MS), and how much it has used.
 *
 * Counted is the time the request holds the database — a statement outstanding on PostgreSQL, the one connection held
 * on PGlite — not the wall clock since it began: an upload streams its body between two statements for as long as a
 * slow uplink needs (REQUEST_TIMEOUT_MS), and waiting for another request's statement is that request's time, not
 * this one's. Statements a request runs side by side (a page and its count) each count in full.
 */
export class RequestBudget {
  spentMs = 0;

  constructor(readonly limitMs: number) {}

  get leftMs(): number {
    return this.limitMs - this.spentMs;
  }

  /** Adds the time one statement (or hold of the connection) took, measured from `since` (performance.now()). */
  charge(since: number): void {
    this.spentMs += performance.now() - since;
  }
}

/**
 * The error of a request that used up its budget: code 57014 (query_canceled) like PostgreSQL's own statement timeout,
 * so the errors plugin answers it the same way, 503 with Retry-After (lib/service-unavailable.ts).
 */
export function budgetSpent(limitMs: number): Error {
  const error = Object.assign(
    new Error(`canceling statement: the request used its ${limitMs} ms of database time (REQUEST_DB_BUDGET_MS)`),
    {
      code: '57014',
    },
  );
  return fromDatabase(error);
}

const current = new AsyncLocalStorage<RequestBudget | undefined>();

/** The budget of the request this code runs for, if any (start-up, the seeder and migrations run without one). */
export const currentBudget = (): RequestBudget | undefined => current.getStore();

/**
 * Runs `fn` with `budget` as the current one: every statement it starts, however deep in its promises, is charged to it.
 * @example
 * runWithBudget(new RequestBudget(1000), () => app.db.select().from(cities)) // charged; refused with 503 once 1000 ms are used
 */
export function runWithBudget<T>(budget: RequestBudget | undefined, fn: () => T): T {
  return current.run(budget, fn);
}

/** Runs `fn` outside any request's budget: work that is long by nature and paced by its own loop (the CSV export). */
export function outsideBudget<T>(fn: () => T): T {
  return current.run(undefined, fn);
}

/**
 * Statements that open or end a transaction or a savepoint are never refused: a refused COMMIT or ROLLBACK would leave
 * the transaction open on the connection, and Drizzle does not give a connection back to its pool when its BEGIN fails.
 * The first statement inside is refused instead, and the transaction rolls back. They are still charged.
 */
export const controlsTransaction = (text: unknown): boolean =>
  typeof text === 'string' &&
  /^\s*(begin|start\s+transaction|savepoint|commit|rollback|end|abort|release)\b/i.test(text);
