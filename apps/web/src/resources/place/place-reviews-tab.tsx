import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { ReviewCardsTab } from '../../components/reviews/review-cards-tab';
import type { TPlace } from './place-record';

/** The Reviews tab (part 2 §2, §7): the place's reviews as cards, newest first, 20 per page. */
export function PlaceReviewsTab({ id, item: place }: TAreaTabProps<TPlace>) {
  return <ReviewCardsTab ownerPath="establishments" id={id} count={place.counts?.reviews ?? 0} />;
}
