import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { relationClientFor } from '../../lib/client';
import { Pager } from '../resource/list/pager';
import { REVIEW_CARD_INCLUDE, ReviewCard, type TReviewCard } from './review-card';

const PAGE_SIZE = 20;

export type TReviewCardsTabProps = {
  /** The owner's model path: a place's (`establishments`) or a user's (`users`) reviews relation. */
  ownerPath: string;
  id: number;
  /** How many reviews the owner has (its `counts.reviews`), for the pager. */
  count: number;
};

/**
 * A Reviews tab (part 2 §2, §4, §7): the owner's place reviews as cards with their user and place, newest first,
 * 20 per page, each with Publish/Unpublish.
 * @example
 * <ReviewCardsTab ownerPath="users" id={user.id} count={user.counts?.reviews ?? 0} />
 */
export function ReviewCardsTab({ ownerPath, id, count }: TReviewCardsTabProps) {
  const [page, setPage] = useState(1);
  const filter = {
    order: 'created DESC',
    limit: PAGE_SIZE,
    skip: (page - 1) * PAGE_SIZE,
    include: REVIEW_CARD_INCLUDE,
  };
  // The owner's reviews, newest first, with their user and place: `GET {ownerPath}/{id}/reviews`.
  const reviews = useQuery({
    ...relationClientFor(ownerPath).related.options({ id, relation: 'reviews', query: { filter } }),
    // The relation answers review rows with what REVIEW_CARD_INCLUDE asked for; its type cannot know the filter.
    select: (rows) => rows as TReviewCard[],
    placeholderData: keepPreviousData,
  });
  if (reviews.error) return <Alert severity="error">{errorMessage(reviews.error)}</Alert>;
  if (reviews.isPending) return <CircularProgress aria-label="Loading reviews" />;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {reviews.data.length === 0 && <Typography color="text.secondary">No reviews</Typography>}
      {reviews.data.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
      <Pager page={page} count={count} pageSize={PAGE_SIZE} onChange={setPage} label="Reviews pages" />
    </Box>
  );
}
