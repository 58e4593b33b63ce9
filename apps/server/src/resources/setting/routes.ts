import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { settingCalls } from '@mise/contracts/special-calls';
import { serve } from '../../crud/serve';
import { SETTING_NAMES, type TSettingKey } from '@mise/contracts/resources/setting';
import { logActivity } from '../../crud/activity';
import {
  changedSince as genericChangedSince,
  expectedUpdated,
  nextVersion,
  sameVersion,
} from '../../crud/owner-version';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/setting';
import { notFound } from '../../lib/http-error';
import { refuseContinentsInUse } from './continent-use';
import { parseSettingValue } from './values';
import { inWrite } from '../../crud/write-service';

// The generic layer's 409 (crud/owner-version.ts changedSince), for a row that has no crud model of its own: it names the
// setting as its tab does ('"Place types" was changed…'), not by model and id.
const changedSince = (key: string) => genericChangedSince({ name: SETTING_NAMES[key as TSettingKey] });

/** The row, locked for the rest of the transaction so a second writer waits and then finds the version moved. */
async function lockedSetting(tx: Db, id: number) {
  const [row] = await tx.select().from(settings).where(eq(settings.id, id)).for('update');
  if (!row) throw notFound(`Setting ${id} was not found`);
  return row;
}

/** Site settings (part 1 §3 Setting, part 2 §7 Settings): list, get, and PATCH {value} checked per key. */
export async function settingRoutes(app: FastifyInstance) {
  serve(app, settingCalls.list, async () => app.db.select().from(settings).orderBy(asc(settings.key)));

  serve(app, settingCalls.item, async (req) => {
    const [row] = await app.db.select().from(settings).where(eq(settings.id, req.params.id));
    if (!row) throw notFound(`Setting ${req.params.id} was not found`);
    return row;
  });

  serve(app, settingCalls.patch, async (req) => {
    const expected = expectedUpdated(req.body, req.headers['if-match']);
    // Check, write and activity log are one transaction: a refused change writes nothing, a stored one is always logged.
    return inWrite(app.db, {
      actor: req.staff,
      run: async ({ tx }) => {
        const row = await lockedSetting(tx, req.params.id);
        const value = parseSettingValue(row.key, req.body.value);
        if (row.key === 'continentName') await refuseContinentsInUse(tx, { before: row.value, after: value });
        const [updated] = await tx
          .update(settings)
          // Always later than the version replaced, so two saves within one millisecond still differ.
          .set({
            value,
            updated: nextVersion(settings.updated),
          })
          .where(and(eq(settings.id, row.id), expected ? sameVersion(settings.updated, expected) : undefined))
          .returning();
        if (!updated) throw changedSince(row.key);
        await logActivity(tx, {
          actor: req.staff,
          model: 'Setting',
          itemId: row.id,
          action: 'update',
          fields: ['value'],
        });
        return updated;
      },
    });
  });
}
