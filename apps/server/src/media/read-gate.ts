/**
 * A counting semaphore with a short, bounded line: at most `limit` holders at once; past that a caller waits up to
 * `waitMs` in a line of at most `maxWaiting`, and is turned away (undefined) when the line is full or its wait runs out.
 * The image route holds one place for each body it streams, so a burst of requests costs a bounded number of open
 * files and read buffers, and the ones over the line get a 503 they can retry rather than piling up without end.
 * @example
 * const gate = new ReadGate({ limit: 64, maxWaiting: 256, waitMs: 5000 });
 * const release = await gate.enter(); if (!release) return busy(); try { … } finally { release(); }
 */
export class ReadGate {
  private active = 0;
  private readonly line: Array<() => void> = [];

  constructor(private readonly opts: { limit: number; maxWaiting: number; waitMs: number }) {}

  /** How many places are taken and how many callers wait (for tests and logs). */
  get load() {
    return { active: this.active, waiting: this.line.length };
  }

  /** A function that gives the place back (calling it twice is harmless), or undefined when none came in time. */
  async enter(): Promise<(() => void) | undefined> {
    if (this.active < this.opts.limit) {
      this.active++;
      return this.releaser();
    }
    if (this.line.length >= this.opts.maxWaiting) return undefined;
    return new Promise((resolve) => {
      const grant = () => {
        clearTimeout(timer);
        resolve(this.releaser());
      };
      const timer = setTimeout(() => {
        const at = this.line.indexOf(grant);
        if (at >= 0) this.line.splice(at, 1);
        resolve(undefined);
      }, this.opts.waitMs);
      this.line.push(grant);
    });
  }

  private releaser() {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // The place passes straight to the first in line, so `active` only drops when nobody waits.
      const next = this.line.shift();
      if (next) next();
      else this.active--;
    };
  }
}
