import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@mise/contracts/common/fields';
import { logActivity } from '../../crud/activity';
import { stamp } from '../../crud/write';
import { settings } from '../../db/schema/setting';
import { badRequest, notFound } from '../../lib/http-error';
import { settingValueSchema } from './values';

/** Site settings (part 1 §3 Setting, part 2 §7 Settings): list, get, and PATCH {value} checked per key. */
export async function settingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Setting'];

  r.get('/settings', { schema: { tags } }, async () => app.db.select().from(settings).orderBy(asc(settings.key)));

  r.get('/settings/:id', { schema: { tags, params: z.object({ id: zId }) } }, async (req) => {
    const [row] = await app.db.select().from(settings).where(eq(settings.id, req.params.id));
    if (!row) throw notFound(`Setting ${req.params.id} was not found`);
    return row;
  });

  r.patch('/settings/:id', { schema: { tags, params: z.object({ id: zId }), body: z.strictObject({ value: z.unknown() }) } }, async (req) => {
    return app.db.transaction(async (tx) => {
      const [row] = await tx.select().from(settings).where(eq(settings.id, req.params.id));
      if (!row) throw notFound(`Setting ${req.params.id} was not found`);
      const parsed = settingValueSchema(row.key).safeParse(req.body.value);
      if (!parsed.success) {
        throw badRequest(parsed.error.issues.map((i) => `value${i.path.length ? '.' : ''}${i.path.join('.')}: ${i.message}`).join('; '));
      }
      const [updated] = await tx.update(settings).set({ value: parsed.data, updated: stamp() }).where(eq(settings.id, row.id)).returning();
      await logActivity(tx as never, { actor: req.staff, model: 'Setting', itemId: row.id, action: 'update', fields: ['value'] });
      return updated;
    });
  });
}
