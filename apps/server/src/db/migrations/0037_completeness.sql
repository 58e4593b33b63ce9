-- Completeness rules (issue 34 point 2): which of its type's rules each record breaks, kept beside it, and live counts
-- by rule, by city and in all, kept from that. The rules are declared in the contracts
-- (packages/contracts/src/common/completeness.ts); the server turns them into each table's `gap_own_bits_<table>`
-- function and its triggers at start-up (apps/server/src/completeness/install.ts) and fills this table afresh when
-- they change. Here are only the tables and the functions every table shares.
-- The rules that hold as GIN elements of their own per table (the table's hash, then the bit), so a list filtered by a
-- rare rule reads its records from the index, and the planner's element statistics tell a rare rule from a common one.
CREATE OR REPLACE FUNCTION gap_rule_elements(table_name text, bits integer) RETURNS integer[] LANGUAGE sql IMMUTABLE AS $$
  SELECT array(SELECT (hashtext(table_name) & 67108863) * 32 + b FROM generate_series(0, 30) b WHERE bits & (1 << b) <> 0)
$$;
--> statement-breakpoint
CREATE TABLE "record_gaps" (
	"table_name" text NOT NULL,
	"id" integer NOT NULL,
	"city_id" integer DEFAULT 0 NOT NULL,
	"live" boolean NOT NULL,
	"published" boolean NOT NULL,
	"own_bits" integer NOT NULL,
	"link_bits" integer NOT NULL,
	-- Bit 30: published and some other rule holds ('published but incomplete').
	"bits" integer GENERATED ALWAYS AS (own_bits | link_bits | CASE WHEN published AND (own_bits | link_bits) <> 0 THEN 1073741824 ELSE 0 END) STORED NOT NULL,
	"rules" integer[] GENERATED ALWAYS AS (gap_rule_elements(table_name, own_bits | link_bits | CASE WHEN published AND (own_bits | link_bits) <> 0 THEN 1073741824 ELSE 0 END)) STORED NOT NULL,
	CONSTRAINT "record_gaps_pk" PRIMARY KEY("table_name","id")
);
--> statement-breakpoint
CREATE INDEX "record_gaps_rules_idx" ON "record_gaps" USING gin ("rules");
--> statement-breakpoint
-- city_id -1: the type in all; 0: records without a city. `published` splits each count by the records' published
-- state; bit 31 counts the records with any gap (published always false), the order of the Desk's cities.
CREATE TABLE "gap_counts" (
	"table_name" text NOT NULL,
	"city_id" integer NOT NULL,
	"bit" integer NOT NULL,
	"published" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "gap_counts_pk" PRIMARY KEY("table_name","city_id","bit","published")
);
--> statement-breakpoint
CREATE INDEX "gap_counts_rank_idx" ON "gap_counts" USING btree ("table_name","bit","n" DESC,"city_id") WHERE city_id > 0;
--> statement-breakpoint
CREATE TABLE "gap_rules" (
	"table_name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL
);
--> statement-breakpoint
-- The set bits of a state, as rows, and 31 for "some gap".
CREATE OR REPLACE FUNCTION gap_bits_of(bits integer) RETURNS SETOF integer LANGUAGE sql IMMUTABLE AS $$
  SELECT b FROM generate_series(0, 30) b WHERE bits & (1 << b) <> 0
  UNION ALL SELECT 31 WHERE bits <> 0
$$;
--> statement-breakpoint
-- Keeps gap_counts from record_gaps: each live record counts once under its city and once under -1 for every bit set.
-- An UPDATE counts only the rows whose state moved. A refresh (`mise.gaps_refresh`) recounts once at its end instead.
CREATE OR REPLACE FUNCTION gap_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('mise.gaps_refresh', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO gap_counts (table_name, city_id, bit, published, n)
    SELECT r.table_name, c.city, b.bit, b.bit <> 31 AND r.published, count(*)
    FROM new_rows r CROSS JOIN LATERAL (VALUES (r.city_id), (-1)) c(city) CROSS JOIN LATERAL gap_bits_of(r.bits) b(bit)
    WHERE r.live GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (table_name, city_id, bit, published) DO UPDATE SET n = gap_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO gap_counts (table_name, city_id, bit, published, n)
    SELECT o.table_name, c.city, b.bit, b.bit <> 31 AND o.published, -count(*)
    FROM old_rows o CROSS JOIN LATERAL (VALUES (o.city_id), (-1)) c(city) CROSS JOIN LATERAL gap_bits_of(o.bits) b(bit)
    WHERE o.live GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (table_name, city_id, bit, published) DO UPDATE SET n = gap_counts.n + excluded.n;
  ELSE
    INSERT INTO gap_counts (table_name, city_id, bit, published, n)
    SELECT x.table_name, c.city, b.bit, b.bit <> 31 AND x.published, sum(x.d)
    FROM (
      SELECT n.table_name, n.city_id, n.bits, n.live, n.published, 1 AS d FROM new_rows n JOIN old_rows o USING (table_name, id)
      WHERE (n.city_id, n.bits, n.live, n.published) IS DISTINCT FROM (o.city_id, o.bits, o.live, o.published)
      UNION ALL
      SELECT o.table_name, o.city_id, o.bits, o.live, o.published, -1 FROM new_rows n JOIN old_rows o USING (table_name, id)
      WHERE (n.city_id, n.bits, n.live, n.published) IS DISTINCT FROM (o.city_id, o.bits, o.live, o.published)
    ) x CROSS JOIN LATERAL (VALUES (x.city_id), (-1)) c(city) CROSS JOIN LATERAL gap_bits_of(x.bits) b(bit)
    WHERE x.live GROUP BY 1, 2, 3, 4 HAVING sum(x.d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (table_name, city_id, bit, published) DO UPDATE SET n = gap_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER record_gaps_counts_ins AFTER INSERT ON record_gaps REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gap_counts_apply();
--> statement-breakpoint
CREATE TRIGGER record_gaps_counts_upd AFTER UPDATE ON record_gaps REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gap_counts_apply();
--> statement-breakpoint
CREATE TRIGGER record_gaps_counts_del AFTER DELETE ON record_gaps REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gap_counts_apply();
