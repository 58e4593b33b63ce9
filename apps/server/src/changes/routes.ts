import type { FastifyInstance } from 'fastify';
import { changeCalls } from '@mise/contracts/common/change-calls';
import { trashCalls } from '@mise/contracts/common/trash-calls';
import type { ModelRegistry } from '../crud/registry';
import { serve } from '../crud/serve';
import { ledgerNames } from './ledger-names';
import { recentChanges, staffMembers } from './feed';
import { UNDO_AS_JOB_RECORDS, recordsOf, refusePurge, revertChange } from './revert';
import { markUndone, readJob, undoTitle } from '../jobs/job-rows';
import { trashActors, trashPage } from './trash';
import { restoreFromTrash } from './trash-restore';

/** The change ledger's calls of no one type: revert (and undo, a revert of a whole operation), and the trash. */
export async function changeRoutes(app: FastifyInstance, opts: { registry: ModelRegistry }) {
  const names = ledgerNames(opts.registry);
  serve(app, changeCalls.revert, async (req) => {
    const { operation, id, overwrite } = req.body;
    // A whole operation of many records (a bulk edit) is undone as a job: one request would meet its timeout.
    if (operation) await refusePurge(app.db, operation);
    if (operation && id === undefined && (await recordsOf(app.db, operation)) > UNDO_AS_JOB_RECORDS) {
      const id = await app.jobs.launch({
        kind: 'undo',
        title: await undoTitle(app.db, operation),
        params: { operation, overwrite },
        actor: req.staff,
      });
      await markUndone(app.db, operation);
      const job = await readJob(app.db, id);
      return { operation: job.operation, reverted: 0, job };
    }
    const reverted = await revertChange(app.db, { names, body: req.body, actor: req.staff });
    if (operation && id === undefined) await markUndone(app.db, operation);
    return reverted;
  });
  serve(app, changeCalls.feed, async (req) => recentChanges(app.db, names, req.query));
  serve(app, changeCalls.staff, async () => staffMembers(app.db));
  serve(app, trashCalls.list, async (req) => trashPage(app.db, names, req.query));
  serve(app, trashCalls.actors, async () => trashActors(app.db));
  serve(app, trashCalls.restore, async (req) => restoreFromTrash(app.db, { names, body: req.body, actor: req.staff }));
}
