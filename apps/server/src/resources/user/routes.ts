import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zId } from '@mise/contracts/common/fields';
import {
  ZAdminVerifyEmail,
  ZSubscribedDestinations,
  ZUserDetails,
  ZUserSuggestions,
  ZUserSuggestionsFilter,
  ZUserUpdate,
} from '@mise/contracts/resources/user-calls';
import type { TConfig } from '../../config';
import { documentedOnly } from '../../crud/answer-schemas';
import type { ModelRegistry } from '../../crud/registry';
import { expectedUpdated } from '../../crud/owner-version';
import { requireById } from '../../crud/write';
import { parseJsonQuery } from '../../lib/json-query';
import { userModel } from './model';
import { subscribedDestinations } from './subscribed-destinations';
import { userSuggestions } from './suggestions';
import { updateUser } from './update-user';
import { adminVerifyEmail } from './verify-email';

const tags = ['User'];
const ZIdParams = z.object({ id: zId });
/** As PATCH users/{id}: the fields, and the user's `updated` the form was based on. */
const ZPatch = ZUserUpdate.extend({
  updated: z.unknown().optional().describe("The user's `updated` the change was based on; 409 if it changed since"),
});

/** Calls special to users (part 2 §7 "Users"); static paths, so they win over the generic users/{id}/{relation}. */
export async function usersRoutes(app: FastifyInstance, _opts: { registry: ModelRegistry; config: TConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const present = async (row: Record<string, unknown>) => (await userModel.present?.(app.db, [row]))?.[0] ?? row;

  r.patch(
    '/users/admin-verify-email',
    { ...documentedOnly, schema: { tags, body: ZAdminVerifyEmail, response: { 200: ZUserDetails } } },
    async (req) =>
      present(
        await adminVerifyEmail(app.db, {
          model: userModel,
          email: req.body.email,
          verify: req.body.verify,
          actor: req.staff,
        }),
      ) as never,
  );

  r.patch(
    '/users/:id/update-user',
    { ...documentedOnly, schema: { tags, params: ZIdParams, body: ZPatch, response: { 200: ZUserDetails } } },
    async (req) => {
      const { updated: _based, ...values } = req.body as Record<string, unknown>;
      const expected = expectedUpdated(req.body as Record<string, unknown>, req.headers['if-match']);
      return (await updateUser(app.db, {
        model: userModel,
        id: req.params.id,
        values,
        expectedUpdated: expected,
        actor: req.staff,
      })) as never;
    },
  );

  r.get(
    '/users/:id/suggestions',
    {
      ...documentedOnly,
      schema: {
        tags,
        params: ZIdParams,
        querystring: z.looseObject({ filter: z.string().max(2000).optional() }),
        response: { 200: ZUserSuggestions },
      },
    },
    async (req) => {
      const page = parseJsonQuery(req.query.filter, ZUserSuggestionsFilter);
      await requireById(app.db, userModel, req.params.id);
      return userSuggestions(app.db, req.params.id, page);
    },
  );

  r.get(
    '/users/:id/subscribed-destinations',
    { ...documentedOnly, schema: { tags, params: ZIdParams, response: { 200: ZSubscribedDestinations } } },
    async (req) => {
      await requireById(app.db, userModel, req.params.id);
      return subscribedDestinations(app.db, req.params.id);
    },
  );
}
