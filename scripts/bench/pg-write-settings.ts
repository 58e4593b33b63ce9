type TRows = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * PostgreSQL's settings that move a bulk write's rate most (docs/operations.md, 'Settings for bulk writes'), as one
 * line to print beside its figures: the same code measured 2 546 records/s on the defaults and 3 723 with them raised
 * (session 42, on a table holding the dead rows of earlier runs; see `settleTables`).
 * @example
 * await writeSettings(run) // 'shared_buffers 128MB, max_wal_size 1GB, wal_compression off, autovacuum on'
 */
export async function writeSettings(run: TRows): Promise<string> {
  const names = ['shared_buffers', 'max_wal_size', 'wal_compression', 'autovacuum'];
  const { rows } = await run(`select name, current_setting(name) as value from unnest($1::text[]) as name`, [names]);
  return rows.map((row) => `${String(row.name)} ${String(row.value)}`).join(', ');
}

/** The tables a bulk write or an import changes rows of (the places, their completeness state and the kept counts). */
const WRITTEN_TABLES = ['establishments', 'record_gaps', 'gap_counts', 'row_counts', 'parent_counts'];

/**
 * Vacuums the tables a write bench changes, then checkpoints, before anything is timed, and answers the dead rows they
 * held. Each run leaves 100 000–200 000 dead places behind, which autovacuum clears between runs on a default server
 * but not where it is off (this machine): on a table holding two earlier runs' dead rows the same publish ran at
 * 4 393 records/s, vacuumed 5 280 (session 43).
 * @example
 * const dead = await settleTables(run); // 180 300
 */
export async function settleTables(run: TRows): Promise<number> {
  const { rows } = await run(
    `select coalesce(sum(n_dead_tup), 0)::bigint as dead from pg_stat_user_tables where relname = any($1::text[])`,
    [WRITTEN_TABLES],
  );
  // Every one of them exists on a migrated database (the benches migrate theirs first).
  await run(`vacuum (analyze) ${WRITTEN_TABLES.join(', ')}`, []);
  // The vacuum's own dirty pages written out now, not by the timed job: a preview straight after vacuuming 316 857 dead
  // rows took 1 905 ms against 37–53 ms once settled.
  await run('checkpoint', []);
  return Number(rows[0]!.dead);
}
