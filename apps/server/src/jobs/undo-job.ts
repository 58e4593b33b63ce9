import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TLedgerNames } from '../changes/ledger-names';
import { revertRecords } from '../changes/revert';
import { executeRows } from '../db/execute-rows';
import { badRequest } from '../lib/http-error';
import { defineJobKind, inChunks } from './kind';

/** Records an undo job reverts in one transaction. */
const UNDO_CHUNK = 250;

export const ZUndoParams = z.object({
  operation: z.uuid(),
  overwrite: z.array(z.string()).optional(),
});

/**
 * Undoes an operation too large for one request (a bulk edit's job), record by record in chunks, recorded as one
 * revert of it. A record changed again since by someone else is reported among the refused, not overwritten.
 */
export function undoKind(names: TLedgerNames) {
  return defineJobKind<z.output<typeof ZUndoParams>, [string, number]>({
    kind: 'undo',
    params: ZUndoParams,
    ledger: (params) => ({ source: 'revert', reverts: params.operation }),
    plan: async (db, params) => {
      const records = await executeRows<{ table_name: string; record_id: number }>(
        db,
        sql`select distinct table_name, record_id from change_ledger where operation = ${params.operation}::uuid
            order by table_name, record_id`,
      );
      if (records.length === 0) throw badRequest('That change is not in the history');
      return inChunks(
        records.map((r): [string, number] => [r.table_name, r.record_id]),
        UNDO_CHUNK,
      );
    },
    runChunk: async ({ tx, actor, params }, records) => {
      const { refused } = await revertRecords(tx, {
        names,
        operation: params.operation,
        records,
        overwrite: new Set(params.overwrite ?? []),
        actor,
      });
      return { changed: records.length - refused.length, unchanged: 0, refused };
    },
  });
}
