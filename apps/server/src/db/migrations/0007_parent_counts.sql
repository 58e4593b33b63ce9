CREATE TABLE "parent_counts" (
	"relation" text NOT NULL,
	"parent_id" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "parent_counts_relation_parent_id_pk" PRIMARY KEY("relation","parent_id")
);
--> statement-breakpoint
-- Live child rows per parent (a city's places, landmarks, explore lists, eatineraries and subscriptions), kept by statement triggers.
-- `relation` is the child table; TG_ARGV[0] names its foreign key. Soft-deleted rows (deleted = true) are not counted.
CREATE OR REPLACE FUNCTION parent_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE fk text := TG_ARGV[0];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO parent_counts (relation, parent_id, n)
    SELECT TG_TABLE_NAME, pid, count(*)::int
    FROM (SELECT (to_jsonb(r) ->> fk)::int AS pid, coalesce((to_jsonb(r) ->> 'deleted')::boolean, false) AS d FROM new_rows r) x
    WHERE pid IS NOT NULL AND NOT d GROUP BY pid
    ON CONFLICT (relation, parent_id) DO UPDATE SET n = parent_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO parent_counts (relation, parent_id, n)
    SELECT TG_TABLE_NAME, pid, -count(*)::int
    FROM (SELECT (to_jsonb(o) ->> fk)::int AS pid, coalesce((to_jsonb(o) ->> 'deleted')::boolean, false) AS d FROM old_rows o) x
    WHERE pid IS NOT NULL AND NOT d GROUP BY pid
    ON CONFLICT (relation, parent_id) DO UPDATE SET n = parent_counts.n + excluded.n;
  ELSE
    -- Most updates change neither the parent nor the soft delete: their -1 and +1 cancel and nothing is written.
    INSERT INTO parent_counts (relation, parent_id, n)
    SELECT TG_TABLE_NAME, pid, sum(delta)::int
    FROM (
      SELECT (to_jsonb(o) ->> fk)::int AS pid, -1 AS delta FROM old_rows o WHERE NOT coalesce((to_jsonb(o) ->> 'deleted')::boolean, false)
      UNION ALL
      SELECT (to_jsonb(r) ->> fk)::int AS pid, 1 AS delta FROM new_rows r WHERE NOT coalesce((to_jsonb(r) ->> 'deleted')::boolean, false)
    ) x
    WHERE pid IS NOT NULL GROUP BY pid HAVING sum(delta) <> 0
    ON CONFLICT (relation, parent_id) DO UPDATE SET n = parent_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION parent_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM parent_counts WHERE relation = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER establishments_parent_ins AFTER INSERT ON establishments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_apply('destination_id');
--> statement-breakpoint
CREATE TRIGGER establishments_parent_upd AFTER UPDATE ON establishments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_apply('destination_id');
--> statement-breakpoint
CREATE TRIGGER establishments_parent_del AFTER DELETE ON establishments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_apply('destination_id');
--> statement-breakpoint
CREATE TRIGGER establishments_parent_trunc AFTER TRUNCATE ON establishments FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_truncate();
--> statement-breakpoint
INSERT INTO parent_counts (relation, parent_id, n)
SELECT 'establishments', destination_id, count(*)::int FROM establishments WHERE destination_id IS NOT NULL AND NOT deleted GROUP BY destination_id
ON CONFLICT (relation, parent_id) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE TRIGGER landmarks_parent_ins AFTER INSERT ON landmarks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_apply('destination_id');
--> statement-breakpoint
CREATE TRIGGER landmarks_parent_upd AFTER UPDATE ON landmarks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_apply('destination_id');
--> statement-breakpoint
CREATE TRIGGER landmarks_parent_del AFTER DELETE ON landmarks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_apply('destination_id');
--> statement-breakpoint
CREATE TRIGGER landmarks_parent_trunc AFTER TRUNCATE ON landmarks FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_truncate();
--> statement-breakpoint
INSERT INTO parent_counts (relation, parent_id, n)
SELECT 'landmarks', destination_id, count(*)::int FROM landmarks WHERE destination_id IS NOT NULL AND NOT deleted GROUP BY destination_id
ON CONFLICT (relation, parent_id) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE TRIGGER lists_parent_ins AFTER INSERT ON lists REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_apply('destination_id');
--> statement-breakpoint
CREATE TRIGGER lists_parent_upd AFTER UPDATE ON lists REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_apply('destination_id');
--> statement-breakpoint
CREATE TRIGGER lists_parent_del AFTER DELETE ON lists REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_apply('destination_id');
--> statement-breakpoint
CREATE TRIGGER lists_parent_trunc AFTER TRUNCATE ON lists FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_truncate();
--> statement-breakpoint
INSERT INTO parent_counts (relation, parent_id, n)
SELECT 'lists', destination_id, count(*)::int FROM lists WHERE destination_id IS NOT NULL AND NOT deleted GROUP BY destination_id
ON CONFLICT (relation, parent_id) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE TRIGGER eateries_parent_ins AFTER INSERT ON eateries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_apply('destination_id');
--> statement-breakpoint
CREATE TRIGGER eateries_parent_upd AFTER UPDATE ON eateries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_apply('destination_id');
--> statement-breakpoint
CREATE TRIGGER eateries_parent_del AFTER DELETE ON eateries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_apply('destination_id');
--> statement-breakpoint
CREATE TRIGGER eateries_parent_trunc AFTER TRUNCATE ON eateries FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_truncate();
--> statement-breakpoint
INSERT INTO parent_counts (relation, parent_id, n)
SELECT 'eateries', destination_id, count(*)::int FROM eateries WHERE destination_id IS NOT NULL AND NOT deleted GROUP BY destination_id
ON CONFLICT (relation, parent_id) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE TRIGGER destination_subscriptions_parent_ins AFTER INSERT ON destination_subscriptions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_apply('destination_id');
--> statement-breakpoint
CREATE TRIGGER destination_subscriptions_parent_upd AFTER UPDATE ON destination_subscriptions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_apply('destination_id');
--> statement-breakpoint
CREATE TRIGGER destination_subscriptions_parent_del AFTER DELETE ON destination_subscriptions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_apply('destination_id');
--> statement-breakpoint
CREATE TRIGGER destination_subscriptions_parent_trunc AFTER TRUNCATE ON destination_subscriptions FOR EACH STATEMENT EXECUTE FUNCTION parent_counts_truncate();
--> statement-breakpoint
INSERT INTO parent_counts (relation, parent_id, n)
SELECT 'destination_subscriptions', destination_id, count(*)::int FROM destination_subscriptions WHERE destination_id IS NOT NULL GROUP BY destination_id
ON CONFLICT (relation, parent_id) DO UPDATE SET n = excluded.n;
