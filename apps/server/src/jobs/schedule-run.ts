import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { TJobError } from '@mise/contracts/common/job-calls';
import type { TContentTypeName } from '@mise/contracts/registry';
import type { TActor } from '../crud/activity';
import { bumped } from '../crud/owner-version';
import { findById } from '../crud/rows';
import { badRequest } from '../lib/http-error';
import { patchRow } from '../crud/write';
import { inWrite } from '../crud/write-service';
import { refusalOf } from '../db/client-refusal';
import type { Db } from '../db/client';
import { asAction } from '../db/ledger-context';
import { homeSectionEntities } from '../db/schema/home-section';
import { jobs } from '../db/schema/job';
import { schedules } from '../db/schema/schedule';
import { addRemoveBulk } from '../resources/home-section/add-remove-bulk';
import { requireSection } from '../resources/home-section/entries';
import { modelOfType } from './bulk-edit';
import type { TTimedWork } from './engine';
import { QUEUES } from './queue-schema';
import { type TScheduleRow, recordNames, typeWord } from './schedules';

/** A run this long after its time says it ran late (a poll or two of a busy server is on time). */
export const LATE_AFTER_SECONDS = 60;

/** The job's title on the Jobs screen: 'Publish place "Tasca", as scheduled'. */
async function runTitle(tx: Db, row: TScheduleRow): Promise<string> {
  const name = (await recordNames(tx, [row])).get(`${row.type}:${row.recordId}`) ?? undefined;
  if (row.action === 'switch-section')
    return `Switch ${name ?? 'a home section'} to ${row.entries?.length ?? 0} prepared entries, as scheduled`;
  const verb = row.action === 'publish' ? 'Publish' : 'Unpublish';
  return `${verb} ${typeWord(row.type)} ${name ? `"${name}"` : row.recordId}, as scheduled`;
}

/** The schedule's action in the run's transaction: whether it changed anything. A refusal is thrown (a 4xx). */
async function act(tx: Db, { row, actor }: { row: TScheduleRow; actor: TActor }): Promise<boolean> {
  if (row.action === 'switch-section') {
    await requireSection(tx, row.recordId);
    const current = await tx
      .select({ id: homeSectionEntities.id })
      .from(homeSectionEntities)
      .where(eq(homeSectionEntities.homeSectionId, row.recordId));
    await addRemoveBulk(tx, {
      sectionId: row.recordId,
      toRemove: current.map((e) => e.id),
      toAdd: row.entries ?? [],
      actor,
      tx,
    });
    return true;
  }
  const model = modelOfType(row.type as TContentTypeName);
  const record = await findById(tx, { model, id: row.recordId, withDeleted: true });
  // In staff's words, as the Jobs screen shows it: 'The place "Tasca" is in the trash'.
  const label = typeWord(row.type);
  if (!record) throw badRequest(`The ${label} ${row.recordId} was deleted`);
  if (record.deleted === true)
    throw badRequest(
      `The ${label} ${typeof record.name === 'string' ? `"${record.name}"` : row.recordId} is in the trash`,
    );
  const publish = row.action === 'publish';
  if (record.isPublished === publish) return false;
  await patchRow(tx, { model, id: row.recordId, values: { isPublished: publish }, actor, action: row.action, tx });
  return true;
}

/**
 * Runs a due schedule once: in one transaction it claims the row while pending, records a job for the Jobs screen (its
 * writes carry the job's ledger operation, so Undo takes the change back) and does the action. A schedule cancelled,
 * run already or not due yet is left alone, so an entry handed out twice, or sent again at start-up, does nothing.
 * A refusal (the record went to the trash, an entry no longer fits its section) fails the schedule with the reason;
 * anything else is thrown for the queue to retry.
 */
export async function runSchedule(db: Db, id: number): Promise<void> {
  const operation = randomUUID();
  const [peek] = await db.select({ createdBy: schedules.createdBy }).from(schedules).where(eq(schedules.id, id));
  if (!peek) return;
  const actor = peek.createdBy === null ? null : { id: peek.createdBy };
  await asAction({ source: 'job', actorId: peek.createdBy, operation }, () =>
    inWrite(db, {
      actor,
      run: async ({ tx }) => {
        const now = new Date();
        const [row] = await tx
          .select()
          .from(schedules)
          .where(and(eq(schedules.id, id), eq(schedules.state, 'pending'), lte(schedules.at, now)))
          .for('update');
        if (!row) return;
        const lateBy = Math.floor((now.getTime() - row.at.getTime()) / 1000);
        const lateSeconds = lateBy >= LATE_AFTER_SECONDS ? lateBy : null;
        let changed = false;
        const failure = await refusalOf(tx, async () => {
          changed = await act(tx, { row, actor });
        });
        const errors: TJobError[] = failure ? [{ item: row.recordId, message: failure }] : [];
        const [job] = await tx
          .insert(jobs)
          .values({
            kind: 'schedule',
            title: await runTitle(tx, row),
            params: { scheduleId: row.id },
            state: failure ? 'failed' : 'done',
            total: 1,
            done: 1,
            changed: changed ? 1 : 0,
            refused: failure ? 1 : 0,
            chunks: 0,
            errors,
            failure: failure ?? null,
            result: { scheduleId: row.id, at: row.at.toISOString(), lateSeconds },
            operation,
            startedBy: row.createdBy,
            started: now,
            finished: new Date(),
          })
          .returning({ id: jobs.id });
        await tx
          .update(schedules)
          .set({
            state: failure ? 'failed' : 'done',
            failure: failure ?? null,
            jobId: job!.id,
            ran: now,
            lateSeconds,
            ...bumped(schedules),
          })
          .where(eq(schedules.id, row.id));
      },
    }),
  );
}

/** Pending schedules whose time has passed, oldest first: a starting server queues them again. */
async function overdueSchedules(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: schedules.id })
    .from(schedules)
    .where(and(eq(schedules.state, 'pending'), lte(schedules.at, new Date())))
    .orderBy(asc(schedules.at));
  return rows.map((r) => r.id);
}

/** The schedules' runs, as the job engine's timed work. */
export const scheduleWork: TTimedWork = { queue: QUEUES.schedule, run: runSchedule, overdue: overdueSchedules };
