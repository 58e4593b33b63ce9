import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { RequestBudget, runWithBudget } from '../db/request-budget';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/**
 * PGlite's default budget. Its one connection serves every request, and its statements run on this thread: a request's
 * statements run back to back while every other request waits, for its budget, plus the one statement that starts
 * just before the budget is used, plus the JavaScript around them. Half a second keeps that under a second (issue 27
 * point 6: no request may hold PGlite longer); a console page uses a tenth of it.
 */
export const PGLITE_REQUEST_BUDGET_MS = 500;

/**
 * The database time one request may use (REQUEST_DB_BUDGET_MS; 0: no limit). Unset, PostgreSQL gives a request what it
 * gave one statement (DB_STATEMENT_TIMEOUT_MS), so a request of many statements ends as soon as one slow one would have.
 * @example
 * requestDbBudgetMs({ dbStatementTimeoutMs: 15_000 }, 'postgres') // 15_000
 */
export function requestDbBudgetMs(
  config: { requestDbBudgetMs?: number; dbStatementTimeoutMs: number },
  driver: Database['driver'],
): number {
  return config.requestDbBudgetMs ?? (driver === 'pglite' ? PGLITE_REQUEST_BUDGET_MS : config.dbStatementTimeoutMs);
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const budgets = new WeakMap<FastifyRequest, RequestBudget>();

/**
 * Exposes the opened database to every route; the caller owns opening and closing it. With `requestBudgetMs`, every
 * request gets that much database time over all its statements (db/request-budget.ts), past which it answers 503.
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { database: Database; requestBudgetMs?: number }) => {
    app.decorate('database', opts.database);
    app.decorate('db', opts.database.db);
    // A write this server answers may have raised a table's version: the next list reads them again, even if the
    // database's notification of it has not arrived yet (an editor's save is then always in the list they open next).
    const watch = opts.database.versionWatch;
    if (watch)
      app.addHook('onSend', async (req, _reply, payload) => {
        if (!READS.has(req.method)) watch.forget();
        return payload;
      });
    const limitMs = opts.requestBudgetMs ?? 0;
    if (limitMs <= 0) return;
    // The budget is the request's from its first hook on (the session check included). Reading a body runs on the
    // socket's events, outside that context, so the handler's hook enters it again.
    app.addHook('onRequest', (req, _reply, done) => {
      const budget = new RequestBudget(limitMs);
      budgets.set(req, budget);
      runWithBudget(budget, done);
    });
    app.addHook('preHandler', (req, _reply, done) => runWithBudget(budgets.get(req), done));
  },
  { name: 'db' },
);
