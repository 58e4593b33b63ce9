-- Work-through claims (issue 34 point 4): who is on which record, until when. One row per record; a lapsed claim is
-- taken over by the next editor the queue gives it to.
CREATE TABLE "record_claims" (
	"table_name" text NOT NULL,
	"record_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "record_claims_table_name_record_id_pk" PRIMARY KEY("table_name","record_id")
);
--> statement-breakpoint
ALTER TABLE "record_claims" ADD CONSTRAINT "record_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_claims_user_idx" ON "record_claims" USING btree ("user_id");
