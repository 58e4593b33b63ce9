import { z } from 'zod';
import { defineCall } from './call';
import { zId } from './fields';
import { ZIdParams } from './resource-calls';
import { RESOURCES } from '../resource-lookup';
import { type TContentTypeName, typeOfModel } from '../registry';
import { ZHomeEntryAdd, type THomeEntryAdd } from '../resources/home-section';

/** What a schedule does when its time comes. */
export const SCHEDULE_ACTIONS = ['publish', 'unpublish', 'switch-section'] as const;
export type TScheduleAction = (typeof SCHEDULE_ACTIONS)[number];
export const SCHEDULE_STATES = ['pending', 'done', 'failed', 'cancelled'] as const;
export type TScheduleState = (typeof SCHEDULE_STATES)[number];
/** A prepared home section's entry, as stored with its switch. */
export type TSectionEntryPlan = THomeEntryAdd;

/** The types whose records can be published or unpublished at a time: those with a published state. */
export const SCHEDULE_TYPES = Object.values(RESOURCES)
  .filter((resource) => resource.traits.publish)
  .map((resource) => typeOfModel(resource.model)?.name)
  .filter((name): name is TContentTypeName => name !== undefined);

const ZScheduleType = z.enum(SCHEDULE_TYPES as [TContentTypeName, ...TContentTypeName[]]);
/** How far ahead a time may be set: a year and a day covers next year's same date. */
export const SCHEDULE_HORIZON_DAYS = 366;

const zAt = z.iso
  .datetime({ offset: true, error: 'at: a date and time with its offset, e.g. 2026-12-24T23:00:00-05:00' })
  .describe('When it happens (an instant; the console enters and shows it in New York time)');

export const ZScheduleCreate = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.enum(['publish', 'unpublish']),
    type: ZScheduleType,
    recordId: zId,
    at: zAt,
  }),
  z.strictObject({
    action: z.literal('switch-section'),
    sectionId: zId.describe('The home section whose entries are replaced'),
    entries: z.array(ZHomeEntryAdd).max(500).describe('The prepared entries, in their order'),
    at: zAt,
  }),
]);
export type TScheduleCreate = z.input<typeof ZScheduleCreate>;

const ZNamed = z.object({ id: z.number().int(), name: z.string().nullable() });

export const ZSchedule = z.object({
  id: z.number().int(),
  action: z.enum(SCHEDULE_ACTIONS),
  type: z.string().describe("The content type's name; home-section for a switch"),
  recordId: z.number().int(),
  recordName: z.string().nullable().describe('The record (or section) as staff know it; null once it is gone'),
  entries: z.array(ZHomeEntryAdd).nullable().describe("A switch's prepared entries"),
  at: z.date(),
  state: z.enum(SCHEDULE_STATES),
  createdBy: ZNamed.nullable(),
  job: z.number().int().nullable().describe('The job that ran it, on the Jobs screen'),
  ran: z.date().nullable(),
  lateSeconds: z
    .number()
    .int()
    .nullable()
    .describe('How long after its time it ran, when no server was up to run it on time'),
  failure: z.string().nullable().describe('Why it did nothing, when it failed'),
  created: z.date(),
  updated: z.date(),
});
export type TSchedule = z.output<typeof ZSchedule>;

export const ZScheduleQuery = z.object({
  type: z.string().max(60).optional().describe('Schedules of this content type (home-section for switches)'),
  recordId: zId.optional().describe('Of this record (with type)'),
  state: z.enum(['pending', 'finished']).optional().describe('finished: done, failed or cancelled'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Publish, unpublish and switch a home section at a time (issue 33 point 5). */
export const scheduleCalls = {
  list: defineCall({
    method: 'GET',
    path: '/schedules',
    tag: 'jobs',
    query: ZScheduleQuery,
    answer: z.object({ items: z.array(ZSchedule).describe('Pending ones soonest first; finished ones newest first') }),
  }),
  create: defineCall({
    method: 'POST',
    path: '/schedules',
    tag: 'jobs',
    body: ZScheduleCreate,
    answer: ZSchedule,
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/schedules/:id/cancel',
    tag: 'jobs',
    params: ZIdParams,
    answer: ZSchedule,
  }),
};
