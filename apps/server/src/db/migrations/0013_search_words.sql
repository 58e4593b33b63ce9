CREATE TABLE "search_word_variants" (
	"variant" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_word_variants_variant_word_pk" PRIMARY KEY("variant","word")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree (("word" collate "C"));
--> statement-breakpoint
-- Typo-tolerant search (issue 13 point 7): the words of every searchable name, and each with one letter left out, kept
-- as names are added or renamed. A word that is no tsquery-safe lexeme (a quote or backslash in it) is left out.
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
  ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_from_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(ARRAY(SELECT name FROM new_rows));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_from_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(ARRAY[NEW.name]);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Whether two words are at most one edit apart: a letter swapped for another, left out, added, or two neighbours
-- swapped (optimal string alignment distance <= 1).
CREATE OR REPLACE FUNCTION search_one_edit(a text, b text) RETURNS boolean LANGUAGE plpgsql IMMUTABLE STRICT AS $$
DECLARE
  la int := char_length(a);
  lb int := char_length(b);
  i int := 1;
BEGIN
  IF a = b THEN RETURN true; END IF;
  IF abs(la - lb) > 1 THEN RETURN false; END IF;
  WHILE i <= least(la, lb) AND substr(a, i, 1) = substr(b, i, 1) LOOP i := i + 1; END LOOP;
  IF la = lb THEN
    RETURN substr(a, i + 1) = substr(b, i + 1)
      OR (substr(a, i, 1) = substr(b, i + 1, 1) AND substr(a, i + 1, 1) = substr(b, i, 1) AND substr(a, i + 2) = substr(b, i + 2));
  ELSIF la > lb THEN
    RETURN substr(a, i + 1) = substr(b, i);
  END IF;
  RETURN substr(a, i) = substr(b, i + 1);
END $$;
--> statement-breakpoint
-- A last word as typed may be half a word: the tsquery alternatives for it are the word itself and the first 20 stored
-- words it starts (byte order), written out. The words index skips through whole words, but a prefix ('bar':*) makes it
-- gather every name with such a word first (15-20 ms for 'bar' at 1 M places), and so do a few hundred alternatives;
-- a word with more completions narrows as staff type on. A single letter stays a prefix.
CREATE OR REPLACE FUNCTION search_prefix_alts(p text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN char_length(p) < 2 THEN '''' || p || ''':*'
    ELSE (
      SELECT string_agg('''' || w || '''', ' | ')
      FROM (
        SELECT p AS w
        UNION
        SELECT word FROM (
          SELECT s.word FROM search_words s
          WHERE (s.word COLLATE "C") >= (p COLLATE "C") AND (s.word COLLATE "C") < ((p || chr(1114111)) COLLATE "C")
          ORDER BY (s.word COLLATE "C")
          LIMIT 20
        ) started
      ) y
    )
  END
$$;
--> statement-breakpoint
-- The typed words, each a whole word but the last, which may be half typed (search_prefix_alts): what autocomplete's
-- word branch matches, in any order. NULL for no words.
CREATE OR REPLACE FUNCTION search_words_query(words text[]) RETURNS tsquery LANGUAGE sql STABLE AS $$
  SELECT to_tsquery('simple', string_agg(
    CASE WHEN q.ord = cardinality(words) THEN '(' || search_prefix_alts(q.word) || ')' ELSE '''' || q.word || '''' END,
    ' & ' ORDER BY q.ord))
  FROM unnest(words) WITH ORDINALITY AS q(word, ord)
  WHERE q.word ~ '^[^''\\]+$'
$$;
--> statement-breakpoint
-- The typed words as a phrase tsquery (each word followed by the next, as typed) where each word of three letters or
-- more may also be any stored word one edit away (found through the deletes, then checked); the last word may also be
-- half typed (search_prefix_alts). A three-letter word can only have lost a letter (stored words have four or more).
-- NULL for no words, which matches nothing.
CREATE OR REPLACE FUNCTION search_typo_query(words text[]) RETURNS tsquery LANGUAGE sql STABLE AS $$
  SELECT to_tsquery('simple', string_agg(alts, ' <-> ' ORDER BY ord))
  FROM (
    SELECT q.ord, '(' || CASE WHEN q.ord = cardinality(words) THEN search_prefix_alts(q.word) || ' | ' ELSE '' END
      || string_agg(DISTINCT '''' || x.w || '''', ' | ') || ')' AS alts
    FROM unnest(words) WITH ORDINALITY AS q(word, ord)
    CROSS JOIN LATERAL (
      SELECT ARRAY(SELECT overlay(q.word placing '' from i for 1) FROM generate_series(1, char_length(q.word)) AS i) AS deletes
    ) d
    CROSS JOIN LATERAL (
      SELECT q.word AS w
      UNION
      SELECT c.word FROM (
        SELECT s.word FROM search_words s WHERE char_length(q.word) >= 3 AND s.word = ANY (d.deletes)
        UNION
        SELECT v.word FROM search_word_variants v WHERE char_length(q.word) >= 3 AND v.variant = ANY (d.deletes || q.word)
      ) c
      WHERE search_one_edit(q.word, c.word)
    ) x
    WHERE q.word ~ '^[^''\\]+$'
    GROUP BY q.ord, q.word
  ) y
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['establishments', 'destinations', 'food_drinks', 'cuisines', 'landmarks', 'lists', 'eateries'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_inserted()', t || '_search_words_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE OF name ON %I FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION search_words_from_renamed()', t || '_search_words_upd', t);
    EXECUTE format('SELECT search_words_add(ARRAY(SELECT name FROM %I WHERE deleted = false))', t);
  END LOOP;
END $$;
