import { type SQL, and, asc, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  SCHEDULE_HORIZON_DAYS,
  type TSchedule,
  type ZScheduleCreate,
  type ZScheduleQuery,
} from '@mise/contracts/common/schedule-calls';
import type { THomeSectionSlug } from '@mise/contracts/resources/home-section';
import { CONTENT_TYPES, type TContentTypeName } from '@mise/contracts/registry';
import type { z } from 'zod';
import type { TActor } from '../crud/activity';
import { NAME_FIELDS, bumped } from '../crud/owner-version';
import { requireById } from '../crud/rows';
import { inWrite } from '../crud/write-service';
import type { Db } from '../db/client';
import { schedules } from '../db/schema/schedule';
import { users } from '../db/schema/user';
import { badRequest, conflict, notFound } from '../lib/http-error';
import { checkEntries } from '../resources/home-section/entry-rules';
import { requireSection } from '../resources/home-section/entries';
import { modelOfType } from './bulk-edit';

export type TScheduleRow = typeof schedules.$inferSelect;
/** A section switch's records are home sections. */
export const SECTION_TYPE = 'home-section' satisfies TContentTypeName;

/** The column staff know a type's records by (name, title, code or e-mail). */
export function nameColumn(type: string): AnyPgColumn | undefined {
  const columns = getTableColumns(modelOfType(type as TContentTypeName).table) as Record<string, AnyPgColumn>;
  return NAME_FIELDS.map((field) => columns[field]).find(Boolean);
}

/** How staff call a type's records, in a sentence: 'place', 'explore list'. */
export const typeWord = (type: string) => CONTENT_TYPES[type as TContentTypeName]?.label.toLowerCase() ?? type;

/** The names of the schedules' records, by `type:id`, one query per type. */
export async function recordNames(db: Db, rows: TScheduleRow[]): Promise<Map<string, string | null>> {
  const names = new Map<string, string | null>();
  const byType = new Map<string, number[]>();
  for (const row of rows) byType.set(row.type, [...(byType.get(row.type) ?? []), row.recordId]);
  for (const [type, ids] of byType) {
    const model = modelOfType(type as TContentTypeName);
    const column = nameColumn(type);
    if (!column) continue;
    const found = await db
      .select({ id: model.id, name: column })
      .from(model.table)
      .where(inArray(model.id, [...new Set(ids)]));
    for (const { id, name } of found as { id: number; name: unknown }[])
      names.set(`${type}:${id}`, typeof name === 'string' ? name : null);
  }
  return names;
}

/** Schedules as the API answers them: with the record's name and who set each. */
async function answered(db: Db, rows: TScheduleRow[]): Promise<TSchedule[]> {
  const names = await recordNames(db, rows);
  const creators = [...new Set(rows.map((r) => r.createdBy).filter((id): id is number => id !== null))];
  const people = creators.length
    ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, creators))
    : [];
  return rows.map(({ createdBy, jobId, ...row }) => ({
    ...row,
    recordName: names.get(`${row.type}:${row.recordId}`) ?? null,
    createdBy:
      createdBy === null ? null : { id: createdBy, name: people.find((p) => p.id === createdBy)?.name ?? null },
    job: jobId,
  }));
}

/** Schedules of a record or type, pending ones soonest first, finished ones newest first. */
export async function listSchedules(db: Db, query: z.output<typeof ZScheduleQuery>): Promise<{ items: TSchedule[] }> {
  const conditions: (SQL | undefined)[] = [
    query.type ? eq(schedules.type, query.type) : undefined,
    query.recordId ? eq(schedules.recordId, query.recordId) : undefined,
    query.state === 'pending' ? eq(schedules.state, 'pending') : undefined,
    query.state === 'finished' ? ne(schedules.state, 'pending') : undefined,
  ];
  const rows = await db
    .select()
    .from(schedules)
    .where(and(...conditions))
    .orderBy(
      sql`${schedules.state} = 'pending' desc`,
      sql`case when ${schedules.state} = 'pending' then ${schedules.at} end asc`,
      desc(schedules.at),
      asc(schedules.id),
    )
    .limit(query.limit);
  return { items: await answered(db, rows) };
}

/** The time checked: later than now (a minute's grace for a slow form), and within the horizon. */
function checkedAt(at: string, now = Date.now()): Date {
  const when = new Date(at);
  if (when.getTime() < now - 60_000) throw badRequest('at: choose a time that is still to come');
  if (when.getTime() > now + SCHEDULE_HORIZON_DAYS * 86_400_000)
    throw badRequest(`at: choose a time within ${SCHEDULE_HORIZON_DAYS} days`);
  return when;
}

/** What a schedule will act on, checked now: a live record of a published type, or a section and entries it takes. */
async function checkedTarget(db: Db, body: z.output<typeof ZScheduleCreate>) {
  if (body.action !== 'switch-section') {
    const model = modelOfType(body.type);
    await requireById(db, model, body.recordId);
    return { type: body.type, recordId: body.recordId, entries: null };
  }
  const section = await requireSection(db, body.sectionId);
  if (section.slug === 'hero_videos')
    throw badRequest('sectionId: hero videos go live when their file is uploaded; they cannot be switched at a time');
  const entries = body.entries.map((e) => ({ ...e, destinationId: e.destinationId ?? null, name: e.name ?? null }));
  await checkEntries(db, {
    slug: section.slug as THomeSectionSlug,
    toAdd: entries,
    kept: new Set(),
    at: (i) => `entries[${i}]`,
  });
  return { type: SECTION_TYPE, recordId: body.sectionId, entries };
}

/**
 * Sets a schedule (POST /schedules) and queues its run for its time (`queueRun`, the engine's delayed entry). The same
 * action on the same record at the same moment is a 409 rather than a second schedule.
 * @example
 * await createSchedule(db, { body: { action: 'publish', type: 'place', recordId: 9, at }, actor, queueRun })
 */
export async function createSchedule(
  db: Db,
  {
    body: input,
    actor,
    queueRun,
  }: {
    body: z.output<typeof ZScheduleCreate>;
    actor: TActor;
    queueRun: (row: { id: number; at: Date }) => Promise<void>;
  },
): Promise<TSchedule> {
  const at = checkedAt(input.at);
  const target = await checkedTarget(db, input);
  const row = await inWrite(db, {
    actor,
    run: async ({ tx }) => {
      const [created] = await tx
        .insert(schedules)
        .values({ action: input.action, ...target, at, createdBy: actor?.id ?? null })
        .onConflictDoNothing()
        .returning();
      if (!created) throw conflict('This is already scheduled for that time');
      return created;
    },
  });
  try {
    await queueRun(row);
  } catch (error) {
    // Without its queue entry it would never run: take it back, so staff are not told it is set.
    await db.delete(schedules).where(eq(schedules.id, row.id));
    throw error;
  }
  return (await answered(db, [row]))[0]!;
}

/** Cancels a pending schedule (its queue entry then finds nothing to do); a finished one is a 409. */
export async function cancelSchedule(db: Db, id: number): Promise<TSchedule> {
  const [row] = await db
    .update(schedules)
    .set({ state: 'cancelled', ...bumped(schedules) })
    .where(and(eq(schedules.id, id), eq(schedules.state, 'pending')))
    .returning();
  if (row) return (await answered(db, [row]))[0]!;
  const [found] = await db.select({ state: schedules.state }).from(schedules).where(eq(schedules.id, id));
  if (!found) throw notFound(`Schedule ${id} was not found`);
  throw conflict(`This schedule has already ${found.state === 'cancelled' ? 'been cancelled' : 'run'}`);
}
