import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { ReviewCardsTab } from '../../components/reviews/review-cards-tab';
import { type TUser, USERS_PATH } from './user-record';

/** The reviews tab (part 2 §2, §4): the user's place reviews as cards, newest first, 20 per page, Publish/Unpublish on each. */
export function UserReviewsTab({ id, item: user }: TAreaTabProps<TUser>) {
  return <ReviewCardsTab ownerPath={USERS_PATH} id={id} count={user.counts?.reviews ?? 0} />;
}
