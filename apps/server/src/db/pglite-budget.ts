import type { PGlite, Transaction } from '@electric-sql/pglite';
import { type RequestBudget, budgetSpent, currentBudget, controlsTransaction } from './request-budget';

/** PGlite's lock on its one connection: every query, exec and whole transaction runs inside it (0.5.16). */
type THolding = { _runExclusiveTransaction: <T>(fn: () => Promise<T>) => Promise<T> };

/** When each budget's current hold of the connection began (a request holds it once at a time: holds are exclusive). */
const heldSince = new WeakMap<RequestBudget, number>();

/** The budget left now, the hold in progress counted. */
const leftNow = (budget: RequestBudget) =>
  budget.leftMs - (performance.now() - (heldSince.get(budget) ?? performance.now()));

/**
 * Charges every hold of PGlite's one connection to the request holding it (db/request-budget.ts), and refuses, with
 * the budget's 503, a statement of a request that has used its time: when it gets the connection (after waiting for
 * others, which is their time) and between the statements of its transaction (which then rolls back). PGlite cannot
 * interrupt a statement, so a request may overrun its budget by its last statement, no more; the work limits keep any
 * one statement short (search texts, conditions, includes: crud/where-limits.ts, crud/filter.ts, crud/where.ts).
 * @example
 * const client = await PGlite.create(…); meterHolds(client); // then every request's holds are counted
 */
export function meterHolds(client: PGlite): void {
  const inner = client as unknown as THolding;
  const hold = inner._runExclusiveTransaction;
  if (typeof hold !== 'function')
    throw new Error(
      'PGlite has no _runExclusiveTransaction any more: db/pglite-budget.ts must learn how this version takes its lock',
    );
  inner._runExclusiveTransaction = function <T>(this: unknown, fn: () => Promise<T>): Promise<T> {
    // Read when the statement is asked for, in the request's own context.
    const budget = currentBudget();
    if (!budget) return hold.call(this, fn) as Promise<T>;
    return hold.call(this, async () => {
      if (budget.leftMs <= 0) throw budgetSpent(budget.limitMs);
      const since = performance.now();
      heldSince.set(budget, since);
      try {
        return await fn();
      } finally {
        heldSince.delete(budget);
        budget.charge(since);
      }
    }) as Promise<T>;
  };
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    const budget = currentBudget();
    return transaction((tx) => callback(budget ? guarded(tx, budget) : tx));
  };
}

/** A transaction whose statements are refused once the request's time is used (COMMIT and ROLLBACK always run). */
function guarded(tx: Transaction, budget: RequestBudget): Transaction {
  const check = (text: unknown) => {
    if (!controlsTransaction(text) && leftNow(budget) <= 0) throw budgetSpent(budget.limitMs);
  };
  // Its other members (rollback, listen, closed) are the transaction's own.
  const out = Object.create(tx) as Transaction;
  out.query = async (query, params, options) => {
    check(query);
    return tx.query(query, params, options);
  };
  out.exec = async (query, options) => {
    check(query);
    return tx.exec(query, options);
  };
  out.sql = async (strings, ...params) => {
    check(strings[0]);
    return tx.sql(strings, ...params);
  };
  return out;
}
