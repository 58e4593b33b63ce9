import type { FastifyInstance } from 'fastify';
import { userCalls } from '@mise/contracts/special-calls';
import { serve } from '../../crud/serve';
import { ZUserDetails, ZUserSuggestionsFilter } from '@mise/contracts/resources/user-calls';
import type { TConfig } from '../../config';
import type { ModelRegistry } from '../../crud/registry';
import { expectedUpdated } from '../../crud/owner-version';
import { requireById } from '../../crud/write';
import { parseJsonQuery } from '../../lib/json-query';
import { userModel } from './model';
import { subscribedCities } from './subscribed-cities';
import { userSuggestions } from './suggestions';
import { updateUser } from './update-user';
import { adminVerifyEmail } from './verify-email';

/** Calls special to users (part 2 §7 "Users"); static paths, so they win over the generic users/{id}/{relation}. */
export async function userRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  const present = async (row: Record<string, unknown>) => (await userModel.present?.(app.db, [row]))?.[0] ?? row;

  serve(app, userCalls.adminVerifyEmail, async (req) =>
    ZUserDetails.parse(
      await present(
        await adminVerifyEmail(app.db, {
          model: userModel,
          email: req.body.email,
          verify: req.body.verify,
          actor: req.staff,
        }),
      ),
    ),
  );

  serve(app, userCalls.updateUser, async (req) => {
    const { updated: _based, ...values } = req.body;
    const expected = expectedUpdated(req.body, req.headers['if-match']);
    return ZUserDetails.parse(
      await updateUser(app.db, {
        model: userModel,
        id: req.params.id,
        values,
        expectedUpdated: expected,
        actor: req.staff,
      }),
    );
  });

  serve(app, userCalls.suggestions, async (req) => {
    const page = parseJsonQuery(req.query.filter, ZUserSuggestionsFilter);
    await requireById(app.db, userModel, req.params.id);
    return userSuggestions(app.db, req.params.id, page);
  });

  serve(app, userCalls.subscribedCities, async (req) => {
    await requireById(app.db, userModel, req.params.id);
    return subscribedCities(app.db, req.params.id);
  });
}
