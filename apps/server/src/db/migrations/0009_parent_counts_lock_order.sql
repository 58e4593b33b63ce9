-- The count triggers lock the counter rows they change. Two statements that change the same counters in different
-- orders deadlocked: two bulk inserts over overlapping cities (the hash aggregate's order differs with the set of
-- cities), or a publish beside an unpublish (the old code wrote the old rows' counter, then the new rows'). Each
-- trigger now writes its net changes in one statement, in key order, so every writer takes the counter rows in the
-- same order; a change that leaves a counter as it was (an edit that neither publishes nor moves) takes no lock at all.
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
