-- Near spellings of hyphenated names (issue 31 point 1): the words index holds 'Osterix Herzog-Conn' as osterix:1,
-- herzog-conn:2, herzog:3, conn:4 (PostgreSQL's parser puts the whole compound before its parts), so the phrase
-- osterix <-> herzog <-> conn never matched, and every one-typo search for a hyphenated name (3.5 % of the seed's
-- names) found nothing. `gaps` gives each typed word its distance from the one before (2 before the first part of a
-- compound the text has, search/autocomplete-sql.ts termGaps); NULL or a missing entry is 1, as before.
DROP FUNCTION IF EXISTS search_typo_query(text[], boolean);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_typo_query(words text[], keep_known boolean DEFAULT false, gaps integer[] DEFAULT NULL) RETURNS tsquery LANGUAGE sql STABLE AS $$
  SELECT to_tsquery('simple', string_agg(CASE WHEN ord = 1 THEN '' ELSE ' <' || coalesce(gaps[ord], 1) || '> ' END || alts, '' ORDER BY ord))
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
