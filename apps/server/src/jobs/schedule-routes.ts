import type { FastifyInstance } from 'fastify';
import { scheduleCalls } from '@mise/contracts/common/schedule-calls';
import { serve } from '../crud/serve';
import { QUEUES } from './queue-schema';
import { cancelSchedule, createSchedule, listSchedules } from './schedules';

/** Publish, unpublish and home-section switches at a time (issue 33 point 5; staff only, as every route). */
export async function scheduleRoutes(app: FastifyInstance) {
  serve(app, scheduleCalls.list, async (req) => listSchedules(app.db, req.query));
  serve(app, scheduleCalls.create, async (req) =>
    createSchedule(app.db, {
      body: req.body,
      actor: req.staff,
      queueRun: (row) => app.jobs.sendAt(QUEUES.schedule, row),
    }),
  );
  serve(app, scheduleCalls.cancel, async (req) => cancelSchedule(app.db, req.params.id));
}
