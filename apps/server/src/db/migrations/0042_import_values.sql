-- The unique values a CSV import's dry run has seen (issue 33 point 3): before, a dry run checked each chunk's rows
-- against the table and each other only, so two rows of one new e-mail in different chunks passed the dry run and the
-- import then refused one. Keyed by the run's report file, and gone with it.
CREATE TABLE import_values (
  file_id integer NOT NULL REFERENCES job_files (id) ON DELETE CASCADE,
  field text NOT NULL,
  value text NOT NULL,
  line integer NOT NULL,
  record_id integer,
  PRIMARY KEY (file_id, field, value)
);
