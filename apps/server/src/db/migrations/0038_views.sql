-- Saved list views (issue 34 point 1): records on the server, so they survive sign-out and follow staff to any device.
CREATE TABLE "views" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"where" jsonb,
	"shared" boolean DEFAULT false NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"owner_id" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "views" ADD CONSTRAINT "views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "views_owner_idx" ON "views" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "views_shared_idx" ON "views" USING btree ("shared");
