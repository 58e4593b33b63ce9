import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../config';
import { bulkPublishKind } from './bulk-publish';
import { JobEngine } from './engine';
import type { TJobKind } from './kind';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobEngine;
  }
}

/** Every kind of job a server runs. */
export const JOB_KINDS = [bulkPublishKind] as TJobKind[];

/**
 * The job engine of this server: it queues jobs always, and takes them up when JOB_WORKER is on, from the moment the
 * server is ready until it closes.
 */
export const jobsPlugin = fp(async (app: FastifyInstance, opts: { config: TConfig }) => {
  const engine = new JobEngine({
    database: app.database,
    kinds: JOB_KINDS,
    timing: opts.config.jobs,
    onError: (error) => app.log.error({ err: error }, 'job queue error'),
  });
  app.decorate('jobs', engine);
  app.addHook('onReady', async () => engine.start());
  app.addHook('onClose', async () => engine.stop());
});
