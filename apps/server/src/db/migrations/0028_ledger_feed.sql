-- The dashboard's recent changes (issue 32 point 7): the newest ledger entries of one staff member, or of one type,
-- read backwards along an index each, as the whole ledger is along change_ledger_id_idx.
CREATE INDEX IF NOT EXISTS change_ledger_actor_idx ON change_ledger (actor_id, id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS change_ledger_table_idx ON change_ledger (table_name, id);
