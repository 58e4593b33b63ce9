import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TRevertConflict, ZRevertBody } from '@mise/contracts/common/change-calls';
import type { TActor } from '../crud/activity';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { ledgerContext } from '../db/ledger-context';
import { HttpError, badRequest, conflict, notFound } from '../lib/http-error';
import type { TLedgerNames } from './ledger-names';
import { type TLedgerEntry, type TRevertPlan, planRevert } from './revert-plan';
import { applyRevert } from './revert-write';
import { inWrite } from '../crud/write-service';

type TRevertBody = z.output<typeof ZRevertBody>;
type TStored = {
  id: string | number;
  at: Date | string;
  table_name: string;
  record_id: number;
  kind: TLedgerEntry['kind'];
  actor_id: number | null;
  changes: TLedgerEntry['changes'];
};

async function readEntries(db: Db, where: SQL): Promise<TLedgerEntry[]> {
  const rows = await executeRows<TStored>(
    db,
    sql`select id, at, table_name, record_id, kind, actor_id, changes from change_ledger where ${where} order by id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at),
    table: r.table_name,
    recordId: r.record_id,
    kind: r.kind,
    actorId: r.actor_id,
    changes: r.changes,
  }));
}

/** The record a body names, as its table and id. */
function recordOf(names: TLedgerNames, body: TRevertBody) {
  if (body.type === undefined || body.id === undefined) return undefined;
  return { table: names.tableOf(body.type), id: body.id };
}

/** The columns of the fields a body names; 400 for a field the type does not have. */
function columnsOf(names: TLedgerNames, table: string, fields: string[] | undefined): Set<string> | undefined {
  if (!fields) return undefined;
  return new Set(
    fields.map((field) => {
      const column = names.columnOf(table, field);
      if (!column) throw badRequest(`fields: ${field} is not a field of this record`);
      return column;
    }),
  );
}

/** An entry of an operation that deleted records for good (a trash purge): it left tombstones. */
const OF_PURGE = sql`exists (select 1 from change_ledger p where p.operation = change_ledger.operation
  and p.kind = 'purge' and p.changes ? 'tombstone')`;

/**
 * Refuses (409) to undo an operation that deleted records for good: they, their links and their files are gone, and
 * nothing may bring back part of them.
 */
export async function refusePurge(db: Db, operation: string): Promise<void> {
  const [purge] = await executeRows(
    db,
    sql`select 1 from change_ledger where operation = ${operation}::uuid and kind = 'purge' and changes ? 'tombstone' limit 1`,
  );
  if (purge) throw conflict('These records were deleted for good from the trash: they cannot be brought back');
}

/** Undoing one operation (or one record's part of it, or some of its fields). */
async function planUndo(db: Db, names: TLedgerNames, body: TRevertBody & { operation: string }) {
  await refusePurge(db, body.operation);
  const record = recordOf(names, body);
  const scope = record ? sql` and table_name = ${record.table} and record_id = ${record.id}` : sql``;
  const entries = await readEntries(db, sql`operation = ${body.operation}::uuid${scope}`);
  if (entries.length === 0) throw notFound('That change is not in the history (or wrote nothing to this record)');
  return planRevert(entries, { columns: record && columnsOf(names, record.table, body.fields) });
}

/** The record as it was at `asOf`: every change since, undone newest first, without asking whether it still holds. */
async function planAsOf(db: Db, names: TLedgerNames, body: TRevertBody & { asOf: string }) {
  const record = recordOf(names, body);
  if (!record) throw badRequest('asOf: say the record (type and id) to bring back');
  // A purge's part (a link to a record deleted for good) stays as it is: what it removed cannot come back.
  const since = await readEntries(
    db,
    sql`table_name = ${record.table} and record_id = ${record.id} and at > ${body.asOf}::timestamptz and not ${OF_PURGE}`,
  );
  if (since.some((e) => e.kind === 'create'))
    throw conflict('This record did not exist yet at that time: pick a later time, or trash it');
  return planRevert(since, { columns: columnsOf(names, record.table, body.fields), withExpect: false });
}

/**
 * Reverts through the change ledger (issue 32 point 4): an operation, a record's part of it, some fields of that part,
 * or a record as of a time. One transaction, recorded as a revert of the operation; 409 with base, theirs and mine for
 * a field changed again since, unless `overwrite` names it.
 * @example
 * await revertChange(db, { names, body: { operation: '5d0c…', type: 'place', id: 12, fields: ['description'] }, actor }) // { operation: '9a1e…', reverted: 1 }
 */
export async function revertChange(
  db: Db,
  { names, body, actor }: { names: TLedgerNames; body: TRevertBody; actor: TActor },
): Promise<{ operation: string; reverted: number }> {
  const action = ledgerContext();
  if (!action) throw new Error('A revert runs as a write request: the ledger plugin gives it its action');
  action.source = 'revert';
  if (body.operation) action.reverts = body.operation;
  const overwrite = new Set(body.overwrite ?? []);
  return inWrite(db, {
    actor: actor,
    run: async ({ tx }) => {
      const plan: TRevertPlan = body.operation
        ? await planUndo(tx, names, { ...body, operation: body.operation })
        : await planAsOf(tx, names, { ...body, asOf: body.asOf as string });
      const reverted = await applyRevert(tx, { plan, names, overwrite, actor });
      return { operation: action.operation, reverted };
    },
  });
}

/** Records an operation touched above which its undo runs as a job (a request would meet its statement timeout). */
export const UNDO_AS_JOB_RECORDS = 1000;

/** How many records an operation wrote. */
export async function recordsOf(db: Db, operation: string): Promise<number> {
  const [row] = await executeRows<{ n: number }>(
    db,
    sql`select count(distinct (table_name, record_id))::int as n from change_ledger where operation = ${operation}::uuid`,
  );
  return row?.n ?? 0;
}

/**
 * Undoes some records' part of an operation in the caller's transaction (a chunk of an undo job). A record whose
 * fields were changed again since is left as it is and answered refused, with who changed what: reported, never
 * overwritten (unless `overwrite` names the field).
 * @example
 * await revertRecords(tx, { names, operation, records: [['establishments', 12]], overwrite: new Set(), actor })
 */
export async function revertRecords(
  tx: Db,
  opts: {
    names: TLedgerNames;
    operation: string;
    records: [string, number][];
    overwrite: ReadonlySet<string>;
    actor: TActor;
  },
): Promise<{ reverted: number; refused: { item: string; message: string }[] }> {
  const { names, operation, overwrite, actor } = opts;
  const refused: { item: string; message: string }[] = [];
  let records = opts.records;
  // Twice at most: the records the first check refuses are left out of the second.
  for (let attempt = 0; attempt < 2 && records.length > 0; attempt++) {
    const tables = sql.param(records.map(([table]) => table));
    const ids = sql.param(records.map(([, id]) => id));
    const entries = await readEntries(
      tx,
      sql`operation = ${operation}::uuid and (table_name, record_id) in (select * from unnest(${tables}::text[], ${ids}::int[]))`,
    );
    try {
      return { reverted: await applyRevert(tx, { plan: planRevert(entries, {}), names, overwrite, actor }), refused };
    } catch (error) {
      const details = error instanceof HttpError && error.statusCode === 409 ? conflictsOf(error) : [];
      if (details.length === 0 || attempt === 1) throw error;
      const clashed = new Set(details.map((d) => `${names.tableOf(d.type)}:${d.id}`));
      for (const d of details) refused.push({ item: `${d.type} ${d.id}`, message: `${d.field}: ${d.message}` });
      records = records.filter(([table, id]) => !clashed.has(`${table}:${id}`));
    }
  }
  return { reverted: 0, refused };
}

/** The fields a revert's 409 names. */
const conflictsOf = (error: HttpError) => (error.details ?? []) as TRevertConflict[];
