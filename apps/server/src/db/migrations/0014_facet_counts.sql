CREATE TABLE "facet_counts" (
	"table_name" text NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "facet_counts_table_name_facet_value_pk" PRIMARY KEY("table_name","facet","value")
);
--> statement-breakpoint
CREATE INDEX "establishments_city_name_idx" ON "establishments" USING btree ("destination_id","name","id") WHERE deleted = false;--> statement-breakpoint
-- Keeps facet_counts: live rows per value of the columns named as the trigger's arguments, added and taken away per
-- statement (a change that moves no value writes nothing). Reorders and like counts (`mise.positions_only`, see 0011)
-- change no such column and are skipped.
CREATE OR REPLACE FUNCTION facet_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One statement per event: a transition table the event lacks cannot even be named.
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
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION facet_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM facet_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER establishments_facets_ins AFTER INSERT ON establishments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_apply('has_suggestions', 'guide_rating', 'status', 'newly_added', 'recently_updated');
--> statement-breakpoint
CREATE TRIGGER establishments_facets_upd AFTER UPDATE ON establishments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_apply('has_suggestions', 'guide_rating', 'status', 'newly_added', 'recently_updated');
--> statement-breakpoint
CREATE TRIGGER establishments_facets_del AFTER DELETE ON establishments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_apply('has_suggestions', 'guide_rating', 'status', 'newly_added', 'recently_updated');
--> statement-breakpoint
CREATE TRIGGER establishments_facets_trunc AFTER TRUNCATE ON establishments FOR EACH STATEMENT EXECUTE FUNCTION facet_counts_truncate();
--> statement-breakpoint
INSERT INTO facet_counts (table_name, facet, value, n)
SELECT 'establishments', f.facet, coalesce(x.j ->> f.facet, 'null'), count(*)
FROM (
  SELECT jsonb_build_object('has_suggestions', has_suggestions, 'guide_rating', guide_rating, 'status', status,
    'newly_added', newly_added, 'recently_updated', recently_updated) AS j
  FROM establishments WHERE NOT deleted
) x CROSS JOIN unnest(ARRAY['has_suggestions', 'guide_rating', 'status', 'newly_added', 'recently_updated']) AS f(facet)
GROUP BY 2, 3
ON CONFLICT (table_name, facet, value) DO UPDATE SET n = excluded.n;

