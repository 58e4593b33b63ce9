import {
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TJobError, TJobState } from '@mise/contracts/common/job-calls';
import { users } from './user';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One job staff started (a bulk edit, an import, an export) or the system runs (the trash's purge): what the Jobs
 * screen shows. Its counters move in the same transaction as each chunk's writes (jobs/engine.ts), so they are exact.
 */
export const jobs = pgTable('jobs', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  state: text('state').$type<TJobState>().notNull().default('queued'),
  params: jsonb('params').$type<Record<string, unknown>>().notNull(),
  /** Records to do; null until the job is planned. */
  total: integer('total'),
  done: integer('done').notNull().default(0),
  changed: integer('changed').notNull().default(0),
  refused: integer('refused').notNull().default(0),
  chunks: integer('chunks'),
  chunksDone: integer('chunks_done').notNull().default(0),
  cancelRequested: boolean('cancel_requested').notNull().default(false),
  /** The first refusals, each with its record and reason. */
  errors: jsonb('errors').$type<TJobError[]>().notNull().default([]),
  /** Why the job stopped, when it failed as a whole. */
  failure: text('failure'),
  result: jsonb('result').$type<Record<string, unknown>>(),
  /** The change ledger's operation of every write the job makes: one Undo reverts it all. */
  operation: uuid('operation').notNull(),
  startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
  /** The console path the job was started from. */
  origin: text('origin'),
  /** When its whole operation was undone: the Jobs screen offers no second Undo. */
  undone: at('undone'),
  created: at('created').notNull().defaultNow(),
  started: at('started'),
  finished: at('finished'),
  updated: at('updated').notNull().defaultNow(),
});

/** A job's records in chunks; `finished` is set in the transaction that did the chunk's work, so none is done twice. */
export const jobChunks = pgTable(
  'job_chunks',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    no: integer('no').notNull(),
    items: jsonb('items').$type<unknown[]>().notNull(),
    finished: at('finished'),
    /** The server that did it (host, process). */
    worker: text('worker'),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.no] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A file a job reads or writes (an import's upload, an export's CSV), kept until `expires` (jobs/job-files.ts). */
export const jobFiles = pgTable('job_files', {
  id: serial('id').primaryKey(),
  jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  contentType: text('content_type').notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  created: at('created').notNull().defaultNow(),
  expires: at('expires').notNull(),
});

/** A file's bytes in parts of about a megabyte; a section is one writer's run of parts (an export's chunk). */
export const jobFileParts = pgTable(
  'job_file_parts',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => jobFiles.id, { onDelete: 'cascade' }),
    section: integer('section').notNull(),
    no: integer('no').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.section, t.no] })],
);

/**
 * The unique values a dry run's rows take (a user's e-mail), one row each, keyed by the run's report file: a chunk
 * claims its rows' values in its own transaction, so two rows of one new value in different chunks, done by any
 * server in any order, are told apart as the import would (jobs/import-checks.ts). Gone with the report.
 */
export const importValues = pgTable(
  'import_values',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => jobFiles.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    value: text('value').notNull(),
    line: integer('line').notNull(),
    /** The record the row updates; none for a new one (two rows updating one record may give it the same value). */
    recordId: integer('record_id'),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.field, t.value] })],
);
