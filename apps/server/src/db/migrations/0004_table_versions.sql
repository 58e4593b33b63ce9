-- A version per counted table, raised by every statement that writes to it (the same statement triggers as row_counts).
-- Deep pages remember where every 5 000th row starts and reuse those anchors only while the version stands.
CREATE TABLE IF NOT EXISTS table_versions (table_name text PRIMARY KEY, version bigint NOT NULL DEFAULT 0);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR TG_OP = 'DELETE' THEN
    INSERT INTO row_counts (table_name, published, n)
    SELECT TG_TABLE_NAME, p, -count(*)
    FROM (SELECT coalesce((to_jsonb(o) ->> 'is_published')::boolean, false) AS p, coalesce((to_jsonb(o) ->> 'deleted')::boolean, false) AS d FROM old_rows o) x
    WHERE NOT d GROUP BY p
    ON CONFLICT (table_name, published) DO UPDATE SET n = row_counts.n + excluded.n;
  END IF;
  IF TG_OP = 'UPDATE' OR TG_OP = 'INSERT' THEN
    INSERT INTO row_counts (table_name, published, n)
    SELECT TG_TABLE_NAME, p, count(*)
    FROM (SELECT coalesce((to_jsonb(r) ->> 'is_published')::boolean, false) AS p, coalesce((to_jsonb(r) ->> 'deleted')::boolean, false) AS d FROM new_rows r) x
    WHERE NOT d GROUP BY p
    ON CONFLICT (table_name, published) DO UPDATE SET n = row_counts.n + excluded.n;
  END IF;
  INSERT INTO table_versions (table_name, version) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (table_name) DO UPDATE SET version = table_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
  INSERT INTO table_versions (table_name, version) VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT (table_name) DO UPDATE SET version = table_versions.version + 1;
  RETURN NULL;
END $$;
