-- Near spellings where the typo is (issue 13 point 7): with keep_known, a typed word the dictionary holds (a whole word
-- of a name; for the last, half-typed word, the start of one) is taken as spelt right and keeps only itself (the last
-- word its completions), and only the unknown words get their one-edit alternatives. A common right word ('vine') then
-- no longer brings line, mine, nine, pine and wine into the phrase, whose postings the words index walks: 'moke & Vine'
-- 31 → 16 ms at 1 M places. Without keep_known, the query is 0013's (every word of three letters or more corrected):
-- nearText falls back to it when the strict one finds nothing (a typo that made another real word: 'Mery' for 'Merry').
DROP FUNCTION IF EXISTS search_typo_query(text[]);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_typo_query(words text[], keep_known boolean DEFAULT false) RETURNS tsquery LANGUAGE sql STABLE AS $$
  SELECT to_tsquery('simple', string_agg(alts, ' <-> ' ORDER BY ord))
  FROM (
    SELECT q.ord, '(' || CASE WHEN q.ord = cardinality(words) THEN search_prefix_alts(q.word) || ' | ' ELSE '' END
      || string_agg(DISTINCT '''' || x.w || '''', ' | ') || ')' AS alts
    FROM unnest(words) WITH ORDINALITY AS q(word, ord)
    CROSS JOIN LATERAL (
      SELECT keep_known AND CASE
        WHEN q.ord < cardinality(words) THEN EXISTS (SELECT 1 FROM search_words s WHERE s.word = q.word)
        ELSE EXISTS (SELECT 1 FROM search_words s WHERE (s.word COLLATE "C") >= (q.word COLLATE "C") AND (s.word COLLATE "C") < ((q.word || chr(1114111)) COLLATE "C"))
      END AS known
    ) k
    CROSS JOIN LATERAL (
      SELECT ARRAY(SELECT overlay(q.word placing '' from i for 1) FROM generate_series(1, char_length(q.word)) AS i) AS deletes
    ) d
    CROSS JOIN LATERAL (
      SELECT q.word AS w
      UNION
      SELECT c.word FROM (
        SELECT s.word FROM search_words s WHERE NOT k.known AND char_length(q.word) >= 3 AND s.word = ANY (d.deletes)
        UNION
        SELECT v.word FROM search_word_variants v WHERE NOT k.known AND char_length(q.word) >= 3 AND v.variant = ANY (d.deletes || q.word)
      ) c
      WHERE search_one_edit(q.word, c.word)
    ) x
    WHERE q.word ~ '^[^''\\]+$'
    GROUP BY q.ord, q.word
  ) y
$$;
