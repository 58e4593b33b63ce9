import type { TWire } from '@mise/contracts/common/wire';
import type { TUserDetails } from '@mise/contracts/resources/user-calls';
import { USER_COUNTS } from '@mise/contracts/resources/user-calls';

/** The user as the detail shows it: the record, its preference tag ids and the tab counts. */
export type TUser = TWire<TUserDetails>;

export const USERS_PATH = 'users';

/** The detail's query (part 2 §7 "Users"): the tab labels' counts come with the user. */
export const USER_DETAIL = { includeCount: USER_COUNTS };

/** The public profile's path on the site (part 2 §2: /profile/{slug}); none without a slug. */
export function profilePath(user: Pick<TUser, 'slug'>): string | undefined {
  return user.slug ? `/profile/${user.slug}` : undefined;
}
