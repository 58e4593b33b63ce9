import type { TActor } from '../../crud/activity';
import type { TModel } from '../../crud/model';
import { serviceOf } from '../../crud/write-service';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/http-error';

/**
 * PATCH users/{id}/update-user: the same change as PATCH users/{id} (the old console's name for the profile form's save),
 * through the same prepare (e-mail normalised, staff accounts not deleted) in one transaction.
 * @example
 * await updateUser(db, { model: userModel, id: 12, values: { name: 'Ann Lee', tagIds: [3, 4] }, actor: staff })
 */
export async function updateUser(
  db: Db,
  {
    model,
    id,
    values,
    expectedUpdated,
    actor,
  }: { model: TModel; id: number; values: Record<string, unknown>; expectedUpdated?: Date; actor: TActor },
) {
  if (Object.keys(values).length === 0) throw badRequest('Nothing to change: the body names no field');
  // With the `updated` the form was based on, the change lands only if nobody saved the user since (409 otherwise).
  const row = await serviceOf(db, model).patch({ id, values, actor, expectedUpdated });
  return model.present ? (await model.present(db, [row]))[0] : row;
}
