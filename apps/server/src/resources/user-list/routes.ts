import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { userCalls } from '@mise/contracts/special-calls';
import { serve } from '../../crud/serve';
import type { TConfig } from '../../config';
import type { ModelRegistry } from '../../crud/registry';
import { userLists } from '../../db/schema/user-list';
import { users } from '../../db/schema/user';
import { notFound } from '../../lib/http-error';
import { liveIn } from '../../crud/soft-delete';

/**
 * GET users/{id}/userLists/{listId}: one saved list of one user (404 when it is not that user's). Its static segment
 * `userLists` would otherwise also catch users/{id}/userLists/count, so that count is answered here too.
 */
export async function userListRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  const requireUser = async (id: number) => {
    const [user] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), liveIn(users)))
      .limit(1);
    if (!user) throw notFound(`User ${id} was not found`);
  };

  serve(app, userCalls.savedListCount, async (req) => {
    await requireUser(req.params.id);
    const [row] = await app.db.select({ count: count() }).from(userLists).where(eq(userLists.userId, req.params.id));
    return { count: Number(row?.count ?? 0) };
  });

  serve(app, userCalls.savedList, async (req) => {
    await requireUser(req.params.id);
    const [list] = await app.db
      .select({ id: userLists.id, name: userLists.name, created: userLists.created, userId: userLists.userId })
      .from(userLists)
      .where(and(eq(userLists.id, req.params.listId), eq(userLists.userId, req.params.id)))
      .limit(1);
    if (!list) throw notFound(`User ${req.params.id} has no list ${req.params.listId}`);
    return list;
  });
}
