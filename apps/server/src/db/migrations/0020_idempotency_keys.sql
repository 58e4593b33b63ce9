-- Writes sent with an Idempotency-Key header (plugins/idempotency.ts): the first request claims (user, key) with a row
-- whose status is null; a 2xx answer is then stored on it and replayed to a repeat of the key within a day. Rows older
-- than a day are purged by the plugin. Written so it can run again (IF NOT EXISTS).
CREATE TABLE IF NOT EXISTS "idempotency_keys" (
	"user_id" integer NOT NULL REFERENCES "public"."users"("id") ON DELETE cascade,
	"key" text NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"body_hash" text NOT NULL,
	"status" integer,
	"content_type" text,
	"response" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created");
