import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { intArray } from './rows';
import { activityLog } from '../db/schema/user';

export type TActor = { id: number } | null;
export type TAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'restore'
  | 'publish'
  | 'unpublish'
  | 'relate'
  | 'unrelate'
  | 'reorder'
  | 'purge'
  | 'revert';

/** Records who changed what; called inside the write's own transaction so the log never disagrees with the data. */
export async function logActivity(
  tx: Db,
  entry: { actor: TActor; model: string; itemId: unknown; action: TAction; fields?: string[] },
) {
  await tx.insert(activityLog).values({
    userId: entry.actor?.id ?? null,
    model: entry.model,
    itemId: entry.itemId === undefined || entry.itemId === null ? null : String(entry.itemId),
    action: entry.action,
    changedFields: entry.fields ?? [],
  });
}

/** Records one action on many rows in one statement (a job's chunk), inside the write's own transaction. */
export async function logActivityMany(
  tx: Db,
  entry: { actor: TActor; model: string; ids: number[]; action: TAction; fields: string[] },
) {
  if (entry.ids.length === 0) return;
  // The ids as one array parameter: 500 rows of values were 3 000 parameters for the driver to send and the server to parse.
  const { userId, model, itemId, action, changedFields } = activityLog;
  await tx.execute(
    sql`insert into ${activityLog} (${sql.identifier(userId.name)}, ${sql.identifier(model.name)}, ${sql.identifier(itemId.name)},
          ${sql.identifier(action.name)}, ${sql.identifier(changedFields.name)})
        select ${entry.actor?.id ?? null}::int, ${entry.model}, unnest(${intArray(entry.ids)})::text, ${entry.action},
          ${sql.param(entry.fields)}::text[]`,
  );
}
