-- Ordered lists staff reorder (a city's places, dishes, cuisines, landmarks and eatineraries; an explore list's places; a
-- tag category's tags) keep positions spaced 1024 apart from here on, so moving one item writes one row (it takes a free
-- integer between its new neighbours; crud/positions.ts). Existing lists are numbered afresh once, in their current
-- order; a row without a position keeps none. Home section entries keep their 1-based positions (staff see them).
-- The count triggers have nothing to count in an order change (mise.positions_only, see 0011).
SELECT set_config('mise.positions_only', 'on', true);
--> statement-breakpoint
UPDATE "establishments" AS t SET "destination_order" = r.rank * 1024
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "destination_id" ORDER BY "destination_order" ASC NULLS LAST, "id") AS rank
  FROM "establishments" WHERE "destination_id" IS NOT NULL AND "destination_order" IS NOT NULL
) AS r
WHERE t."id" = r."id" AND t."destination_order" IS DISTINCT FROM r.rank * 1024;
--> statement-breakpoint
UPDATE "landmarks" AS t SET "destination_order" = r.rank * 1024
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "destination_id" ORDER BY "destination_order" ASC NULLS LAST, "id") AS rank
  FROM "landmarks" WHERE "destination_id" IS NOT NULL AND "destination_order" IS NOT NULL
) AS r
WHERE t."id" = r."id" AND t."destination_order" IS DISTINCT FROM r.rank * 1024;
--> statement-breakpoint
UPDATE "eateries" AS t SET "destination_order" = r.rank * 1024
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "destination_id" ORDER BY "destination_order" ASC NULLS LAST, "id") AS rank
  FROM "eateries" WHERE "destination_id" IS NOT NULL AND "destination_order" IS NOT NULL
) AS r
WHERE t."id" = r."id" AND t."destination_order" IS DISTINCT FROM r.rank * 1024;
--> statement-breakpoint
UPDATE "destination_food_drinks" AS t SET "position" = r.rank * 1024
FROM (
  SELECT "destination_id", "food_drink_id",
    row_number() OVER (PARTITION BY "destination_id" ORDER BY "position", "food_drink_id") AS rank
  FROM "destination_food_drinks"
) AS r
WHERE t."destination_id" = r."destination_id" AND t."food_drink_id" = r."food_drink_id" AND t."position" <> r.rank * 1024;
--> statement-breakpoint
UPDATE "destination_cuisines" AS t SET "position" = r.rank * 1024
FROM (
  SELECT "destination_id", "cuisine_id",
    row_number() OVER (PARTITION BY "destination_id" ORDER BY "position", "cuisine_id") AS rank
  FROM "destination_cuisines"
) AS r
WHERE t."destination_id" = r."destination_id" AND t."cuisine_id" = r."cuisine_id" AND t."position" <> r.rank * 1024;
--> statement-breakpoint
UPDATE "list_establishments" AS t SET "position" = r.rank * 1024
FROM (
  SELECT "list_id", "establishment_id",
    row_number() OVER (PARTITION BY "list_id" ORDER BY "position", "establishment_id") AS rank
  FROM "list_establishments"
) AS r
WHERE t."list_id" = r."list_id" AND t."establishment_id" = r."establishment_id" AND t."position" <> r.rank * 1024;
--> statement-breakpoint
UPDATE "tag_category_tags" AS t SET "position" = r.rank * 1024
FROM (
  SELECT "tag_category_id", "tag_id",
    row_number() OVER (PARTITION BY "tag_category_id" ORDER BY "position", "tag_id") AS rank
  FROM "tag_category_tags"
) AS r
WHERE t."tag_category_id" = r."tag_category_id" AND t."tag_id" = r."tag_id" AND t."position" <> r.rank * 1024;
--> statement-breakpoint
SELECT set_config('mise.positions_only', 'off', true);
