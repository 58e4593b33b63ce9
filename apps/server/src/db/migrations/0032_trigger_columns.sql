-- The statement triggers that keep counts (0002, 0007/0009, 0014) and the ledger (0025) read the columns they need
-- through to_jsonb(row): one function serves every table, whatever its columns. But to_jsonb turns the whole row into
-- JSON, descriptions and picture lists included, twice a row for an update: a bulk publish of 500 places spent 400 ms
-- in these triggers (count 92, parent 138, facets 53, ledger 106), more than the update itself. Each function now
-- looks up which of its columns the table has (pg_attribute, by TG_RELID) and runs its statement on those columns
-- directly (EXECUTE format); the ledger's diff compares each column natively and turns into JSON only the changed ones
-- (a statement of fewer than 16 rows, a form's save or a new record, keeps the old way: its plans are kept per
-- connection, while the column-wise statements are planned each time).
-- What they write is unchanged.

-- `deleted` and `is_published` as a row of `alias` holds them, or their value for a table without the column.
CREATE OR REPLACE FUNCTION trigger_column_or(rel oid, alias text, col text, otherwise text) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = rel AND a.attname = col AND a.attnum > 0 AND NOT a.attisdropped)
    THEN format('coalesce(%I.%I, %s)', alias, col, otherwise) ELSE otherwise END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  few boolean;
  pub_n text;
  del_n text;
  pub_o text;
  del_o text;
BEGIN
  -- Few rows (a form's save): the statements below, planned once per connection, cost less than planning the
  -- column-wise ones. Each event names only the transition table it has (a DELETE's trigger has no new_rows).
  IF TG_OP = 'DELETE' THEN
    few := (SELECT count(*) FROM (SELECT 1 FROM old_rows LIMIT 16) f) < 16;
  ELSE
    few := (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 16) f) < 16;
  END IF;
  IF few THEN
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
  ELSIF TG_OP = 'UPDATE' AND current_setting('mise.positions_only', true) = 'on' THEN
    NULL; -- a reorder changed order columns only: no count moves, but the rows' order did (the version below)
  ELSE
    pub_n := trigger_column_or(TG_RELID, 'r', 'is_published', 'false');
    del_n := trigger_column_or(TG_RELID, 'r', 'deleted', 'false');
    pub_o := trigger_column_or(TG_RELID, 'o', 'is_published', 'false');
    del_o := trigger_column_or(TG_RELID, 'o', 'deleted', 'false');
    IF TG_OP = 'INSERT' THEN
      EXECUTE format('INSERT INTO row_counts (table_name, published, n)
        SELECT %L, %s, count(*) FROM new_rows r WHERE NOT %s GROUP BY 2 ORDER BY 2
        ON CONFLICT (table_name, published) DO UPDATE SET n = row_counts.n + excluded.n', TG_TABLE_NAME, pub_n, del_n);
    ELSIF TG_OP = 'DELETE' THEN
      EXECUTE format('INSERT INTO row_counts (table_name, published, n)
        SELECT %L, %s, -count(*) FROM old_rows o WHERE NOT %s GROUP BY 2 ORDER BY 2
        ON CONFLICT (table_name, published) DO UPDATE SET n = row_counts.n + excluded.n', TG_TABLE_NAME, pub_o, del_o);
    ELSIF pub_n <> 'false' OR del_n <> 'false' THEN
      EXECUTE format('INSERT INTO row_counts (table_name, published, n)
        SELECT %L, p, sum(delta) FROM (
          SELECT %s AS p, -1 AS delta FROM old_rows o WHERE NOT %s
          UNION ALL
          SELECT %s, 1 FROM new_rows r WHERE NOT %s
        ) x GROUP BY p HAVING sum(delta) <> 0 ORDER BY p
        ON CONFLICT (table_name, published) DO UPDATE SET n = row_counts.n + excluded.n',
        TG_TABLE_NAME, pub_o, del_o, pub_n, del_n);
    END IF;
  END IF;
  -- Every write may move rows in any order, so deep-page anchors (migration 0004) go stale on any statement.
  INSERT INTO table_versions (table_name, version) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (table_name) DO UPDATE SET version = table_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parent_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fk text := TG_ARGV[0];
  few boolean;
  del_n text;
  del_o text;
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('mise.positions_only', true) = 'on' THEN
    RETURN NULL; -- a reorder changed order columns only: no parent's count moves
  END IF;
  -- Few rows (a form's save): the statements below, planned once per connection, cost less than planning the
  -- column-wise ones. Each event names only the transition table it has (a DELETE's trigger has no new_rows).
  IF TG_OP = 'DELETE' THEN
    few := (SELECT count(*) FROM (SELECT 1 FROM old_rows LIMIT 16) f) < 16;
  ELSE
    few := (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 16) f) < 16;
  END IF;
  IF few THEN
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
  END IF;
  del_n := trigger_column_or(TG_RELID, 'r', 'deleted', 'false');
  del_o := trigger_column_or(TG_RELID, 'o', 'deleted', 'false');
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO parent_counts (relation, parent_id, n)
      SELECT %L, r.%I::int, count(*)::int FROM new_rows r WHERE r.%I IS NOT NULL AND NOT %s GROUP BY 2 ORDER BY 2
      ON CONFLICT (relation, parent_id) DO UPDATE SET n = parent_counts.n + excluded.n', TG_TABLE_NAME, fk, fk, del_n);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO parent_counts (relation, parent_id, n)
      SELECT %L, o.%I::int, -count(*)::int FROM old_rows o WHERE o.%I IS NOT NULL AND NOT %s GROUP BY 2 ORDER BY 2
      ON CONFLICT (relation, parent_id) DO UPDATE SET n = parent_counts.n + excluded.n', TG_TABLE_NAME, fk, fk, del_o);
  ELSE
    EXECUTE format('INSERT INTO parent_counts (relation, parent_id, n)
      SELECT %L, pid, sum(delta)::int FROM (
        SELECT o.%I::int AS pid, -1 AS delta FROM old_rows o WHERE NOT %s
        UNION ALL
        SELECT r.%I::int, 1 FROM new_rows r WHERE NOT %s
      ) x WHERE pid IS NOT NULL GROUP BY pid HAVING sum(delta) <> 0 ORDER BY pid
      ON CONFLICT (relation, parent_id) DO UPDATE SET n = parent_counts.n + excluded.n',
      TG_TABLE_NAME, fk, del_o, fk, del_n);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION facet_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  few boolean;
  -- (facet, its value as text) for each facet column, over a row aliased x: what to_jsonb(x) ->> facet gave.
  pairs text;
BEGIN
  -- Few rows (a form's save): the statements below, planned once per connection, cost less than planning the
  -- column-wise ones. Each event names only the transition table it has (a DELETE's trigger has no new_rows).
  IF TG_OP = 'DELETE' THEN
    few := (SELECT count(*) FROM (SELECT 1 FROM old_rows LIMIT 16) f) < 16;
  ELSE
    few := (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 16) f) < 16;
  END IF;
  IF few THEN
    IF TG_OP = 'INSERT' THEN
      INSERT INTO facet_counts (table_name, facet, value, n)
      SELECT TG_TABLE_NAME, f.facet, coalesce(x.j ->> f.facet, 'null'), count(*)
      FROM (SELECT to_jsonb(r) AS j FROM new_rows r WHERE NOT r.deleted) x CROSS JOIN unnest(TG_ARGV) AS f(facet)
      GROUP BY 2, 3 ORDER BY 2, 3
      ON CONFLICT (table_name, facet, value) DO UPDATE SET n = facet_counts.n + excluded.n;
    ELSIF TG_OP = 'DELETE' THEN
      INSERT INTO facet_counts (table_name, facet, value, n)
      SELECT TG_TABLE_NAME, f.facet, coalesce(x.j ->> f.facet, 'null'), -count(*)
      FROM (SELECT to_jsonb(o) AS j FROM old_rows o WHERE NOT o.deleted) x CROSS JOIN unnest(TG_ARGV) AS f(facet)
      GROUP BY 2, 3 ORDER BY 2, 3
      ON CONFLICT (table_name, facet, value) DO UPDATE SET n = facet_counts.n + excluded.n;
    ELSIF current_setting('mise.positions_only', true) IS DISTINCT FROM 'on' THEN
      INSERT INTO facet_counts (table_name, facet, value, n)
      SELECT TG_TABLE_NAME, f.facet, coalesce(x.j ->> f.facet, 'null'), sum(x.d)
      FROM (
        SELECT to_jsonb(r) AS j, 1 AS d FROM new_rows r WHERE NOT r.deleted
        UNION ALL
        SELECT to_jsonb(o), -1 FROM old_rows o WHERE NOT o.deleted
      ) x CROSS JOIN unnest(TG_ARGV) AS f(facet)
      GROUP BY 2, 3 HAVING sum(x.d) <> 0 ORDER BY 2, 3
      ON CONFLICT (table_name, facet, value) DO UPDATE SET n = facet_counts.n + excluded.n;
    END IF;
    RETURN NULL;
  END IF;
  pairs := (SELECT string_agg(format('(%L, to_jsonb(x.%I) #>> ''{}'')', f, f), ', ') FROM unnest(TG_ARGV) AS f);
  IF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO facet_counts (table_name, facet, value, n)
      SELECT %L, f.facet, coalesce(f.value, ''null''), count(*)
      FROM (SELECT * FROM new_rows r WHERE NOT r.deleted) x CROSS JOIN LATERAL (VALUES %s) AS f(facet, value)
      GROUP BY 2, 3 ORDER BY 2, 3
      ON CONFLICT (table_name, facet, value) DO UPDATE SET n = facet_counts.n + excluded.n', TG_TABLE_NAME, pairs);
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE format('INSERT INTO facet_counts (table_name, facet, value, n)
      SELECT %L, f.facet, coalesce(f.value, ''null''), -count(*)
      FROM (SELECT * FROM old_rows o WHERE NOT o.deleted) x CROSS JOIN LATERAL (VALUES %s) AS f(facet, value)
      GROUP BY 2, 3 ORDER BY 2, 3
      ON CONFLICT (table_name, facet, value) DO UPDATE SET n = facet_counts.n + excluded.n', TG_TABLE_NAME, pairs);
  ELSIF current_setting('mise.positions_only', true) IS DISTINCT FROM 'on' THEN
    EXECUTE format('INSERT INTO facet_counts (table_name, facet, value, n)
      SELECT %L, f.facet, coalesce(f.value, ''null''), sum(x.d)
      FROM (
        SELECT r.*, 1 AS d FROM new_rows r WHERE NOT r.deleted
        UNION ALL
        SELECT o.*, -1 FROM old_rows o WHERE NOT o.deleted
      ) x CROSS JOIN LATERAL (VALUES %s) AS f(facet, value)
      GROUP BY 2, 3 HAVING sum(x.d) <> 0 ORDER BY 2, 3
      ON CONFLICT (table_name, facet, value) DO UPDATE SET n = facet_counts.n + excluded.n', TG_TABLE_NAME, pairs);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A row table's writes. TG_ARGV[0]: the columns never recorded (secrets, and what triggers derive from other rows).
-- `updated` is left out of the changed fields (every write moves it) but kept in snapshots.
CREATE OR REPLACE FUNCTION ledger_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  c record;
  hidden text[] := coalesce(TG_ARGV[0], '{}')::text[];
  diff text;
  del_n text;
BEGIN
  SELECT * INTO c FROM ledger_context();
  IF TG_OP = 'INSERT' THEN
    INSERT INTO change_ledger (operation, source, actor_id, table_name, record_id, kind, changes, based_on, reverts)
    SELECT c.op, c.src, c.actor, TG_TABLE_NAME, n.id, 'create', jsonb_build_object('after', to_jsonb(n) - hidden), c.based, c.rev
    FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO change_ledger (operation, source, actor_id, table_name, record_id, kind, changes, based_on, reverts)
    SELECT c.op, c.src, c.actor, TG_TABLE_NAME, o.id, 'purge', jsonb_build_object('before', to_jsonb(o) - hidden), c.based, c.rev
    FROM old_rows o;
  ELSIF (SELECT count(*) FROM (SELECT 1 FROM new_rows LIMIT 16) few) < 16 THEN
    -- A few rows (a form's save): the plan kept for this statement is cheaper than planning the column-wise one.
    INSERT INTO change_ledger (operation, source, actor_id, table_name, record_id, kind, changes, based_on, reverts)
    SELECT c.op, c.src, c.actor, TG_TABLE_NAME, n.id,
      CASE WHEN NOT d.diff ? 'deleted' THEN 'update' WHEN (n.j ->> 'deleted')::boolean THEN 'delete' ELSE 'restore' END,
      CASE WHEN d.diff ? 'deleted' AND (n.j ->> 'deleted')::boolean
        THEN jsonb_build_object('fields', d.diff, 'before', o.j) ELSE jsonb_build_object('fields', d.diff) END,
      c.based, c.rev
    -- OFFSET 0 keeps each row's jsonb computed once: flattened, `o.j` was worked out again for every key (2.7 ms a row).
    FROM (SELECT x.id, to_jsonb(x) - hidden AS j FROM new_rows x OFFSET 0) n
    JOIN (SELECT x.id, to_jsonb(x) - hidden AS j FROM old_rows x OFFSET 0) o ON o.id = n.id
    CROSS JOIN LATERAL (
      SELECT jsonb_object_agg(e.k, jsonb_build_array(o.j -> e.k, e.v)) AS diff
      FROM jsonb_each(n.j) AS e(k, v)
      WHERE e.k <> 'updated' AND (o.j -> e.k) IS DISTINCT FROM e.v
    ) d
    WHERE d.diff IS NOT NULL;
  ELSE
    del_n := trigger_column_or(TG_RELID, 'n', 'deleted', 'false');
    -- {column: [before, after] or null} for every recorded column, in objects of at most 40 (a function takes 100
    -- arguments); the nulls (unchanged columns) are dropped below.
    SELECT string_agg(part, ' || ') INTO diff FROM (
      SELECT 'jsonb_build_object(' || string_agg(format(
        '%L, CASE WHEN n.%I IS DISTINCT FROM o.%I THEN jsonb_build_array(to_jsonb(o.%I), to_jsonb(n.%I)) END',
        a.attname, a.attname, a.attname, a.attname, a.attname), ', ' ORDER BY a.attnum) || ')' AS part
      FROM (SELECT a.attname, a.attnum, (row_number() OVER (ORDER BY a.attnum) - 1) / 40 AS grp
            FROM pg_attribute a WHERE a.attrelid = TG_RELID AND a.attnum > 0 AND NOT a.attisdropped
              AND a.attname <> 'updated' AND NOT (a.attname = ANY (hidden))) a
      GROUP BY a.grp
    ) parts;
    EXECUTE format('INSERT INTO change_ledger (operation, source, actor_id, table_name, record_id, kind, changes, based_on, reverts)
      SELECT $1, $2, $3, %L, n.id,
        CASE WHEN NOT d.diff ? ''deleted'' THEN ''update'' WHEN %s THEN ''delete'' ELSE ''restore'' END,
        CASE WHEN d.diff ? ''deleted'' AND %s
          THEN jsonb_build_object(''fields'', d.diff, ''before'', to_jsonb(o) - $6) ELSE jsonb_build_object(''fields'', d.diff) END,
        $4, $5
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      CROSS JOIN LATERAL (
        SELECT jsonb_object_agg(e.key, e.value) AS diff FROM jsonb_each(%s) AS e WHERE e.value <> ''null''::jsonb
      ) d
      WHERE d.diff IS NOT NULL', TG_TABLE_NAME, del_n, del_n, diff)
    USING c.op, c.src, c.actor, c.based, c.rev, hidden;
  END IF;
  RETURN NULL;
END $$;
