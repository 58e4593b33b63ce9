-- The trash's update trigger (0027) first asked whether any row's `deleted` flipped with an EXISTS over new_rows joined
-- to old_rows. For EXISTS the planner takes the plan that starts fastest, a nested loop rescanning a transition table,
-- and when nothing flipped (a bulk edit, a publish, the demo load's refresh of 300 000 users) it ran to the end: N²
-- rows, hours at a few hundred thousand. Now a statement that leaves every row live before and after is told in one
-- pass of each transition table, and only one that touches trashed rows joins them (an INSERT's plan: a hash join).
CREATE OR REPLACE FUNCTION trash_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor int := nullif(current_setting('mise.actor', true), '')::int;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO trash (table_name, record_id, actor_id, city_id, name)
      SELECT %L, r.id, $1, %s, coalesce(%s, %L) FROM new_rows r WHERE r.deleted ON CONFLICT DO NOTHING',
      TG_TABLE_NAME, TG_ARGV[1], TG_ARGV[0], '') USING actor;
  ELSIF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows r WHERE r.deleted) AND NOT EXISTS (SELECT 1 FROM old_rows o WHERE o.deleted) THEN
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
