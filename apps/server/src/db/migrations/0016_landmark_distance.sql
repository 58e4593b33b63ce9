-- The landmark form's nearby list (GET landmarks/nearby): earthdistance's ll_to_earth (on cube) gives each location a
-- point on the earth, GiST orders by distance to it (k-nearest), btree_gist lets the city's id share the index.
-- All three are in PostgreSQL's contrib and in PGlite (loaded in db/client.ts); drizzle-kit does not write them.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX "landmarks_nearby_idx" ON "landmarks" USING gist ("destination_id",ll_to_earth((("location" ->> 'lat'))::float8, (("location" ->> 'lng'))::float8)) WHERE deleted = false;
