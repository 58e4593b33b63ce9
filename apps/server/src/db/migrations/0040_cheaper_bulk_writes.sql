-- A bulk write (issue 33's publish and import, 500 places a statement) spends its time in each row's index entries and
-- the triggers' kept counts; two of those costs are cut here, with the same results.
--
-- search_name_pairs: the same pairs as migration 0022's SQL function, built in a loop. The SQL function ran a query per
-- name (88 µs a name at 1 M places: 44 ms of a 500-place publish, whose every row is a new entry in the pairs index);
-- this takes 13 µs. Its output is identical (checked on 400 000 names of places, cities and users, and on the edge
-- cases in search/name-pairs.test.ts), so the indexes built with the old one stay valid.
CREATE OR REPLACE FUNCTION search_name_pairs(name text) RETURNS tsvector LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  w text[] := string_to_array(lower(translate(name, 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ', 'àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþ')), ' ');
  pairs text[] := '{}';
  a text;
  b text;
  stem text;
  pair text;
BEGIN
  FOR i IN 1 .. coalesce(cardinality(w), 0) - 1 LOOP
    a := w[i];
    b := w[i + 1];
    CONTINUE WHEN a = '' OR b = '';
    -- The first word without a final 's (regexp '''s$' before).
    stem := CASE WHEN right(a, 2) = '''s' THEN left(a, -2) ELSE a END;
    pair := a || ' ' || b;
    IF octet_length(pair) <= 1000 THEN pairs := pairs || pair; END IF;
    pair := '<' || b || ' ' || reverse(a);
    IF octet_length(pair) <= 1000 THEN pairs := pairs || pair; END IF;
    IF char_length(stem) >= 3 THEN
      pair := '|' || right(stem, 3) || ' ' || b;
      IF octet_length(pair) <= 1000 THEN pairs := pairs || pair; END IF;
    END IF;
    IF char_length(stem) >= 4 THEN
      pair := '}' || right(stem, 4) || ' ' || b;
      IF octet_length(pair) <= 1000 THEN pairs := pairs || pair; END IF;
    END IF;
  END LOOP;
  RETURN array_to_tsvector(pairs);
END
$$;
--> statement-breakpoint
-- gap_counts: the Desk's ranking of cities reads only the 'some gap' bit, but its index held `n` of every row, so every
-- count a publish moves (about 2 400 rows for 500 places) was a new index entry. Ranked on a column that only the
-- 'some gap' rows fill, the other rows' counts change in place (a HOT update, room left on each page for it).
ALTER TABLE "gap_counts" SET (fillfactor = 50);--> statement-breakpoint
DROP INDEX "gap_counts_rank_idx";--> statement-breakpoint
ALTER TABLE "gap_counts" ADD COLUMN "rank_n" bigint GENERATED ALWAYS AS (CASE WHEN "bit" = 31 THEN "n" END) STORED;--> statement-breakpoint
CREATE INDEX "gap_counts_rank_idx" ON "gap_counts" USING btree ("table_name","rank_n" DESC,"city_id") WHERE city_id > 0 AND rank_n IS NOT NULL;
