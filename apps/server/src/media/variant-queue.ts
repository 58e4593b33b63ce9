/** What became of a job handed to the queue. */
export type TQueued = 'queued' | 'known' | 'dropped';

/**
 * Image variants are made here, in the background, one at a time, never inside the request that asked for one: a
 * public `/img?w=` request costs a file read, whatever the picture. The line is bounded (a flood of widths and names
 * cannot grow it), a key already waiting or being made is not queued twice, and a job that finds the line full is
 * dropped: the next request for that variant queues it again.
 * @example
 * const queue = new VariantQueue({ maxLength: 200, onError: (key, error) => log.warn({ key, error }) });
 * queue.add('_variants/w600/destinations/a.jpg', () => makeVariant(…)); // 'queued'
 */
export class VariantQueue {
  private readonly waiting = new Map<string, () => Promise<void>>();
  private running: { key: string; done: Promise<void> } | undefined;
  private closed = false;

  constructor(private readonly opts: { maxLength: number; onError: (key: string, error: unknown) => void }) {}

  add(key: string, job: () => Promise<void>): TQueued {
    if (this.waiting.has(key) || this.running?.key === key) return 'known';
    if (this.closed || this.waiting.size >= this.opts.maxLength) return 'dropped';
    this.waiting.set(key, job);
    this.next();
    return 'queued';
  }

  /** How many jobs wait and whether one runs. */
  get load() {
    return { waiting: this.waiting.size, running: this.running !== undefined };
  }

  /** Resolves once nothing waits or runs. */
  async idle(): Promise<void> {
    while (this.running) await this.running.done;
  }

  /** Forgets what waits and lets the running job finish (so nothing writes to storage after the server stopped). */
  async close(): Promise<void> {
    this.closed = true;
    this.waiting.clear();
    await this.idle();
  }

  private next() {
    if (this.running || this.closed) return;
    const first = this.waiting.entries().next();
    if (first.done) return;
    const [key, job] = first.value;
    this.waiting.delete(key);
    const done = job()
      .catch((error: unknown) => this.opts.onError(key, error))
      .finally(() => {
        this.running = undefined;
        this.next();
      });
    this.running = { key, done };
  }
}
