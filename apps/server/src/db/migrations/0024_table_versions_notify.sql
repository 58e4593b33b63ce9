-- Servers keep the content tables' versions between reads while nothing raises them (db/version-watch.ts): every
-- statement that raises one tells them, once per transaction, when it commits.
CREATE OR REPLACE FUNCTION table_versions_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mise_table_versions', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS table_versions_notify ON table_versions;
--> statement-breakpoint
CREATE TRIGGER table_versions_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON table_versions
  FOR EACH STATEMENT EXECUTE FUNCTION table_versions_notify();
