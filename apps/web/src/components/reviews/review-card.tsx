import type { TWireRecord } from '@mise/contracts/common/wire';
import { type TIncluded, includes } from '@mise/contracts/includes';
import { reviewResource } from '@mise/contracts/resources/review';
import { REVIEW_RATING, REVIEW_TEXT_PREVIEW } from '@mise/contracts/resources/review';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../lib/format';
import { usePublishToggle } from '../resource/detail/use-publish-toggle';

/** Review text shows this many characters until expanded (part 2 §5, §9; the contract holds the number). */
export const REVIEW_TRUNCATE = REVIEW_TEXT_PREVIEW;

/** The include of a review card: its user's and its place's names. */
export const REVIEW_CARD_INCLUDE = includes(reviewResource, [
  { relation: 'user', scope: { fields: ['id', 'name'] } },
  { relation: 'subject', scope: { fields: ['id', 'name'] } },
]);

/** A place review as the cards show it: with its user and its place (`REVIEW_CARD_INCLUDE`). */
export type TReviewCard = TWireRecord<typeof reviewResource> &
  TIncluded<typeof reviewResource, typeof REVIEW_CARD_INCLUDE>;

const SUB_RATINGS = [
  ['Taste', 'taste'],
  ['Cleanliness', 'cleanliness'],
  ['Service', 'service'],
  ['Value', 'value'],
] as const;

/**
 * One review (part 2 §2): who and when, the text cut at 80 characters with 'more', the place, the overall stars, the four
 * sub-ratings and Publish/Unpublish, which flips on screen at once and back if the server refuses (part 2 §4).
 * @example
 * <ReviewCard review={review} />
 */
export function ReviewCard({ review }: { review: TReviewCard }) {
  const [expanded, setExpanded] = useState(false);
  const [published, setPublished] = useState(review.isPublished);
  const publish = usePublishToggle(
    { path: 'reviews', id: review.id },
    { publishFailed: 'Item Publish/Unpublish fail' },
  );
  const text = review.text ?? '';
  const long = text.length > REVIEW_TRUNCATE;
  const flip = () => {
    const next = !published;
    setPublished(next);
    publish.toggle(next, { onError: () => setPublished(!next) });
  };
  return (
    <Card variant="outlined" component="article" aria-label={`Review by ${review.user?.name ?? 'a user'}`}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          {review.user ? (
            <Link component={RouterLink} to={`/dashboard/users/${review.user.id}/details`}>
              {review.user.name ?? `User ${review.user.id}`}
            </Link>
          ) : (
            <span />
          )}
          <Typography variant="body2" color="text.secondary">
            {formatDate(review.created)}
          </Typography>
        </Box>
        {review.subject && <Typography variant="subtitle2">{review.subject.name}</Typography>}
        <Rating
          value={review.rating}
          max={REVIEW_RATING.max}
          readOnly
          size="small"
          aria-label={`Rating ${review.rating ?? 0}`}
        />
        <Typography variant="body2">
          {long && !expanded ? `${text.slice(0, REVIEW_TRUNCATE)}…` : text}
          {long && (
            <Button size="small" onClick={() => setExpanded(!expanded)}>
              {expanded ? 'less' : 'more'}
            </Button>
          )}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, auto)', gap: 1, m: 0 }}>
          {SUB_RATINGS.map(([label, key]) => (
            <Box key={key}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {review[key] ?? '—'}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
      <CardActions>
        <Button size="small" onClick={flip} disabled={publish.isPending}>
          {published ? 'Unpublish' : 'Publish'}
        </Button>
      </CardActions>
    </Card>
  );
}
