import type { FastifyInstance } from 'fastify';
import { changeCalls } from '@mise/contracts/common/change-calls';
import { trashCalls } from '@mise/contracts/common/trash-calls';
import type { ModelRegistry } from '../crud/registry';
import { serve } from '../crud/serve';
import { ledgerNames } from './ledger-names';
import { recentChanges, staffMembers } from './feed';
import { revertChange } from './revert';
import { trashActors, trashPage } from './trash';
import { restoreFromTrash } from './trash-restore';

/** The change ledger's calls of no one type: revert (and undo, a revert of a whole operation), and the trash. */
export async function changeRoutes(app: FastifyInstance, opts: { registry: ModelRegistry }) {
  const names = ledgerNames(opts.registry);
  serve(app, changeCalls.revert, async (req) => revertChange(app.db, { names, body: req.body, actor: req.staff }));
  serve(app, changeCalls.feed, async (req) => recentChanges(app.db, names, req.query));
  serve(app, changeCalls.staff, async () => staffMembers(app.db));
  serve(app, trashCalls.list, async (req) => trashPage(app.db, names, req.query));
  serve(app, trashCalls.actors, async () => trashActors(app.db));
  serve(app, trashCalls.restore, async (req) => restoreFromTrash(app.db, { names, body: req.body, actor: req.staff }));
}
