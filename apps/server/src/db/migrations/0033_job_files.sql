-- Files a job reads or writes (issue 33: an import's upload, an export's CSV), kept in the database itself so whichever
-- server takes up a job, or answers the download, can read them, on PGlite as on PostgreSQL. A file is stored in parts
-- of about a megabyte, written and read one at a time (never whole in memory); `section` lets a job's chunks, done by
-- any server in any order, each write their own run of parts that a download reads back in chunk order.
CREATE TABLE job_files (
  id serial PRIMARY KEY,
  job_id integer REFERENCES jobs (id) ON DELETE CASCADE,
  name text NOT NULL,
  content_type text NOT NULL,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created timestamptz NOT NULL DEFAULT now(),
  expires timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX job_files_expires_idx ON job_files (expires);
--> statement-breakpoint
CREATE INDEX job_files_job_idx ON job_files (job_id);
--> statement-breakpoint
CREATE TABLE job_file_parts (
  file_id integer NOT NULL REFERENCES job_files (id) ON DELETE CASCADE,
  section integer NOT NULL,
  no integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (file_id, section, no)
);
