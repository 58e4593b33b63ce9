-- Trash clean-up (issue 33 point 6, jobs/trash-purge.ts). A record purged for good leaves its tombstone in the change
-- ledger: the `purge` entry its delete writes is narrowed, in the same transaction, to
-- {"tombstone": {name, deletedBy, deletedByName, deletedAt, job}} (no snapshot of the row is kept). Its stored files
-- are marked here in that transaction and removed from storage once it has committed; a mark a server left behind (it
-- died between the two, or storage was out of reach) is taken up by the next purge.
CREATE TABLE IF NOT EXISTS trash_purge_files (
  key text PRIMARY KEY,
  job_id integer REFERENCES jobs (id) ON DELETE SET NULL,
  marked_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- A purged record's tombstone, found by its table and id (the media sweep asks, for each ledger entry naming a file,
-- whether its record is gone for good).
CREATE INDEX IF NOT EXISTS change_ledger_tombstone_idx ON change_ledger (table_name, record_id)
  WHERE kind = 'purge' AND changes ? 'tombstone';
