import PgBoss from 'pg-boss';

/** pg-boss's schema in our database. */
export const JOB_SCHEMA = 'pgboss';

/** Our queues: a job's planning (reading its records into chunks), each chunk's work (jobs/engine.ts), and the schedules' runs at their times (jobs/schedule-run.ts). */
export const QUEUES = { plan: 'mise-job-plan', chunk: 'mise-job-chunk', schedule: 'mise-schedule' } as const;

type TRun = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * Installs pg-boss's schema and our queues when they are missing, as a step of `migrate()`: start-up then finds them
 * in place (and test databases copied from a migrated one carry them). A newer pg-boss migrates its own schema when it
 * starts. Creating a queue is a no-op when it exists.
 */
export async function installJobQueue(run: TRun): Promise<void> {
  const installed = await run(`select to_regclass('${JOB_SCHEMA}.version') is not null as installed`);
  if (installed.rows[0]?.installed !== true) {
    // Several statements in one transaction of its own (BEGIN … COMMIT), under pg-boss's advisory lock.
    await run(PgBoss.getConstructionPlans(JOB_SCHEMA));
  }
  for (const name of Object.values(QUEUES)) {
    await run(`select ${JOB_SCHEMA}.create_queue($1, $2)`, [name, { policy: 'standard' }]);
  }
}
