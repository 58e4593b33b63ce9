CREATE TABLE "row_counts" (
	"table_name" text NOT NULL,
	"published" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "row_counts_table_name_published_pk" PRIMARY KEY("table_name","published")
);
