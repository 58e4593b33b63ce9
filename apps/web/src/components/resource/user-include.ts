/** The `include` that gives a row or an item its user's id and name (an editorial review's author), nothing more of the user. */
export const USER_NAME = { relation: 'user', scope: { fields: ['id', 'name'] } } as const;

/** A record loaded with `USER_NAME`. */
export type TWithUser = { user?: { id: number; name: string | null } | null };
