import pg from 'pg';
import { type TBackendKey, cancelStatement } from './cancel-statement';
import { budgetSpent, currentBudget, controlsTransaction } from './request-budget';
import { fromDatabase } from './unavailable';

type TRelease = (error?: Error | boolean) => void;

export type TResilientConfig = pg.ClientConfig & {
  /**
   * Milliseconds a statement may go without an answer before the connection is given up for dead (unset: never). Set
   * above the statement timeout: PostgreSQL stops a slow statement itself, this is for a server that answers nothing
   * at all (frozen, or cut off by the network), where no statement timeout can fire.
   */
  stallTimeoutMs?: number;
  /** Connections that serve requests: each statement is charged to its request's database budget (db/request-budget.ts). */
  requestBudget?: boolean;
};

/**
 * A pg client that outlives its connection. node-postgres emits `'error'` on a client whose connection dies; its pool
 * listens only while the client sits idle, so a client in use (a transaction between two statements, a COPY) had no
 * listener and the unhandled event ended the process. This client always listens, and gives itself back to its pool
 * with the error: a holder may never do it (Drizzle's transaction skips the release when its `begin` fails), and each
 * such client would hold one of the pool's places for good. The holder's own later release is then a no-op.
 */
export class ResilientClient extends pg.Client {
  #release?: TRelease;
  readonly #stallTimeoutMs?: number;
  readonly #requestBudget: boolean;

  constructor(config?: string | TResilientConfig) {
    super(config);
    this.#stallTimeoutMs = typeof config === 'object' ? config.stallTimeoutMs : undefined;
    this.#requestBudget = typeof config === 'object' && config.requestBudget === true;
    this.on('error', (error) => {
      fromDatabase(error);
      this.release(error);
    });
  }

  /** The pool sets this each time it hands the client out; only the first call per checkout reaches the pool. */
  set release(release: TRelease) {
    this.#release = release;
  }

  get release(): TRelease {
    return (error) => {
      const release = this.#release;
      this.#release = undefined;
      release?.(error);
    };
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg has many overloads; we only time the call and pass everything on.
  override query(config: any, values?: any, callback?: any): any {
    // Submittables (a COPY stream) report through their own events, and run on connections without these limits.
    if (config && typeof config === 'object' && typeof config.submit === 'function')
      return super.query(config, values, callback);
    const watch = this.#watch(typeof config === 'string' ? config : config?.text);
    if (!watch) return super.query(config, values, callback);
    if (watch instanceof Error) {
      // Refused before it was sent, answered the way the caller asked for it. Through pool.query the connection goes
      // back with the error and the pool replaces it: a cost only requests past their budget pay.
      const reply = typeof values === 'function' ? values : callback;
      if (typeof reply === 'function') return void process.nextTick(reply, watch);
      return Promise.reject(watch);
    }
    const { done } = watch;
    if (typeof values === 'function') {
      return super.query(config, (error: Error, result: unknown) => {
        done();
        values(error, result);
      });
    }
    if (typeof callback === 'function') {
      return super.query(config, values, (error: Error, result: unknown) => {
        done();
        callback(error, result);
      });
    }
    const result = super.query(config, values);
    if (typeof result?.then === 'function') result.then(done, done);
    else done();
    return result;
  }

  /**
   * The limits on one statement: the stall timeout, and the request's database budget (db/request-budget.ts) when this
   * connection serves requests. Undefined when there is nothing to watch; the budget's error when the request has used
   * its time and the statement must not start.
   */
  #watch(text: unknown): { done: () => void } | Error | undefined {
    const stallMs = this.#stallTimeoutMs;
    const budget = this.#requestBudget ? currentBudget() : undefined;
    if (!stallMs && !budget) return undefined;
    const control = controlsTransaction(text);
    if (budget && !control && budget.leftMs <= 0) return budgetSpent(budget.limitMs);
    const since = performance.now();
    // Closing the socket fails every statement on it with this error (a 503) and hands the client back (see above).
    const stall = stallMs
      ? setTimeout(() => {
          this.connection.stream.destroy(
            fromDatabase(new Error(`Connection terminated: the database did not answer for ${stallMs} ms`)),
          );
        }, stallMs)
      : undefined;
    // The time the request has left: PostgreSQL is asked to stop the statement then (57014, a 503 like its own
    // statement_timeout, which still stops any one statement first when it is shorter). A timer costs nothing, where a
    // SET statement_timeout before each statement costs a round trip, and SET LOCAL a transaction around every request.
    const cancel =
      budget && !control ? setTimeout(() => cancelStatement(this as unknown as TBackendKey), budget.leftMs) : undefined;
    return {
      done: () => {
        clearTimeout(stall);
        clearTimeout(cancel);
        budget?.charge(since);
      },
    };
  }
}
