-- gap_counts kept each city's count of a rule twice over, split by published state: a publish moved every gap of the
-- record from one row to the other, two upserts per gap (about 2 100 rows for a chunk of 500 places spread over 500
-- cities, a quarter of a bulk publish's time). The split becomes a subset: `published_only` false counts every live
-- record, true counts the published ones among them. A publish now raises only the published rows; an unpublished
-- count is the difference (completeness/rule-counts.ts).
ALTER TABLE "gap_counts" RENAME COLUMN "published" TO "published_only";--> statement-breakpoint
INSERT INTO gap_counts (table_name, city_id, bit, published_only, n)
SELECT table_name, city_id, bit, false, n FROM gap_counts WHERE published_only
ON CONFLICT (table_name, city_id, bit, published_only) DO UPDATE SET n = gap_counts.n + excluded.n;--> statement-breakpoint
-- Each live record counts under its city and under -1 for every bit set, in the all rows and, when published, in the
-- published rows too (bit 31, 'some gap', ranks cities over all records and has no published row). An UPDATE counts
-- only the rows whose state moved. A refresh (`mise.gaps_refresh`) recounts once at its end instead.
CREATE OR REPLACE FUNCTION gap_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('mise.gaps_refresh', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO gap_counts (table_name, city_id, bit, published_only, n)
    SELECT r.table_name, c.city, b.bit, p.sub, count(*)
    FROM new_rows r CROSS JOIN LATERAL (VALUES (r.city_id), (-1)) c(city) CROSS JOIN LATERAL gap_bits_of(r.bits) b(bit)
      CROSS JOIN LATERAL (VALUES (false), (true)) p(sub)
    WHERE r.live AND (NOT p.sub OR (r.published AND b.bit <> 31)) GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (table_name, city_id, bit, published_only) DO UPDATE SET n = gap_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO gap_counts (table_name, city_id, bit, published_only, n)
    SELECT o.table_name, c.city, b.bit, p.sub, -count(*)
    FROM old_rows o CROSS JOIN LATERAL (VALUES (o.city_id), (-1)) c(city) CROSS JOIN LATERAL gap_bits_of(o.bits) b(bit)
      CROSS JOIN LATERAL (VALUES (false), (true)) p(sub)
    WHERE o.live AND (NOT p.sub OR (o.published AND b.bit <> 31)) GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (table_name, city_id, bit, published_only) DO UPDATE SET n = gap_counts.n + excluded.n;
  ELSE
    INSERT INTO gap_counts (table_name, city_id, bit, published_only, n)
    SELECT x.table_name, c.city, b.bit, p.sub, sum(x.d)
    FROM (
      SELECT n.table_name, n.city_id, n.bits, n.live, n.published, 1 AS d FROM new_rows n JOIN old_rows o USING (table_name, id)
      WHERE (n.city_id, n.bits, n.live, n.published) IS DISTINCT FROM (o.city_id, o.bits, o.live, o.published)
      UNION ALL
      SELECT o.table_name, o.city_id, o.bits, o.live, o.published, -1 FROM new_rows n JOIN old_rows o USING (table_name, id)
      WHERE (n.city_id, n.bits, n.live, n.published) IS DISTINCT FROM (o.city_id, o.bits, o.live, o.published)
    ) x CROSS JOIN LATERAL (VALUES (x.city_id), (-1)) c(city) CROSS JOIN LATERAL gap_bits_of(x.bits) b(bit)
      CROSS JOIN LATERAL (VALUES (false), (true)) p(sub)
    WHERE x.live AND (NOT p.sub OR (x.published AND b.bit <> 31))
    GROUP BY 1, 2, 3, 4 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (table_name, city_id, bit, published_only) DO UPDATE SET n = gap_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
