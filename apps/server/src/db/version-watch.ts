import pg from 'pg';

/** The channel migration 0024's trigger on table_versions notifies after every statement that raises a version. */
export const VERSIONS_CHANNEL = 'mise_table_versions';
const RECONNECT_MS = 1000;

/**
 * The content tables' versions (table_versions) as this server last read them, kept only while nothing can have
 * raised them since: a connection of its own LISTENs on VERSIONS_CHANNEL, and every notification, every write this
 * server answers (`forget`) and every loss of that connection forgets them. A reading remembers only if no notification
 * came between its start (`generation`) and its end, so a slow reading never files versions older than a newer one's.
 *
 * It saves a round trip on a list answered in full, whose tag may lag the rows (tagged with older versions, the answer
 * is only ever sent again in full). A 304 is never decided from it: that reads the table itself (crud/list-etag.ts).
 * @example
 * const watch = new VersionWatch(url); watch.current() // undefined until read; then '…establishments:1843,…'
 */
export class VersionWatch {
  private client: pg.Client | undefined;
  private listening = false;
  private known: string | undefined;
  private gen = 0;
  private closed = false;
  /** After a lost connection, when the next list may try to listen again (none tries while nobody lists). */
  private retryAt = 0;

  constructor(private readonly url: string) {}

  /** The versions, when this server is sure none has been raised since it read them; starts listening on first call. */
  current(): string | undefined {
    if (!this.client && !this.closed && Date.now() >= this.retryAt) this.connect();
    return this.listening ? this.known : undefined;
  }

  /** A counter that moves whenever the versions may have changed; read it before reading table_versions. */
  generation(): number {
    return this.gen;
  }

  /** Keeps `versions`, read from table_versions after `generation()` answered `since`, unless they may be stale. */
  remember(versions: string, since: number) {
    if (this.listening && since === this.gen) this.known = versions;
  }

  /** A write may have raised a version (called when this server answers one, before the answer leaves). */
  forget() {
    this.gen++;
    this.known = undefined;
  }

  async close() {
    this.closed = true;
    this.forget();
    const client = this.client;
    this.client = undefined;
    this.listening = false;
    await client?.end().catch(() => {});
  }

  private connect() {
    const client = new pg.Client({ connectionString: this.url });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.listening = false;
      this.forget();
      client.end().catch(() => {});
      // Until it listens again, every list reads the table (current() answers undefined).
      this.retryAt = Date.now() + RECONNECT_MS;
    };
    client.on('notification', () => this.forget());
    client.on('error', lost);
    client.on('end', lost);
    client
      .connect()
      .then(() => client.query(`LISTEN ${VERSIONS_CHANNEL}`))
      .then(() => {
        if (this.client !== client) return;
        // Whatever was read before now may predate a notification this connection never saw.
        this.forget();
        this.listening = true;
      })
      .catch(lost);
  }
}
