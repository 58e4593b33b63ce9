import type { FastifyInstance } from 'fastify';
import { changeCalls } from '@mise/contracts/common/change-calls';
import type { ModelRegistry } from '../crud/registry';
import { serve } from '../crud/serve';
import { ledgerNames } from './ledger-names';
import { revertChange } from './revert';

/** The change ledger's calls of no one type: revert (and undo, which is a revert of a whole operation). */
export async function changeRoutes(app: FastifyInstance, opts: { registry: ModelRegistry }) {
  const names = ledgerNames(opts.registry);
  serve(app, changeCalls.revert, async (req) => revertChange(app.db, { names, body: req.body, actor: req.staff }));
}
