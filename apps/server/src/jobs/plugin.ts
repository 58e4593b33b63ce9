import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config';
import { bulkEditKind } from './bulk-edit';
import { csvExportKind } from './csv-export-job';
import { csvImportKind } from './csv-import';
import { JobEngine } from './engine';
import type { TJobKind } from './kind';
import { trashPurgeKind } from './trash-purge';
import { undoKind } from './undo-job';
import { scheduleWork } from './schedule-run';
import { type TLedgerNames, ledgerNames } from '../changes/ledger-names';
import type { ModelRegistry } from '../crud/registry';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobEngine;
  }
}

/**
 * Every kind of job a server runs. `config` gives the trash's purge its retention and storage (a test's engine may go
 * without: its purges then leave the stored files marked for a server that has them).
 */
export const jobKinds = (names: TLedgerNames, config?: TConfig) =>
  [bulkEditKind, undoKind(names), csvExportKind(names), csvImportKind, trashPurgeKind({ names, config })] as TJobKind[];

/**
 * The job engine of this server: it queues jobs always, and takes them up when JOB_WORKER is on, from the moment the
 * server is ready until it closes.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: { config: TConfig; registry: ModelRegistry }) => {
  const engine = new JobEngine({
    database: app.database,
    kinds: jobKinds(ledgerNames(opts.registry), opts.config),
    timed: [scheduleWork],
    timing: opts.config.jobs,
    onError: (error) => app.log.error({ err: error }, 'job queue error'),
  });
  app.decorate('jobs', engine);
  app.addHook('onReady', async () => engine.start());
  app.addHook('onClose', async () => engine.stop());
});
