import { getTableName, sql } from 'drizzle-orm';
import { CONTENT_TYPES, typeOfModel } from '@mise/contracts/registry';
import { type TActor, logActivity } from '../crud/activity';
import type { TModel } from '../crud/model';
import { ownedModels } from '../crud/registry';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { keysInRows } from '../media/sweep';
import type { TLedgerNames } from './ledger-names';

/** A trashed record as a purge plans it: its table, id, and when it went to the trash (to the microsecond). */
export type TPurgeItem = [table: string, id: number, deletedAt: string];

/** What purging one record did: records deleted for good (it and what it owned), nothing (restored or gone), or why not. */
export type TPurgeOutcome = { purged: number } | { unchanged: true } | { refused: string };

type TTrashRow = { name: string; actor_id: number | null; actor_name: string | null; deleted_at: string };

/** When a record went to the trash, as the trash row says it (microseconds, UTC), the same text a plan stores. */
const AT = sql.raw(`to_char(t.deleted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** '1 place', '3 eatineraries', as the console names the type. */
function countOf(model: TModel, n: number): string {
  const type = typeOfModel(model.resource.model)?.name;
  const named = type ? (CONTENT_TYPES[type] as { label: string; menu?: { label: string } }) : undefined;
  const noun =
    n === 1
      ? (named?.label ?? model.resource.model)
      : (named?.menu?.label ?? `${named?.label ?? model.resource.model}s`);
  return `${n} ${noun.toLowerCase()}`;
}

/** The record's trash row (its name, who trashed it and when), or undefined when it is not in the trash. */
async function trashRowOf(tx: Db, { table, id }: { table: string; id: number }): Promise<TTrashRow | undefined> {
  const [row] = await executeRows<TTrashRow>(
    tx,
    sql`select t.name, t.actor_id, u.name as actor_name, ${AT} as deleted_at
        from trash t left join users u on u.id = t.actor_id where t.table_name = ${table} and t.record_id = ${id}`,
  );
  return row;
}

/**
 * The records this one owns (a city's places): those trashed at or before it go with it (its delete trashed them, or
 * they were trashed first); a live one, or one trashed after it, keeps it in the trash, since deleting it would empty
 * a live record's city or take an eatinerary along. Answers the owned records to purge first, or the reason to refuse.
 */
async function ownedOf(
  tx: Db,
  { model, id, name, deletedAt }: { model: TModel; id: number; name: string; deletedAt: string },
): Promise<{ with: TPurgeItem[] } | { refused: string }> {
  const go: TPurgeItem[] = [];
  const kept: string[] = [];
  for (const { model: child, key } of ownedModels(model)) {
    const table = getTableName(child.table);
    const rows = await executeRows<{ id: number; at: string | null }>(
      tx,
      sql`select ${child.id} as id, ${AT} as at from ${child.table}
          left join trash t on t.table_name = ${table} and t.record_id = ${child.id}
          where ${key} = ${id}`,
    );
    const staying = rows.filter((row) => row.at === null || row.at > deletedAt);
    if (staying.length > 0) kept.push(countOf(child, staying.length));
    for (const row of rows) if (row.at !== null && row.at <= deletedAt) go.push([table, row.id, row.at]);
  }
  if (kept.length === 0) return { with: go };
  return {
    refused: `"${name}" stays in the trash while records belong to it that are live or were trashed after it (${kept.join(', ')}): move or trash them first`,
  };
}

/** Marks the stored files a row refers to, for removal once the purge's transaction has committed. */
async function markFiles(tx: Db, { table, id, jobId }: { table: string; id: number; jobId: number }): Promise<void> {
  const keys = await keysInRows((text) => executeRows(tx, sql.raw(text)), { table, ids: [id] });
  if (keys.length === 0) return;
  await tx.execute(
    sql`insert into trash_purge_files (key, job_id) select unnest(${sql.param(keys)}::text[]), ${jobId}
        on conflict (key) do update set job_id = excluded.job_id`,
  );
}

/**
 * Narrows the ledger's `purge` entry of the record (written by its delete's trigger, in this transaction) to its
 * tombstone: no snapshot of the row stays, only what says it existed and where it went.
 */
async function writeTombstone(
  tx: Db,
  { table, id, row, jobId }: { table: string; id: number; row: TTrashRow; jobId: number },
): Promise<void> {
  const tombstone = {
    name: row.name,
    deletedBy: row.actor_id,
    deletedByName: row.actor_name,
    deletedAt: row.deleted_at,
    job: jobId,
  };
  await tx.execute(
    sql`update change_ledger
        set changes = jsonb_build_object('tombstone', ${JSON.stringify(tombstone)}::jsonb || jsonb_build_object('purgedAt', now()))
        where operation = current_setting('mise.operation')::uuid and table_name = ${table} and record_id = ${id}
          and kind = 'purge'`,
  );
}

/**
 * Deletes one trashed record for good, in the caller's transaction (a purge chunk's): first the records it owns that
 * go with it, then the entries that name it without a foreign key (home sections, users' saved lists), then the row,
 * whose foreign keys take its links and dependent rows (reviews, claims) along. Its stored files are marked for
 * removal after commit, and its ledger entry becomes a tombstone. A record no longer in the trash as planned (restored,
 * purged already, or trashed again since) is left alone.
 * @example
 * await purgeRecord(tx, { names, item: ['establishments', 12, '2026-10-01T08:00:00.000000Z'], jobId: 7, actor: null })
 */
export async function purgeRecord(
  tx: Db,
  opts: { names: TLedgerNames; item: TPurgeItem; jobId: number; actor: TActor },
): Promise<TPurgeOutcome> {
  const { names, item, jobId, actor } = opts;
  const [table, id, deletedAt] = item;
  const model = names.modelOf(table);
  if (!model?.resource.traits.softDelete) return { refused: `${table} keeps no trash` };
  // The row's lock keeps a restore out until this transaction ends; it then finds the record gone.
  const locked = await executeRows(tx, sql`select 1 from ${model.table} where id = ${id} and deleted for update`);
  const row = locked.length > 0 ? await trashRowOf(tx, { table, id }) : undefined;
  if (!row || row.deleted_at !== deletedAt) return { unchanged: true };
  const owned = await ownedOf(tx, { model, id, name: row.name, deletedAt });
  if ('refused' in owned) return owned;
  let purged = 0;
  for (const child of owned.with) {
    const outcome = await purgeRecord(tx, { ...opts, item: child });
    if ('refused' in outcome) return outcome;
    if ('purged' in outcome) purged += outcome.purged;
  }
  await markFiles(tx, { table, id, jobId });
  const subject = model.resource.model;
  await tx.execute(sql`delete from home_section_entities where subject_type = ${subject} and subject_id = ${id}`);
  await tx.execute(sql`delete from user_list_items where subject_type = ${subject} and subject_id = ${id}`);
  await tx.execute(sql`delete from ${model.table} where id = ${id}`);
  await writeTombstone(tx, { table, id, row, jobId });
  await logActivity(tx, { actor, model: subject, itemId: id, action: 'purge' });
  return { purged: purged + 1 };
}
