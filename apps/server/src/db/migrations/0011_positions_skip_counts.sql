-- A reorder rewrites the order column of every row between the old and the new position (26 k places when a big
-- city's last place goes to the top). The count triggers turned each of those rows into jsonb twice to find that no
-- count moved: about 10 s of a 26 s statement. The reorder now says so for its one UPDATE
-- (`set_config('mise.positions_only', 'on', true)`, reset right after, crud/relation-write.ts), and the triggers skip
-- the counting; the table version is still raised, since the rows' order changed.
CREATE OR REPLACE FUNCTION row_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO row_counts (table_name, published, n)
    SELECT TG_TABLE_NAME, p, count(*)
    FROM (SELECT coalesce((to_jsonb(r) ->> 'is_published')::boolean, false) AS p, coalesce((to_jsonb(r) ->> 'deleted')::boolean, false) AS d FROM new_rows r) x
    WHERE NOT d GROUP BY p ORDER BY p
    ON CONFLICT (table_name, published) DO UPDATE SET n = row_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO row_counts (table_name, published, n)
    SELECT TG_TABLE_NAME, p, -count(*)
    FROM (SELECT coalesce((to_jsonb(o) ->> 'is_published')::boolean, false) AS p, coalesce((to_jsonb(o) ->> 'deleted')::boolean, false) AS d FROM old_rows o) x
    WHERE NOT d GROUP BY p ORDER BY p
    ON CONFLICT (table_name, published) DO UPDATE SET n = row_counts.n + excluded.n;
  ELSIF current_setting('mise.positions_only', true) = 'on' THEN
    NULL; -- a reorder changed order columns only: no count moves, but the rows' order did (the version below)
  ELSE
    INSERT INTO row_counts (table_name, published, n)
    SELECT TG_TABLE_NAME, p, sum(delta)
    FROM (
      SELECT coalesce((to_jsonb(o) ->> 'is_published')::boolean, false) AS p, -1 AS delta FROM old_rows o WHERE NOT coalesce((to_jsonb(o) ->> 'deleted')::boolean, false)
      UNION ALL
      SELECT coalesce((to_jsonb(r) ->> 'is_published')::boolean, false) AS p, 1 AS delta FROM new_rows r WHERE NOT coalesce((to_jsonb(r) ->> 'deleted')::boolean, false)
    ) x
    GROUP BY p HAVING sum(delta) <> 0 ORDER BY p
    ON CONFLICT (table_name, published) DO UPDATE SET n = row_counts.n + excluded.n;
  END IF;
  -- Every write may move rows in any order, so deep-page anchors (migration 0004) go stale on any statement.
  INSERT INTO table_versions (table_name, version) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (table_name) DO UPDATE SET version = table_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parent_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE fk text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('mise.positions_only', true) = 'on' THEN
    RETURN NULL; -- a reorder changed order columns only: no parent's count moves
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO parent_counts (relation, parent_id, n)
    SELECT TG_TABLE_NAME, pid, count(*)::int
    FROM (SELECT (to_jsonb(r) ->> fk)::int AS pid, coalesce((to_jsonb(r) ->> 'deleted')::boolean, false) AS d FROM new_rows r) x
    WHERE pid IS NOT NULL AND NOT d GROUP BY pid ORDER BY pid
    ON CONFLICT (relation, parent_id) DO UPDATE SET n = parent_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO parent_counts (relation, parent_id, n)
    SELECT TG_TABLE_NAME, pid, -count(*)::int
    FROM (SELECT (to_jsonb(o) ->> fk)::int AS pid, coalesce((to_jsonb(o) ->> 'deleted')::boolean, false) AS d FROM old_rows o) x
    WHERE pid IS NOT NULL AND NOT d GROUP BY pid ORDER BY pid
    ON CONFLICT (relation, parent_id) DO UPDATE SET n = parent_counts.n + excluded.n;
  ELSE
    INSERT INTO parent_counts (relation, parent_id, n)
    SELECT TG_TABLE_NAME, pid, sum(delta)::int
    FROM (
      SELECT (to_jsonb(o) ->> fk)::int AS pid, -1 AS delta FROM old_rows o WHERE NOT coalesce((to_jsonb(o) ->> 'deleted')::boolean, false)
      UNION ALL
      SELECT (to_jsonb(r) ->> fk)::int AS pid, 1 AS delta FROM new_rows r WHERE NOT coalesce((to_jsonb(r) ->> 'deleted')::boolean, false)
    ) x
    WHERE pid IS NOT NULL GROUP BY pid HAVING sum(delta) <> 0 ORDER BY pid
    ON CONFLICT (relation, parent_id) DO UPDATE SET n = parent_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
