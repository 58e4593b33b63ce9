import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TJobError } from '@mise/contracts/common/job-calls';
import type { TLedgerNames } from '../changes/ledger-names';
import { type TPurgeItem, purgeRecord } from '../changes/trash-purge-record';
import type { TConfig } from '../config';
import { executeRows } from '../db/execute-rows';
import { removePurgedFiles } from '../media/purged-files';
import { mediaFiles } from '../media/sweep';
import { dropExpiredJobFiles } from './job-files';
import { defineJobKind, inChunks } from './kind';

/** Records one chunk of a purge deletes in one transaction (each takes its links and dependent rows along). */
export const PURGE_CHUNK = 200;
/** The daily purge: 04:00 in New York, when staff are not at work. */
export const PURGE_CRON = '0 4 * * *';

export const ZTrashPurgeParams = z
  .object({
    olderThanDays: z.number().int().min(0).optional().describe('The daily purge: what went to the trash this long ago'),
    upTo: z.iso.datetime().optional().describe('Empty trash: everything trashed up to the moment staff asked'),
  })
  .refine((p) => (p.olderThanDays === undefined) !== (p.upTo === undefined), 'Say olderThanDays or upTo');
export type TTrashPurgeParams = z.output<typeof ZTrashPurgeParams>;

/** The newest trashing a purge takes: everything trashed at or before it. */
const cutoffOf = (params: TTrashPurgeParams) =>
  params.upTo ?? new Date(Date.now() - (params.olderThanDays ?? 0) * 86_400_000).toISOString();

/** 'Purge the trash: records deleted more than 30 days ago' */
export const purgeTitle = (days: number) =>
  `Purge the trash: records deleted more than ${days} day${days === 1 ? '' : 's'} ago`;

/**
 * Deletes trashed records for good (issue 33 point 6): every soft-deletable type's records that went to the trash
 * before the cutoff, oldest first, in chunks. Each record is checked again in its chunk: one restored, purged already
 * or trashed again since the plan is left alone (unchanged), so running twice deletes nothing twice. Its ledger entry
 * becomes a tombstone (changes/trash-purge-record.ts); its stored files go once its chunk has committed. Run daily on
 * TRASH_RETENTION_DAYS, and by Empty trash. Without `config` (a test's engine) the marked files wait for a server that
 * has its storage settings.
 */
export function trashPurgeKind({ names, config }: { names: TLedgerNames; config?: TConfig }) {
  const days = config?.trashRetentionDays ?? 30;
  return defineJobKind<TTrashPurgeParams, TPurgeItem>({
    kind: 'trash-purge',
    params: ZTrashPurgeParams,
    every: { cron: PURGE_CRON, title: purgeTitle(days), params: { olderThanDays: days } },
    plan: async (db, params) => {
      // The daily clean-up also drops the jobs' files whose day is over (exports, uploads, reports).
      if (params.olderThanDays !== undefined) await dropExpiredJobFiles(db);
      const rows = await executeRows<{ table_name: string; record_id: number; at: string }>(
        db,
        sql`select table_name, record_id, to_char(deleted_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
            from trash where deleted_at <= ${cutoffOf(params)}::timestamptz
            order by deleted_at, table_name, record_id`,
      );
      return inChunks(
        rows.map((r): TPurgeItem => [r.table_name, r.record_id, r.at]),
        PURGE_CHUNK,
      );
    },
    runChunk: async ({ tx, actor }, items) => {
      const [job] = await executeRows<{ id: number }>(
        tx,
        sql`select id from jobs where operation = current_setting('mise.operation')::uuid`,
      );
      let changed = 0;
      let unchanged = 0;
      const refused: TJobError[] = [];
      for (const item of items) {
        const outcome = await purgeRecord(tx, { names, item, jobId: job!.id, actor });
        if ('purged' in outcome) changed += outcome.purged;
        else if ('unchanged' in outcome) unchanged++;
        else refused.push({ item: `${names.typeOf(item[0]) ?? item[0]} ${item[1]}`, message: outcome.refused });
      }
      return { changed, unchanged, refused };
    },
    afterChunk: config
      ? async ({ db }) => {
          const files = mediaFiles(config);
          try {
            await removePurgedFiles(db, files);
          } finally {
            await files.close();
          }
        }
      : undefined,
  });
}
