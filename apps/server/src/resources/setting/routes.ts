import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { settingCalls } from '@mise/contracts/special-calls';
import { serve } from '../../crud/serve';
import { expectedUpdated } from '../../crud/owner-version';
import { settings } from '../../db/schema/setting';
import { notFound } from '../../lib/http-error';
import { patchSetting } from './patch-setting';

/** Site settings (part 1 §3 Setting, part 2 §7 Settings): list, get, and PATCH {value} checked per key. */
export async function settingRoutes(app: FastifyInstance) {
  serve(app, settingCalls.list, async () => app.db.select().from(settings).orderBy(asc(settings.key)));

  serve(app, settingCalls.item, async (req) => {
    const [row] = await app.db.select().from(settings).where(eq(settings.id, req.params.id));
    if (!row) throw notFound(`Setting ${req.params.id} was not found`);
    return row;
  });

  serve(app, settingCalls.patch, async (req) =>
    patchSetting(app.db, {
      id: req.params.id,
      value: req.body.value,
      actor: req.staff,
      expectedUpdated: expectedUpdated(req.body, req.headers['if-match']),
    }),
  );
}
