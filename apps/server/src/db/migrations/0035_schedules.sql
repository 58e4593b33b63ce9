-- Publish, unpublish and switch at a time (issue 33 point 5, jobs/schedules.ts). A schedule is one action at one
-- moment: publish or unpublish a record of a content type, or replace a home section's entries with prepared ones. It
-- runs from a delayed pg-boss entry (kept in the database, so a restart loses none); the run claims the row while it
-- is pending, so it runs once whichever server takes it, and records its job and how late it ran.
CREATE TABLE IF NOT EXISTS schedules (
  id serial PRIMARY KEY,
  action text NOT NULL CHECK (action IN ('publish', 'unpublish', 'switch-section')),
  -- The content type's name (place, dish…; home-section for a switch) and its record.
  type text NOT NULL,
  record_id integer NOT NULL,
  -- A switch's prepared entries, in their order: [{subjectType, subjectId, destinationId, name}].
  entries jsonb,
  at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed', 'cancelled')),
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  job_id integer REFERENCES jobs (id) ON DELETE SET NULL,
  ran timestamptz,
  -- Seconds between `at` and the run, when a server was not up to run it on time.
  late_seconds integer,
  failure text,
  created timestamptz NOT NULL DEFAULT now(),
  updated timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- The due ones, oldest first (a server that starts sends those it finds overdue).
CREATE INDEX IF NOT EXISTS schedules_pending_idx ON schedules (at) WHERE state = 'pending';
--> statement-breakpoint
-- A record's schedules; one pending action per record and moment (a second click schedules nothing twice).
CREATE INDEX IF NOT EXISTS schedules_record_idx ON schedules (type, record_id, at);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS schedules_once_idx ON schedules (type, record_id, action, at) WHERE state = 'pending';
