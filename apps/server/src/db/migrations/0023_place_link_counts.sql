-- Live places per dish and per cuisine, kept (issue 31 point 2): the dish and cuisine details' Places tab counted a
-- popular dish's 11 788 links and looked each place up to leave deleted ones out, 39 ms at 1 M places. parent_counts
-- keeps them now: `relation` is the join table, `parent_id` the dish or cuisine, and a link counts while its place is
-- live. The join tables' statement triggers count links added, removed or moved (to a live place); the places' count
-- a soft delete or restore over all their links; a live place deleted outright is uncounted just before its links go
-- with it (the links' own trigger then finds no place and counts nothing). Counters are written in key order, as 0009's.
CREATE OR REPLACE FUNCTION place_link_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE fk text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO parent_counts (relation, parent_id, n)
    SELECT TG_TABLE_NAME, x.pid, count(*)::int
    FROM (SELECT (to_jsonb(r) ->> fk)::int AS pid, (to_jsonb(r) ->> 'establishment_id')::int AS place FROM new_rows r) x
    JOIN establishments e ON e.id = x.place AND NOT e.deleted
    GROUP BY x.pid ORDER BY x.pid
    ON CONFLICT (relation, parent_id) DO UPDATE SET n = parent_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO parent_counts (relation, parent_id, n)
    SELECT TG_TABLE_NAME, x.pid, -count(*)::int
    FROM (SELECT (to_jsonb(o) ->> fk)::int AS pid, (to_jsonb(o) ->> 'establishment_id')::int AS place FROM old_rows o) x
    JOIN establishments e ON e.id = x.place AND NOT e.deleted
    GROUP BY x.pid ORDER BY x.pid
    ON CONFLICT (relation, parent_id) DO UPDATE SET n = parent_counts.n + excluded.n;
  ELSE
    INSERT INTO parent_counts (relation, parent_id, n)
    SELECT TG_TABLE_NAME, x.pid, sum(x.delta)::int
    FROM (
      SELECT (to_jsonb(o) ->> fk)::int AS pid, (to_jsonb(o) ->> 'establishment_id')::int AS place, -1 AS delta FROM old_rows o
      UNION ALL
      SELECT (to_jsonb(r) ->> fk)::int AS pid, (to_jsonb(r) ->> 'establishment_id')::int AS place, 1 AS delta FROM new_rows r
    ) x
    JOIN establishments e ON e.id = x.place AND NOT e.deleted
    GROUP BY x.pid HAVING sum(x.delta) <> 0 ORDER BY x.pid
    ON CONFLICT (relation, parent_id) DO UPDATE SET n = parent_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Places deleted or restored: each of their links leaves or joins its dish's and cuisine's count. (A trigger with
-- transition tables cannot name its columns, so every UPDATE of places comes here; a reorder says it moves positions
-- only, as for 0011's counters, and is let through at once.)
CREATE OR REPLACE FUNCTION place_link_counts_on_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('mise.positions_only', true) = 'on' THEN
    RETURN NULL;
  END IF;
  INSERT INTO parent_counts (relation, parent_id, n)
  SELECT c.relation, c.pid, sum(c.delta)::int
  FROM (
    SELECT n.id, CASE WHEN n.deleted THEN -1 ELSE 1 END AS delta
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE o.deleted IS DISTINCT FROM n.deleted
  ) f
  CROSS JOIN LATERAL (
    SELECT 'establishment_cuisines' AS relation, l.cuisine_id AS pid, f.delta FROM establishment_cuisines l WHERE l.establishment_id = f.id
    UNION ALL
    SELECT 'establishment_food_drinks', l.food_drink_id, f.delta FROM establishment_food_drinks l WHERE l.establishment_id = f.id
  ) c
  GROUP BY c.relation, c.pid HAVING sum(c.delta) <> 0 ORDER BY c.relation, c.pid
  ON CONFLICT (relation, parent_id) DO UPDATE SET n = parent_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A live place deleted outright: uncounted while its links are still there (they go with it, by the foreign key).
CREATE OR REPLACE FUNCTION place_link_counts_on_place_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT OLD.deleted THEN
    INSERT INTO parent_counts (relation, parent_id, n)
    SELECT c.relation, c.pid, -count(*)::int
    FROM (
      SELECT 'establishment_cuisines' AS relation, l.cuisine_id AS pid FROM establishment_cuisines l WHERE l.establishment_id = OLD.id
      UNION ALL
      SELECT 'establishment_food_drinks', l.food_drink_id FROM establishment_food_drinks l WHERE l.establishment_id = OLD.id
    ) c
    GROUP BY c.relation, c.pid ORDER BY c.relation, c.pid
    ON CONFLICT (relation, parent_id) DO UPDATE SET n = parent_counts.n + excluded.n;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER establishment_cuisines_count_ins AFTER INSERT ON establishment_cuisines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_link_counts_apply('cuisine_id');
--> statement-breakpoint
CREATE TRIGGER establishment_cuisines_count_upd AFTER UPDATE ON establishment_cuisines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_link_counts_apply('cuisine_id');
--> statement-breakpoint
CREATE TRIGGER establishment_cuisines_count_del AFTER DELETE ON establishment_cuisines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION place_link_counts_apply('cuisine_id');
--> statement-breakpoint
CREATE TRIGGER establishment_cuisines_count_trunc AFTER TRUNCATE ON establishment_cuisines FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_truncate();
--> statement-breakpoint
CREATE TRIGGER establishment_food_drinks_count_ins AFTER INSERT ON establishment_food_drinks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_link_counts_apply('food_drink_id');
--> statement-breakpoint
CREATE TRIGGER establishment_food_drinks_count_upd AFTER UPDATE ON establishment_food_drinks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_link_counts_apply('food_drink_id');
--> statement-breakpoint
CREATE TRIGGER establishment_food_drinks_count_del AFTER DELETE ON establishment_food_drinks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION place_link_counts_apply('food_drink_id');
--> statement-breakpoint
CREATE TRIGGER establishment_food_drinks_count_trunc AFTER TRUNCATE ON establishment_food_drinks FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_truncate();
--> statement-breakpoint
CREATE TRIGGER establishments_link_counts_upd AFTER UPDATE ON establishments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_link_counts_on_places();
--> statement-breakpoint
CREATE TRIGGER establishments_link_counts_del BEFORE DELETE ON establishments FOR EACH ROW EXECUTE FUNCTION place_link_counts_on_place_removed();
--> statement-breakpoint
INSERT INTO parent_counts (relation, parent_id, n)
SELECT 'establishment_cuisines', l.cuisine_id, count(*)::int
FROM establishment_cuisines l JOIN establishments e ON e.id = l.establishment_id AND NOT e.deleted
GROUP BY l.cuisine_id
ON CONFLICT (relation, parent_id) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
INSERT INTO parent_counts (relation, parent_id, n)
SELECT 'establishment_food_drinks', l.food_drink_id, count(*)::int
FROM establishment_food_drinks l JOIN establishments e ON e.id = l.establishment_id AND NOT e.deleted
GROUP BY l.food_drink_id
ON CONFLICT (relation, parent_id) DO UPDATE SET n = excluded.n;
