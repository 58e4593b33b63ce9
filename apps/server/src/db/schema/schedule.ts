import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { TScheduleAction, TScheduleState, TSectionEntryPlan } from '@mise/contracts/common/schedule-calls';
import { jobs } from './job';
import { users } from './user';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One action at one moment (migration 0035, jobs/schedules.ts): publish or unpublish a record, or switch a home
 * section to prepared entries. Claimed while `pending` by the run that does it, so it runs once.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    action: text('action').$type<TScheduleAction>().notNull(),
    /** The content type's name (place, dish…; home-section for a switch). */
    type: text('type').notNull(),
    recordId: integer('record_id').notNull(),
    /** A switch's prepared entries, in their order. */
    entries: jsonb('entries').$type<TSectionEntryPlan[]>(),
    at: at('at').notNull(),
    state: text('state').$type<TScheduleState>().notNull().default('pending'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    ran: at('ran'),
    /** Seconds between `at` and the run, when it ran late. */
    lateSeconds: integer('late_seconds'),
    failure: text('failure'),
    created: at('created').notNull().defaultNow(),
    updated: at('updated').notNull().defaultNow(),
  },
  (t) => [index('schedules_record_idx').on(t.type, t.recordId, t.at)],
);
