-- Work that runs outside a request (issue 33): a bulk edit, an import, an export, a schedule, the trash's purge. The
-- queue itself is pg-boss's (its own schema, installed beside these migrations, db/client.ts); these two tables hold
-- what staff see of a job and what makes each record done exactly once: the job's chunks, each marked finished in the
-- same transaction as its writes.
CREATE TABLE jobs (
  id serial PRIMARY KEY,
  kind text NOT NULL,
  title text NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  params jsonb NOT NULL,
  total integer,
  done integer NOT NULL DEFAULT 0,
  changed integer NOT NULL DEFAULT 0,
  refused integer NOT NULL DEFAULT 0,
  chunks integer,
  chunks_done integer NOT NULL DEFAULT 0,
  cancel_requested boolean NOT NULL DEFAULT false,
  errors jsonb NOT NULL DEFAULT '[]',
  failure text,
  result jsonb,
  operation uuid NOT NULL,
  started_by integer REFERENCES users (id) ON DELETE SET NULL,
  origin text,
  created timestamptz NOT NULL DEFAULT now(),
  started timestamptz,
  finished timestamptz,
  updated timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX jobs_unfinished_idx ON jobs (id) WHERE state IN ('queued', 'running');
--> statement-breakpoint
CREATE TABLE job_chunks (
  job_id integer NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  no integer NOT NULL,
  items jsonb NOT NULL,
  finished timestamptz,
  worker text,
  PRIMARY KEY (job_id, no)
);
