DROP INDEX "lists_destination_name_idx";--> statement-breakpoint
CREATE INDEX "lists_destination_name_idx" ON "lists" USING btree ("destination_id","deleted","name","id");