import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { trashCalls } from '@mise/contracts/common/trash-calls';
import type { TConfig } from '../config';
import { serve } from '../crud/serve';
import type { Db } from '../db/client';
import { executeRows } from '../db/execute-rows';
import { readJob } from '../jobs/job-rows';
import { unauthorized } from '../lib/http-error';
import { proveItIsYou } from '../session/account-proof';
import type { TSessionGuards } from '../session/guards';

/** How many records the trash holds, of every type. */
async function trashCount(db: Db): Promise<number> {
  const [row] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from trash`);
  return row?.n ?? 0;
}

/** 'Empty the trash: 1 record', 'Empty the trash: 1,204 records'. */
const emptyTitle = (n: number) => `Empty the trash: ${n.toLocaleString('en-US')} record${n === 1 ? '' : 's'}`;

/**
 * The trash's size and how long records stay in it, and Empty trash (issue 33 point 6): everything in the trash when
 * staff ask is deleted for good by a job (jobs/trash-purge.ts). Deleting for good cannot be undone, so the request
 * proves it is the staff member (password, and a fresh code when two-factor sign-in is on): registered beside the
 * session routes, it shares their attempt counters.
 */
export async function trashEmptyRoutes(app: FastifyInstance, opts: { guards: TSessionGuards; config: TConfig }) {
  const { guards, config } = opts;
  serve(app, trashCalls.summary, async () => ({
    count: await trashCount(app.db),
    retentionDays: config.trashRetentionDays,
  }));
  serve(app, trashCalls.empty, async (request) => {
    const staff = request.staff;
    if (!staff) throw unauthorized();
    await proveItIsYou(app.db, guards, { userId: staff.id, proof: request.body });
    const id = await app.jobs.launch({
      kind: 'trash-purge',
      title: emptyTitle(await trashCount(app.db)),
      params: { upTo: new Date().toISOString() },
      actor: staff,
      origin: '/dashboard/trash',
    });
    return readJob(app.db, id);
  });
}
