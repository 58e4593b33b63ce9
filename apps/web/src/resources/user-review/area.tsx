import { userReviewResource } from '@mise/contracts/resources/review';
import { defineArea } from '../../components/resource/area/define-area';
import { PublishLock } from '../../components/resource/detail/publish-toggle';
import { nameAndDateSorts } from '../../components/resource/list/standard-choices';
import { ReviewDetailsTab } from './review-details-tab';
import { ReviewForm } from './review-form';
import { REVIEW_DETAIL, type TUserReview } from './review-record';

/**
 * The Reviews area under /dashboard/reviews (part 2 §2, §7, §9): the editorial reviews (model UserReview), 20 per page
 * with the author's name, a lock on unpublished rows, search by title, the filter All/Published/Unpublished, the sort
 * menu (A-Z by title, since a review has no name), CSV export of the reviews, and one Details view.
 */
export default defineArea<typeof userReviewResource, 'title' | 'isPublished', TUserReview>({
  resource: userReviewResource,
  slug: 'reviews',
  labels: { title: 'Reviews', one: 'review', many: 'reviews' },
  // part 2 §8 "Reviews"; publish and delete keep the generic toasts.
  messages: { added: 'Add Review Successful', edited: 'Edit Review Successful', failed: 'Review Add / Edit Failed' },
  list: {
    pageSize: 20,
    fields: ['title', 'isPublished'],
    withUser: true,
    row: (review) => ({
      primary: review.title,
      secondary: review.user?.name ?? undefined,
      marker: review.isPublished ? undefined : <PublishLock published={false} />,
    }),
    filters: [
      { value: 'all', label: 'All' },
      { value: 'published', label: 'Published', where: { isPublished: true } },
      { value: 'unpublished', label: 'Unpublished', where: { isPublished: false } },
    ],
    sorts: nameAndDateSorts('title'),
    // The spec's 'CSV export for List model' under Reviews reads as a slip: the reviews themselves are exported.
    csvExport: true,
  },
  item: { query: { filter: REVIEW_DETAIL } },
  itemTitle: (review) => review.title,
  tabs: [{ segment: 'details', label: 'Details', component: ReviewDetailsTab }],
  form: ReviewForm,
});
