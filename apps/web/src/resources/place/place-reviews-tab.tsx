import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TAreaTabProps } from '../../components/resource/area-types';
import { Pager } from '../../components/resource/pager';
import { resourceKeys } from '../../components/resource/query-keys';
import { ReviewCard, type TReviewCard } from '../../components/reviews/review-card';
import { api, errorMessage } from '../../lib/api-client';
import type { TPlace } from './place-record';

const PAGE_SIZE = 20;
const WITH_NAMES = [
  { relation: 'user', scope: { fields: ['id', 'name'] } },
  { relation: 'subject', scope: { fields: ['id', 'name'] } },
];

/** The Reviews tab (part 2 §2, §7): the place's reviews as cards, newest first, 20 per page. */
export function PlaceReviewsTab({ id, item: place }: TAreaTabProps<TPlace>) {
  const [page, setPage] = useState(1);
  const filter = { order: 'created DESC', limit: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE, include: WITH_NAMES };
  const reviews = useQuery({
    queryKey: [...resourceKeys('establishments').detail(id), 'reviews', page],
    queryFn: ({ signal }) => api.get<TReviewCard[]>(`establishments/${id}/reviews`, { filter }, signal),
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
      <Pager page={page} count={place.counts?.reviews ?? 0} pageSize={PAGE_SIZE} onChange={setPage} label="Reviews pages" />
    </Box>
  );
}
