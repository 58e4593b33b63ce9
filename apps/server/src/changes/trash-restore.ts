import { getTableName } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZTrashRestore } from '@mise/contracts/common/trash-calls';
import type { TContentTypeName } from '@mise/contracts/registry';
import type { TActor } from '../crud/activity';
import { modelFields } from '../crud/fields';
import type { TModel } from '../crud/model';
import { relationTarget } from '../crud/registry';
import { NAME_FIELDS } from '../crud/owner-version';
import { findById } from '../crud/rows';
import { inWrite, serviceOf } from '../crud/write-service';
import { restoreClash, restoreValues } from './restore-clash';
import { restoreOwned } from '../crud/owned';
import type { Db } from '../db/client';
import { HttpError, badRequest, notFound } from '../lib/http-error';
import type { TLedgerNames } from './ledger-names';

type TRecordRef = { type: TContentTypeName; id: number };
type TTrashed = TRecordRef & { model: TModel; name: string; values?: Record<string, unknown>; index?: number };

/** A row's name as staff know it, for a message: the first of the name fields it has. */
const nameOf = (row: Record<string, unknown>) =>
  String(NAME_FIELDS.map((field) => row[field]).find((v) => typeof v === 'string' && v !== '') ?? `#${String(row.id)}`);

/** The records a row belongs to that are in the trash themselves (a place's city): what its restore needs first. */
async function trashedParents(
  tx: Db,
  { model, row, names }: { model: TModel; row: Record<string, unknown>; names: TLedgerNames },
): Promise<TTrashed[]> {
  const parents: TTrashed[] = [];
  const fields = [...modelFields(model).all.values()];
  for (const relation of Object.values(model.relations ?? {})) {
    if (relation.kind !== 'belongsTo') continue;
    const target = relationTarget(relation);
    const key = fields.find((f) => f.column === relation.localKey)?.name;
    const id = key ? row[key] : undefined;
    if (!target.resource.traits.softDelete || typeof id !== 'number') continue;
    const parent = await findById(tx, { model: target, id, withDeleted: true });
    const type = names.typeOf(getTableName(target.table));
    if (parent?.deleted === true && type) parents.push({ type, id, model: target, name: nameOf(parent) });
  }
  return parents;
}

/**
 * Brings records back from the trash in one operation, each through the model's own patch (`deleted` false, logged
 * as a restore); their links were never removed, so they are back where they were. A record whose parent (a place's
 * city) is trashed too is refused with 409 naming the parent, unless `withParents` asks to restore both. One already
 * live is left as it is.
 * @example
 * await restoreFromTrash(db, { names, body: { items: [{ type: 'place', id: 12 }] }, actor }) // { restored: 1 }
 */
export async function restoreFromTrash(
  db: Db,
  { names, body, actor }: { names: TLedgerNames; body: z.output<typeof ZTrashRestore>; actor: TActor },
): Promise<{ restored: number }> {
  return inWrite(db, {
    actor,
    run: async ({ tx }) => {
      const wanted: TTrashed[] = [];
      const missing: TTrashed[] = [];
      for (const [index, item] of body.items.entries()) {
        const model = names.modelOf(names.tableOf(item.type));
        if (!model?.resource.traits.softDelete) throw badRequest(`items: a ${item.type} is never in the trash`);
        const row = await findById(tx, { model, id: item.id, withDeleted: true });
        if (!row) throw notFound(`${item.type} ${item.id} was not found`);
        if (row.deleted !== true) continue;
        const values = restoreValues(model, item.values ?? undefined, `/items/${index}/values`);
        wanted.push({ ...item, model, name: nameOf(row), values, index });
        const asked = new Set(body.items.map((i) => `${i.type}:${i.id}`));
        for (const parent of await trashedParents(tx, { model, row, names }))
          if (
            !asked.has(`${parent.type}:${parent.id}`) &&
            !missing.some((m) => m.type === parent.type && m.id === parent.id)
          )
            missing.push(parent);
      }
      if (missing.length > 0 && !body.withParents) {
        const list = missing.map((p) => `"${p.name}"`).join(', ');
        throw new HttpError(
          409,
          `${list} ${missing.length === 1 ? 'is' : 'are'} in the trash too: restore ${missing.length === 1 ? 'it' : 'them'} as well?`,
          missing.map(({ type, id, name }) => ({ type, id, name, path: '/items', message: `${name} is in the trash` })),
        );
      }
      // Parents first, so nothing live ever points at a trashed record; what a record's delete trashed with it (a
      // city's places) comes back with it, read while the record is still in the trash.
      let restored = 0;
      for (const record of [...missing, ...wanted]) {
        // Back already with the record that owns it (a place asked for beside its city).
        const row = await findById(tx, { model: record.model, id: record.id, withDeleted: true });
        if (row?.deleted !== true) continue;
        restored += 1 + (await restoreOwned(tx, { model: record.model, id: record.id }));
        try {
          await serviceOf(db, record.model).restore({ id: record.id, actor, tx, values: record.values });
        } catch (error) {
          throw restoreClash(error, { ...record, index: record.index ?? '-' }) ?? error;
        }
      }
      return { restored };
    },
  });
}
