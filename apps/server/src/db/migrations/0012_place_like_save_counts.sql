-- A place's favouriteCount and wishCount (liked and saved, part 2 §3) are kept by the database from the favourites and
-- wishes tables, as users like and save. Statement triggers with transition tables, so a bulk insert of a million likes
-- costs one UPDATE per statement, not one per row. Only counter columns change: the establishments triggers are told
-- so (`mise.positions_only`, see 0011) and skip their counting; `updated` is left alone (a like is no edit).
CREATE OR REPLACE FUNCTION place_like_save_add(likes boolean, delta jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('mise.positions_only', 'on', true);
  UPDATE establishments e
  SET favourite_count = CASE WHEN likes THEN greatest(e.favourite_count + d.n, 0) ELSE e.favourite_count END,
      wish_count = CASE WHEN likes THEN e.wish_count ELSE greatest(e.wish_count + d.n, 0) END
  FROM jsonb_each_text(delta) AS x(id, n), LATERAL (SELECT x.id::int AS id, x.n::int AS n) d
  WHERE e.id = d.id AND d.n <> 0;
  PERFORM set_config('mise.positions_only', 'off', true);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION place_like_save_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  likes boolean := TG_TABLE_NAME = 'favourites';
  delta jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(id, n) INTO delta FROM (SELECT establishment_id AS id, count(*) AS n FROM new_rows GROUP BY 1) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(id, n) INTO delta FROM (SELECT establishment_id AS id, -count(*) AS n FROM old_rows GROUP BY 1) x;
  ELSE
    SELECT jsonb_object_agg(id, n) INTO delta FROM (
      SELECT id, sum(n) AS n FROM (
        SELECT establishment_id AS id, -1 AS n FROM old_rows UNION ALL SELECT establishment_id, 1 FROM new_rows
      ) y GROUP BY id
    ) x;
  END IF;
  IF delta IS NOT NULL THEN
    PERFORM place_like_save_add(likes, delta);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION place_like_save_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('mise.positions_only', 'on', true);
  IF TG_TABLE_NAME = 'favourites' THEN
    UPDATE establishments SET favourite_count = 0 WHERE favourite_count <> 0;
  ELSE
    UPDATE establishments SET wish_count = 0 WHERE wish_count <> 0;
  END IF;
  PERFORM set_config('mise.positions_only', 'off', true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER favourites_count_ins AFTER INSERT ON favourites REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_like_save_apply();
--> statement-breakpoint
CREATE TRIGGER favourites_count_del AFTER DELETE ON favourites REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION place_like_save_apply();
--> statement-breakpoint
CREATE TRIGGER favourites_count_upd AFTER UPDATE ON favourites REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_like_save_apply();
--> statement-breakpoint
CREATE TRIGGER favourites_count_trunc AFTER TRUNCATE ON favourites FOR EACH STATEMENT EXECUTE FUNCTION place_like_save_truncate();
--> statement-breakpoint
CREATE TRIGGER wishes_count_ins AFTER INSERT ON wishes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_like_save_apply();
--> statement-breakpoint
CREATE TRIGGER wishes_count_del AFTER DELETE ON wishes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION place_like_save_apply();
--> statement-breakpoint
CREATE TRIGGER wishes_count_upd AFTER UPDATE ON wishes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION place_like_save_apply();
--> statement-breakpoint
CREATE TRIGGER wishes_count_trunc AFTER TRUNCATE ON wishes FOR EACH STATEMENT EXECUTE FUNCTION place_like_save_truncate();
--> statement-breakpoint
-- What was stored before is replaced by the truth of the two tables (counter columns only, as above).
SELECT set_config('mise.positions_only', 'on', true);
--> statement-breakpoint
UPDATE establishments e SET favourite_count = coalesce(f.n, 0), wish_count = coalesce(w.n, 0)
FROM establishments e2
LEFT JOIN (SELECT establishment_id, count(*)::int AS n FROM favourites GROUP BY 1) f ON f.establishment_id = e2.id
LEFT JOIN (SELECT establishment_id, count(*)::int AS n FROM wishes GROUP BY 1) w ON w.establishment_id = e2.id
WHERE e.id = e2.id AND (e.favourite_count <> coalesce(f.n, 0) OR e.wish_count <> coalesce(w.n, 0));
--> statement-breakpoint
SELECT set_config('mise.positions_only', 'off', true);
