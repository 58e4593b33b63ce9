import { and, eq, sql } from 'drizzle-orm';
import {
  type TSuggester,
  type TSuggestion,
  type TUpdateSuggestions,
  mergeSuggestions,
} from '@mise/contracts/resources/place';
import { type TActor, logActivity } from '../../crud/activity';
import { intArray } from '../../crud/rows';
import { liveCondition, liveIn } from '../../crud/soft-delete';
import type { Db } from '../../db/client';
import { places } from '../../db/schema/place';
import { users } from '../../db/schema/user';
import { badRequest, notFound } from '../../lib/http-error';
import { placeModel } from './model';
import { suggestersByPlace } from './suggesters';
import { serviceOf } from '../../crud/write-service';

/** The place's stored suggestions, or 404. */
async function storedSuggestions(db: Db, id: number): Promise<TSuggestion[]> {
  const [row] = await db
    .select({ list: places._suggestions })
    .from(places)
    .where(and(eq(places.id, id), liveCondition(placeModel)));
  if (!row) throw notFound(`${placeModel.resource.model} ${id} was not found`);
  return row.list ?? [];
}

/** Refuses user ids that are not live users, naming them. */
async function requireUsers(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`${users.id} = any(${intArray(ids)})`, liveIn(users)));
  const have = new Set(found.map((f) => f.id));
  const missing = ids.filter((id) => !have.has(id));
  if (missing.length > 0) throw badRequest(`suggestions: no user with id ${missing.join(', ')} (unknown or deleted)`);
}

/**
 * PUT establishments/{id}/update-suggestions (part 2 §4, §7): the chosen suggesters become the place's active ones, in one
 * transaction that raises the place's `updated` (409 when the client's is older). Answers the stored `_suggestions`.
 * @example
 * await updateSuggestions(app.db, { id: 7, body: { suggestions: [{ userId: 3, isPrimary: true }] }, actor: req.staff })
 */
export async function updateSuggestions(
  db: Db,
  change: { id: number; body: TUpdateSuggestions; actor: TActor; expectedUpdated?: Date },
) {
  const { id, body, actor, expectedUpdated } = change;
  await requireUsers(
    db,
    body.suggestions.map((s) => s.userId),
  );
  return serviceOf(db, placeModel).write({
    actor: actor,
    run: async ({ tx: tx }) => {
      const updated = await serviceOf(db, placeModel).raise({ tx, id, expected: expectedUpdated });
      const merged = mergeSuggestions(await storedSuggestions(tx, id), body.suggestions);
      await tx.update(places).set({ _suggestions: merged }).where(eq(places.id, id));
      await logActivity(tx, {
        actor,
        model: placeModel.resource.model,
        itemId: id,
        action: 'relate',
        fields: ['_suggestions'],
      });
      return { _suggestions: merged, updated: updated as Date };
    },
  });
}

/**
 * The place's active suggesters with their users' names, the primary first (GET establishments/{id}/suggesters), or 404.
 * @example
 * const [primary, ...others] = await activeSuggesters(app.db, 7);
 */
export async function activeSuggesters(db: Db, id: number): Promise<TSuggester[]> {
  const found = (await suggestersByPlace(db, [id])).get(id);
  if (!found) throw notFound(`${placeModel.resource.model} ${id} was not found`);
  return found;
}
