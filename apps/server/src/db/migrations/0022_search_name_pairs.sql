-- A list's search box on a name of a typo-tolerant table (issue 31 point 1, search/name-search.ts): the names containing a
-- text of three or more space-separated words share its pairs of neighbouring words. Each pair is kept forwards
-- ('irish wine') and backwards ('<wine hsiri', the second word then the first reversed): the text's inner pairs are pairs
-- of the name, its last pair the start of one ('wine bar' of 'wine barrel'), its first pair the start of a backwards one
-- (the first word may be the end of a longer one). The trigram index reads hundreds of pages for such a text (3-12 ms
-- at 1 M places); this one reads a few. A text of two words needs the junction: the first word's last four letters and
-- the second word ('}lish bar' of 'polish bar'), or its last three for a first word of three ('|red besan'), a final 's
-- left out first (the 's of 'Jenkins's Cantina' would make every possessive's junction alike). Words are cut at single spaces of the lower-cased name, as the text is; Latin-1's
-- capitals are lower-cased here (translate) so that JavaScript's toLowerCase agrees whatever the database's ctype.
CREATE OR REPLACE FUNCTION search_name_pairs(name text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_to_tsvector(array(
    SELECT v.pair
    FROM (SELECT string_to_array(lower(translate(name, 'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ', 'àáâãäåæçèéêëìíîïðñòóôõöøùúûüýþ')), ' ') AS w) s
    CROSS JOIN generate_series(1, cardinality(s.w) - 1) AS i
    CROSS JOIN LATERAL (SELECT regexp_replace(s.w[i], '''s$', '') AS stem) j
    CROSS JOIN LATERAL (VALUES
      (s.w[i] || ' ' || s.w[i + 1]),
      ('<' || s.w[i + 1] || ' ' || reverse(s.w[i])),
      (CASE WHEN char_length(j.stem) >= 3 THEN '|' || right(j.stem, 3) || ' ' || s.w[i + 1] END),
      (CASE WHEN char_length(j.stem) >= 4 THEN '}' || right(j.stem, 4) || ' ' || s.w[i + 1] END)
    ) AS v(pair)
    WHERE s.w[i] <> '' AND s.w[i + 1] <> '' AND v.pair IS NOT NULL AND octet_length(v.pair) <= 1000
  )), ''::tsvector)
$$;
--> statement-breakpoint
CREATE INDEX "destinations_name_pairs_idx" ON "destinations" USING gin (search_name_pairs("name")) WHERE deleted = false;--> statement-breakpoint
CREATE INDEX "eateries_name_pairs_idx" ON "eateries" USING gin (search_name_pairs("name")) WHERE deleted = false;--> statement-breakpoint
CREATE INDEX "establishments_name_pairs_idx" ON "establishments" USING gin (search_name_pairs("name")) WHERE deleted = false;--> statement-breakpoint
CREATE INDEX "food_drinks_name_pairs_idx" ON "food_drinks" USING gin (search_name_pairs("name")) WHERE deleted = false;--> statement-breakpoint
CREATE INDEX "cuisines_name_pairs_idx" ON "cuisines" USING gin (search_name_pairs("name")) WHERE deleted = false;--> statement-breakpoint
CREATE INDEX "landmarks_name_pairs_idx" ON "landmarks" USING gin (search_name_pairs("name")) WHERE deleted = false;--> statement-breakpoint
CREATE INDEX "lists_name_pairs_idx" ON "lists" USING gin (search_name_pairs("name")) WHERE deleted = false;