import { and, eq } from 'drizzle-orm';
import { SETTING_NAMES, type TSettingKey } from '@mise/contracts/resources/setting';
import { type TActor, logActivity } from '../../crud/activity';
import { changedSince as genericChangedSince, nextVersion, sameVersion } from '../../crud/owner-version';
import { inWrite } from '../../crud/write-service';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/setting';
import { notFound } from '../../lib/http-error';
import { refuseContinentsInUse } from './continent-use';
import { parseSettingValue } from './values';

// The generic layer's 409 (crud/owner-version.ts changedSince), for a row that has no crud model of its own: it names the
// setting as its tab does ('"Place types" was changed…'), not by model and id.
const changedSince = (key: string) => genericChangedSince({ name: SETTING_NAMES[key as TSettingKey] });

/** The row, locked for the rest of the transaction so a second writer waits and then finds the version moved. */
async function lockedSetting(tx: Db, id: number) {
  const [row] = await tx.select().from(settings).where(eq(settings.id, id)).for('update');
  if (!row) throw notFound(`Setting ${id} was not found`);
  return row;
}

/** A change to one setting: its new value, who makes it and the version it was based on. */
export type TSettingPatch = { id: number; value: unknown; actor: TActor; expectedUpdated?: Date };

/**
 * The settings' write service (settings have no generic model): the value checked for its key, the version checked and
 * raised, the activity logged, in one write; a refused change writes nothing.
 * @example
 * await patchSetting(db, { id: 3, value: ['Bakery', 'Bar'], actor: staff, expectedUpdated })
 */
export async function patchSetting(db: Db, { id, value, actor, expectedUpdated }: TSettingPatch) {
  return inWrite(db, {
    actor,
    run: async ({ tx }) => {
      const row = await lockedSetting(tx, id);
      const parsed = parseSettingValue(row.key, value);
      if (row.key === 'continentName') await refuseContinentsInUse(tx, { before: row.value, after: parsed });
      const [updated] = await tx
        .update(settings)
        .set({ value: parsed, updated: nextVersion(settings.updated) })
        .where(
          and(eq(settings.id, row.id), expectedUpdated ? sameVersion(settings.updated, expectedUpdated) : undefined),
        )
        .returning();
      if (!updated) throw changedSince(row.key);
      await logActivity(tx, { actor, model: 'Setting', itemId: row.id, action: 'update', fields: ['value'] });
      return updated;
    },
  });
}
