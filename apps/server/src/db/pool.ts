import pg from 'pg';
import type { TResilientConfig } from './resilient-client';
import { PreparingClient } from './statement-cache';
import { fromDatabase } from './unavailable';

export type TPoolOptions = {
  url: string;
  max: number;
  /** Milliseconds to wait for a connection, a free one of the pool's or a new one (unset: no limit). */
  connectTimeoutMs?: number;
  /** The connections' statement_timeout in ms: unset keeps the server's (or role's) default, 0 turns it off. */
  statementTimeoutMs?: number;
  /** plan_cache_mode = force_generic_plan on every connection (see Database.generic). */
  genericPlans?: boolean;
  /** The connections serve requests: each statement is charged to its request's database budget (request-budget.ts). */
  requestBudget?: boolean;
  /**
   * max_parallel_workers_per_gather = 0: an editor's request is a page, a count or a search, and starting parallel
   * workers for one cost 30–60 ms on a 2-core machine (a page of a rule in a 26 000-place city: 53–77 ms with two
   * workers, 0.9–4.5 ms without), while ten editors already keep both cores busy.
   */
  serialPlans?: boolean;
};

/** A failed connect, or no connection in time, marked as the database's (see databaseUnavailable). */
class MarkingPool extends pg.Pool {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's two overloads (callback and promise); we only mark the error.
  override connect(callback?: any): any {
    if (callback) return super.connect((error, client, done) => callback(error && fromDatabase(error), client, done));
    return super.connect().catch((error: unknown) => {
      throw fromDatabase(error);
    });
  }
}

/**
 * A pool of PreparingClients with the server's timeouts. Connections dropped while idle (a restart, a failover, an
 * operator's pg_terminate_backend) are logged and replaced; those dropped while in use fail their request, which the
 * errors plugin answers with 503, and go back to the pool (see ResilientClient).
 */
export function openPool(opts: TPoolOptions, isClosing: () => boolean): pg.Pool {
  const settings = [
    opts.genericPlans ? 'plan_cache_mode=force_generic_plan' : undefined,
    opts.statementTimeoutMs === undefined ? undefined : `statement_timeout=${opts.statementTimeoutMs}`,
    opts.serialPlans ? 'max_parallel_workers_per_gather=0' : undefined,
  ].filter(Boolean);
  const config: pg.PoolConfig & TResilientConfig = {
    connectionString: opts.url,
    max: opts.max,
    Client: PreparingClient,
    connectionTimeoutMillis: opts.connectTimeoutMs,
    // A peer that vanished without closing (a network cut) is noticed instead of waited on for hours.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // Startup options, so they hold for every statement without a transaction to scope them, and override role defaults.
    ...(settings.length > 0 ? { options: settings.map((s) => `-c ${s}`).join(' ') } : {}),
    // Past the statement timeout by a margin, so PostgreSQL's own (a clear 57014) comes first when it can fire at all.
    ...(opts.statementTimeoutMs
      ? { stallTimeoutMs: opts.statementTimeoutMs + Math.min(5000, opts.statementTimeoutMs) }
      : {}),
    requestBudget: opts.requestBudget === true,
  };
  const pool = new MarkingPool(config);
  pool.on('error', (error) => {
    if (!isClosing()) reportLost(error);
  });
  return pool;
}

let lastReport = 0;
let unreported = 0;

/** One line per ten seconds at most: a restart drops every connection at once, and one line says it. */
function reportLost(error: Error) {
  const now = Date.now();
  if (now - lastReport < 10_000) {
    unreported++;
    return;
  }
  const more = unreported > 0 ? ` (and ${unreported} more since the last report)` : '';
  console.error(`database connection lost: ${error.message}${more}; it will be replaced when next needed`);
  lastReport = now;
  unreported = 0;
}
