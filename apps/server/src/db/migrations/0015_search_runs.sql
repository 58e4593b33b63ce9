CREATE TABLE "search_runs" (
	"run" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_runs_prefix_idx" ON "search_runs" USING btree (("run" collate "C"));--> statement-breakpoint
CREATE INDEX "search_runs_suffix_idx" ON "search_runs" USING btree ((reverse("run") collate "C"));--> statement-breakpoint
-- As 0013's, and each name's runs of four or more ASCII letters into search_runs (see its schema); the triggers of 0013
-- call it as names are added or renamed.
CREATE OR REPLACE FUNCTION search_words_add(names text[]) RETURNS void LANGUAGE sql AS $$
  WITH added AS (
    INSERT INTO search_words (word)
    SELECT DISTINCT w.lexeme FROM unnest(names) AS n(name), unnest(to_tsvector('simple', n.name)) AS w
    WHERE char_length(w.lexeme) >= 4 AND strpos(w.lexeme, '''') = 0 AND strpos(w.lexeme, E'\\') = 0
    ORDER BY 1
    ON CONFLICT DO NOTHING
    RETURNING word
  )
  INSERT INTO search_word_variants (variant, word)
  SELECT overlay(a.word placing '' from i for 1), a.word FROM added a, generate_series(1, char_length(a.word)) AS i
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  INSERT INTO search_runs (run)
  SELECT DISTINCT r.run FROM unnest(names) AS n(name), regexp_split_to_table(lower(n.name), '[^a-z]+') AS r(run)
  WHERE char_length(r.run) >= 4
  ORDER BY 1
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- Every name's, deleted ones too: 0013 took the live names only, and a place restored later must be found as before.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['establishments', 'destinations', 'food_drinks', 'cuisines', 'landmarks', 'lists', 'eateries'] LOOP
    EXECUTE format('SELECT search_words_add(ARRAY(SELECT name FROM %I))', t);
  END LOOP;
END $$;
