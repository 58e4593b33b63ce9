-- Keeps row_counts (live rows per table and published state) with statement-level triggers.
-- A row counts when it is not soft-deleted; tables without is_published count everything as unpublished.
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
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION row_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM row_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER destinations_count_ins AFTER INSERT ON destinations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER destinations_count_upd AFTER UPDATE ON destinations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER destinations_count_del AFTER DELETE ON destinations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER destinations_count_trunc AFTER TRUNCATE ON destinations FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();
--> statement-breakpoint
INSERT INTO row_counts (table_name, published, n)
SELECT 'destinations', coalesce((to_jsonb(x) ->> 'is_published')::boolean, false), count(*) FROM destinations x
WHERE NOT coalesce((to_jsonb(x) ->> 'deleted')::boolean, false) GROUP BY 2
ON CONFLICT (table_name, published) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE TRIGGER establishments_count_ins AFTER INSERT ON establishments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER establishments_count_upd AFTER UPDATE ON establishments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER establishments_count_del AFTER DELETE ON establishments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER establishments_count_trunc AFTER TRUNCATE ON establishments FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();
--> statement-breakpoint
INSERT INTO row_counts (table_name, published, n)
SELECT 'establishments', coalesce((to_jsonb(x) ->> 'is_published')::boolean, false), count(*) FROM establishments x
WHERE NOT coalesce((to_jsonb(x) ->> 'deleted')::boolean, false) GROUP BY 2
ON CONFLICT (table_name, published) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE TRIGGER food_drinks_count_ins AFTER INSERT ON food_drinks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER food_drinks_count_upd AFTER UPDATE ON food_drinks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER food_drinks_count_del AFTER DELETE ON food_drinks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER food_drinks_count_trunc AFTER TRUNCATE ON food_drinks FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();
--> statement-breakpoint
INSERT INTO row_counts (table_name, published, n)
SELECT 'food_drinks', coalesce((to_jsonb(x) ->> 'is_published')::boolean, false), count(*) FROM food_drinks x
WHERE NOT coalesce((to_jsonb(x) ->> 'deleted')::boolean, false) GROUP BY 2
ON CONFLICT (table_name, published) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE TRIGGER cuisines_count_ins AFTER INSERT ON cuisines REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER cuisines_count_upd AFTER UPDATE ON cuisines REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER cuisines_count_del AFTER DELETE ON cuisines REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER cuisines_count_trunc AFTER TRUNCATE ON cuisines FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();
--> statement-breakpoint
INSERT INTO row_counts (table_name, published, n)
SELECT 'cuisines', coalesce((to_jsonb(x) ->> 'is_published')::boolean, false), count(*) FROM cuisines x
WHERE NOT coalesce((to_jsonb(x) ->> 'deleted')::boolean, false) GROUP BY 2
ON CONFLICT (table_name, published) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE TRIGGER landmarks_count_ins AFTER INSERT ON landmarks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER landmarks_count_upd AFTER UPDATE ON landmarks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER landmarks_count_del AFTER DELETE ON landmarks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER landmarks_count_trunc AFTER TRUNCATE ON landmarks FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();
--> statement-breakpoint
INSERT INTO row_counts (table_name, published, n)
SELECT 'landmarks', coalesce((to_jsonb(x) ->> 'is_published')::boolean, false), count(*) FROM landmarks x
WHERE NOT coalesce((to_jsonb(x) ->> 'deleted')::boolean, false) GROUP BY 2
ON CONFLICT (table_name, published) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE TRIGGER lists_count_ins AFTER INSERT ON lists REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER lists_count_upd AFTER UPDATE ON lists REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER lists_count_del AFTER DELETE ON lists REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER lists_count_trunc AFTER TRUNCATE ON lists FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();
--> statement-breakpoint
INSERT INTO row_counts (table_name, published, n)
SELECT 'lists', coalesce((to_jsonb(x) ->> 'is_published')::boolean, false), count(*) FROM lists x
WHERE NOT coalesce((to_jsonb(x) ->> 'deleted')::boolean, false) GROUP BY 2
ON CONFLICT (table_name, published) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE TRIGGER eateries_count_ins AFTER INSERT ON eateries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER eateries_count_upd AFTER UPDATE ON eateries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER eateries_count_del AFTER DELETE ON eateries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER eateries_count_trunc AFTER TRUNCATE ON eateries FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();
--> statement-breakpoint
INSERT INTO row_counts (table_name, published, n)
SELECT 'eateries', coalesce((to_jsonb(x) ->> 'is_published')::boolean, false), count(*) FROM eateries x
WHERE NOT coalesce((to_jsonb(x) ->> 'deleted')::boolean, false) GROUP BY 2
ON CONFLICT (table_name, published) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE TRIGGER quotes_count_ins AFTER INSERT ON quotes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER quotes_count_upd AFTER UPDATE ON quotes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER quotes_count_del AFTER DELETE ON quotes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER quotes_count_trunc AFTER TRUNCATE ON quotes FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();
--> statement-breakpoint
INSERT INTO row_counts (table_name, published, n)
SELECT 'quotes', coalesce((to_jsonb(x) ->> 'is_published')::boolean, false), count(*) FROM quotes x
WHERE NOT coalesce((to_jsonb(x) ->> 'deleted')::boolean, false) GROUP BY 2
ON CONFLICT (table_name, published) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE TRIGGER coupons_count_ins AFTER INSERT ON coupons REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER coupons_count_upd AFTER UPDATE ON coupons REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER coupons_count_del AFTER DELETE ON coupons REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER coupons_count_trunc AFTER TRUNCATE ON coupons FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();
--> statement-breakpoint
INSERT INTO row_counts (table_name, published, n)
SELECT 'coupons', coalesce((to_jsonb(x) ->> 'is_published')::boolean, false), count(*) FROM coupons x
WHERE NOT coalesce((to_jsonb(x) ->> 'deleted')::boolean, false) GROUP BY 2
ON CONFLICT (table_name, published) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE TRIGGER users_count_ins AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER users_count_upd AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER users_count_del AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER users_count_trunc AFTER TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();
--> statement-breakpoint
INSERT INTO row_counts (table_name, published, n)
SELECT 'users', coalesce((to_jsonb(x) ->> 'is_published')::boolean, false), count(*) FROM users x
WHERE NOT coalesce((to_jsonb(x) ->> 'deleted')::boolean, false) GROUP BY 2
ON CONFLICT (table_name, published) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE TRIGGER reviews_count_ins AFTER INSERT ON reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER reviews_count_upd AFTER UPDATE ON reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER reviews_count_del AFTER DELETE ON reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER reviews_count_trunc AFTER TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();
--> statement-breakpoint
INSERT INTO row_counts (table_name, published, n)
SELECT 'reviews', coalesce((to_jsonb(x) ->> 'is_published')::boolean, false), count(*) FROM reviews x
WHERE NOT coalesce((to_jsonb(x) ->> 'deleted')::boolean, false) GROUP BY 2
ON CONFLICT (table_name, published) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE TRIGGER user_reviews_count_ins AFTER INSERT ON user_reviews REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER user_reviews_count_upd AFTER UPDATE ON user_reviews REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER user_reviews_count_del AFTER DELETE ON user_reviews REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER user_reviews_count_trunc AFTER TRUNCATE ON user_reviews FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();
--> statement-breakpoint
INSERT INTO row_counts (table_name, published, n)
SELECT 'user_reviews', coalesce((to_jsonb(x) ->> 'is_published')::boolean, false), count(*) FROM user_reviews x
WHERE NOT coalesce((to_jsonb(x) ->> 'deleted')::boolean, false) GROUP BY 2
ON CONFLICT (table_name, published) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
CREATE TRIGGER tags_count_ins AFTER INSERT ON tags REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER tags_count_upd AFTER UPDATE ON tags REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER tags_count_del AFTER DELETE ON tags REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION row_counts_apply();
--> statement-breakpoint
CREATE TRIGGER tags_count_trunc AFTER TRUNCATE ON tags FOR EACH STATEMENT EXECUTE FUNCTION row_counts_truncate();
--> statement-breakpoint
INSERT INTO row_counts (table_name, published, n)
SELECT 'tags', coalesce((to_jsonb(x) ->> 'is_published')::boolean, false), count(*) FROM tags x
WHERE NOT coalesce((to_jsonb(x) ->> 'deleted')::boolean, false) GROUP BY 2
ON CONFLICT (table_name, published) DO UPDATE SET n = excluded.n;
