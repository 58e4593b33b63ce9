-- The trash (issue 32 point 5, docs/architecture.md "Trash"): one row per trashed record of every soft-deletable table,
-- kept by triggers on `deleted`, so one index answers "what was deleted, newest first" across all types, by whom, in
-- which city. A trashed record keeps its own row and every link (they are hidden by the live-row rule); restoring it
-- removes its trash row and brings the links back as they were.
CREATE TABLE IF NOT EXISTS trash (
  table_name text NOT NULL,
  record_id integer NOT NULL,
  deleted_at timestamptz NOT NULL DEFAULT now(),
  actor_id integer,
  city_id integer,
  name text NOT NULL DEFAULT '',
  PRIMARY KEY (table_name, record_id)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS trash_deleted_idx ON trash (deleted_at DESC, table_name DESC, record_id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS trash_type_idx ON trash (table_name, deleted_at DESC, record_id DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS trash_actor_idx ON trash (actor_id, deleted_at DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS trash_city_idx ON trash (city_id, deleted_at DESC);
--> statement-breakpoint
-- TG_ARGV: the record's name and its city, as expressions over the row `r`. An update that flips no `deleted` (an
-- ordinary edit) stops at the first, static check. (A trigger with transition tables cannot be limited to a column.)
CREATE OR REPLACE FUNCTION trash_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor int := nullif(current_setting('mise.actor', true), '')::int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO trash (table_name, record_id, actor_id, city_id, name)
      SELECT %L, r.id, $1, %s, coalesce(%s, %L) FROM new_rows r WHERE r.deleted ON CONFLICT DO NOTHING',
      TG_TABLE_NAME, TG_ARGV[1], TG_ARGV[0], '') USING actor;
  ELSIF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows r JOIN old_rows o ON o.id = r.id WHERE r.deleted IS DISTINCT FROM o.deleted) THEN
      RETURN NULL;
    END IF;
    EXECUTE format('INSERT INTO trash (table_name, record_id, actor_id, city_id, name)
      SELECT %L, r.id, $1, %s, coalesce(%s, %L) FROM new_rows r JOIN old_rows o ON o.id = r.id
      WHERE r.deleted AND NOT o.deleted
      ON CONFLICT (table_name, record_id) DO UPDATE SET deleted_at = now(), actor_id = excluded.actor_id',
      TG_TABLE_NAME, TG_ARGV[1], TG_ARGV[0], '') USING actor;
    EXECUTE format('DELETE FROM trash t USING new_rows r WHERE t.table_name = %L AND t.record_id = r.id AND NOT r.deleted',
      TG_TABLE_NAME);
  ELSE
    EXECUTE format('DELETE FROM trash t USING old_rows r WHERE t.table_name = %L AND t.record_id = r.id', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('destinations', 'r.name', 'r.id'), ('establishments', 'r.name', 'r.destination_id'),
    ('food_drinks', 'r.name', 'NULL::int'), ('cuisines', 'r.name', 'NULL::int'),
    ('landmarks', 'r.name', 'r.destination_id'), ('lists', 'r.name', 'r.destination_id'),
    ('quotes', 'r.title', 'NULL::int'), ('users', 'coalesce(r.name, r.email)', 'NULL::int'),
    ('coupons', 'coalesce(r.name, r.code)', 'NULL::int'), ('eateries', 'r.name', 'r.destination_id')
  ) AS v(name, label, city) LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t.name || '_trash_ins', t.name);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trash_rows(%L, %L)', t.name || '_trash_ins', t.name, t.label, t.city);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t.name || '_trash_upd', t.name);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trash_rows(%L, %L)', t.name || '_trash_upd', t.name, t.label, t.city);
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON %I', t.name || '_trash_del', t.name);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trash_rows(%L, %L)', t.name || '_trash_del', t.name, t.label, t.city);
    -- What was trashed before the trash existed: at its last change, by nobody known.
    EXECUTE format('INSERT INTO trash (table_name, record_id, deleted_at, city_id, name)
      SELECT %L, r.id, r.updated, %s, coalesce(%s, %L) FROM %I r WHERE r.deleted ON CONFLICT DO NOTHING',
      t.name, t.city, t.label, '', t.name);
  END LOOP;
END $$;
--> statement-breakpoint
-- Made after the backfill, and kept current on every insert (no pending list): a name part no record has is then one
-- index probe, not a walk of the whole trash.
CREATE INDEX IF NOT EXISTS trash_name_trgm_idx ON trash USING gin (lower(name) gin_trgm_ops) WITH (fastupdate = off);
