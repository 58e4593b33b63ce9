import type { Db } from '../db/client';
import type { TActor } from './activity';
import type { TFilter } from './filter';
import { type TRow, listRows } from './list';
import type { TModel, TRelation } from './model';
import { raiseOwnerVersion } from './owner-version';
import { changeOrder, replaceRelated, unrelate } from './relation-write';
import { findById, requireById } from './rows';
import { type TRowDelete, type TRowPatch, type TRowsPatch, createRow, deleteRow, patchMany, patchRow } from './write';

/** What a write's own work receives: its transaction and who writes. */
export type TWriteScope = { tx: Db; actor: TActor };

/** A special write: who makes it, its work, and the transaction to join when the caller already holds one. */
export type TWrite<T> = { actor: TActor; run: (scope: TWriteScope) => Promise<T>; tx?: Db };

/**
 * The one place a write opens its transaction. Every statement in it carries the request's ledger context (operation,
 * source, actor, based-on; db/ledger-context.ts), so the ledger's triggers record it as one operation whatever the
 * route; a refusal thrown inside rolls the whole write back. A caller already in a transaction writes in it.
 * @example
 * await inWrite(db, { actor: req.staff, run: async ({ tx }) => tx.update(tags).set({ … }) })
 */
export async function inWrite<T>(db: Db, { actor, run, tx }: TWrite<T>): Promise<T> {
  if (tx) return run({ tx, actor });
  return db.transaction(async (t) => run({ tx: t as Db, actor }));
}

type TRelationWrite = { name: string; relation: TRelation; parentId: number; actor: TActor; expectedUpdated?: Date };

/**
 * One content type's reads and writes, made once from its model: every route (generic or the area's own) writes
 * through these, so the transaction, the live-row rule, the version check and bump, the model's typed `prepare` hook
 * and the ledger's operation are the same for all. Each takes one object.
 * @example
 * const places = serviceOf(app.db, placeModel);
 * await places.patch({ id: 9, values: { name: 'Tasca' }, actor: req.staff, expectedUpdated });
 */
function makeService(db: Db, model: TModel) {
  return {
    model,
    find: ({ filter }: { filter: TFilter }): Promise<TRow[]> => listRows(db, { model, filter }),
    get: ({ id, withDeleted = false }: { id: number; withDeleted?: boolean }): Promise<TRow | undefined> =>
      withDeleted ? findById(db, { model, id, withDeleted }) : requireById(db, model, id),
    create: ({ values, actor, tx }: { values: Record<string, unknown>; actor: TActor; tx?: Db }) =>
      createRow(db, { model, values, actor, tx }),
    patch: (change: Omit<TRowPatch, 'model'>) => patchRow(db, { ...change, model }),
    /** The same values on many rows in one statement (a bulk job's chunk); answers the ids it changed. */
    patchMany: (change: Omit<TRowsPatch, 'model'>) => patchMany(db, { ...change, model }),
    remove: (change: Omit<TRowDelete, 'model'>) => deleteRow(db, { ...change, model }),
    /** Out of the trash; `values` give unique fields new values where a live record took the old ones meanwhile. */
    restore: ({ id, actor, tx, values }: { id: number; actor: TActor; tx?: Db; values?: Record<string, unknown> }) =>
      patchRow(db, { model, id, values: { ...values, deleted: false }, actor, action: 'restore', tx }),
    publish: ({ id, publish, actor }: { id: number; publish: boolean; actor: TActor }) =>
      patchRow(db, {
        model,
        id,
        values: { isPublished: publish },
        actor,
        action: publish ? 'publish' : 'unpublish',
      }),
    /** Makes a to-many relation hold exactly these ids, in their order. */
    relate: (change: TRelationWrite & { newIds: number[] }) => replaceRelated(db, { ...change, model }),
    unrelate: (change: TRelationWrite & { relatedId: number }) => unrelate(db, { ...change, model }),
    reorder: (change: TRelationWrite & { itemId: number; order: number }) => changeOrder(db, { ...change, model }),
    /** Raises the version of a row whose list or part is written, in the write's transaction (409 when it moved). */
    raise: ({ tx, id, expected }: { tx: Db; id: number; expected?: Date }) =>
      raiseOwnerVersion(tx, { model, id, expected }),
    /** An area's own write on this type (a bulk publish, a whole list set at once) in the one transaction. */
    write: <T>(work: TWrite<T>) => inWrite(db, work),
  };
}

export type TService = ReturnType<typeof makeService>;

const made = new WeakMap<Db, Map<TModel, TService>>();

/**
 * The service of a model on a database, made on first use and kept.
 * @example
 * await serviceOf(app.db, cityModel).publish({ id: 4, publish: true, actor: req.staff })
 */
export function serviceOf(db: Db, model: TModel): TService {
  let byModel = made.get(db);
  if (!byModel) made.set(db, (byModel = new Map()));
  let service = byModel.get(model);
  if (!service) byModel.set(model, (service = makeService(db, model)));
  return service;
}
