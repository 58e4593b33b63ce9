import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CHANGE_SOURCES } from '@mise/contracts/common/history';
import type { Db } from './client';

/** Where a write came from, as the change ledger records it (migration 0025) and a history answers it. */
export type TLedgerSource = (typeof CHANGE_SOURCES)[number];

/**
 * Who is writing and as part of what, for the change ledger's triggers: one operation id for every row one action
 * writes (a form save, a delete with its children, a bulk job), its source, the staff member, the `updated` the write
 * was based on and the operation it reverts. Mutable while the action runs (a patch learns its base from the body).
 */
export type TLedgerContext = {
  operation: string;
  source: TLedgerSource;
  actorId: number | null;
  basedOn?: Date;
  reverts?: string;
};

const current = new AsyncLocalStorage<TLedgerContext>();

/** The action being written now, if any. */
export const ledgerContext = (): TLedgerContext | undefined => current.getStore();

/**
 * Runs `fn` as one action of `who` from `source`: every transaction it begins tells the ledger so.
 * @example
 * await asAction({ source: 'job', actorId: 4 }, () => bulkEdit(…));
 */
export function asAction<T>(
  who: { source: TLedgerSource; actorId: number | null; operation?: string; reverts?: string },
  fn: () => T,
): T {
  const { source, actorId, reverts } = who;
  return current.run({ operation: who.operation ?? randomUUID(), source, actorId, reverts }, fn);
}

/** The statement that hands the action to the ledger's triggers, for the rest of the transaction (set_config local). */
function contextStatement(ctx: TLedgerContext) {
  return sql`select set_config('mise.operation', ${ctx.operation}, true), set_config('mise.source', ${ctx.source}, true),
    set_config('mise.actor', ${ctx.actorId === null ? '' : String(ctx.actorId)}, true),
    set_config('mise.based_on', ${ctx.basedOn ? ctx.basedOn.toISOString() : ''}, true),
    set_config('mise.reverts', ${ctx.reverts ?? ''}, true)`;
}

/**
 * The database whose every transaction first hands the current action (ledgerContext) to the ledger. A transaction
 * outside any action is the system's: the triggers then give it an operation of its own.
 * @example
 * const db = withLedgerContext(drizzle({ client: pool, schema }));
 */
export function withLedgerContext(db: Db): Db {
  const begin = db.transaction.bind(db);
  const transaction: Db['transaction'] = (fn, config) =>
    begin(async (tx) => {
      const ctx = current.getStore();
      if (ctx) await tx.execute(contextStatement(ctx));
      return fn(tx);
    }, config);
  return Object.assign(db, { transaction });
}
