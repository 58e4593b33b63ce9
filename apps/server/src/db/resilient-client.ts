import pg from 'pg';
import { fromDatabase } from './unavailable';

type TRelease = (error?: Error | boolean) => void;

export type TResilientConfig = pg.ClientConfig & {
  /**
   * Milliseconds a statement may go without an answer before the connection is given up for dead (unset: never). Set
   * above the statement timeout: PostgreSQL stops a slow statement itself, this is for a server that answers nothing
   * at all (frozen, or cut off by the network), where no statement timeout can fire.
   */
  stallTimeoutMs?: number;
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

  constructor(config?: string | TResilientConfig) {
    super(config);
    this.#stallTimeoutMs = typeof config === 'object' ? config.stallTimeoutMs : undefined;
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
    const ms = this.#stallTimeoutMs;
    // Submittables (a COPY stream) report through their own events, and run on connections without this limit.
    if (!ms || (config && typeof config === 'object' && typeof config.submit === 'function')) return super.query(config, values, callback);
    // Closing the socket fails every statement on it with this error (a 503) and hands the client back (see above).
    const timer = setTimeout(() => {
      this.connection.stream.destroy(fromDatabase(new Error(`Connection terminated: the database did not answer for ${ms} ms`)));
    }, ms);
    const done = () => clearTimeout(timer);
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
}
