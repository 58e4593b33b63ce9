import type { TTargetRow } from '@mise/contracts/includes';
import type { userResource } from '@mise/contracts/resources/user';

/** The `include` that gives a row or an item its user's id and name (an editorial review's author), nothing more of the user. */
export const USER_NAME = { relation: 'user', scope: { fields: ['id', 'name'] } } as const;

/** A record of any type with a `user`, loaded with `USER_NAME`. */
export type TWithUser = { user?: TTargetRow<typeof userResource, 'name'> | null };
