import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { TPicture } from '@mise/contracts/common/picture';
import { Link as RouterLink } from 'react-router';
import { GRID_WIDTH, pictureSrc } from '../../components/resource/media/picture-src';
import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { DetailFieldGrid, itemDates } from '../../components/resource/detail/detail-field-grid';
import { ItemToolbar } from '../../components/resource/detail/item-toolbar';
import { REVIEW_PICTURE_RATIO, type TUserReview } from './review-record';

/** The detail's switch: `POST userReviews/{id}/publish?publish=`, shown flipped at once (part 2 §4, §7). */
const REVIEW_PUBLISH = { inQuery: true, optimistic: true } as const;

/** A review picture at 3:2, or 'No picture'. */
function ReviewPicture({ label, picture }: { label: string; picture: TPicture | null }) {
  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
      <Box
        sx={{
          width: '100%',
          maxWidth: 360,
          aspectRatio: String(REVIEW_PICTURE_RATIO.aspect),
          bgcolor: 'action.hover',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        {picture ? (
          <Box
            component="img"
            src={pictureSrc(picture, GRID_WIDTH)}
            alt={label}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            No picture
          </Typography>
        )}
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/**
 * An editorial review's detail (part 2 §2 leaves it "not shown"; decided in /tmp/decisions-reviews.md): the toolbar
 * (publish switch, edit, delete), the subtitle, the author linking to the user, the dates, and both pictures.
 */
export function ReviewDetailsTab({ item: review }: TAreaTabProps<TUserReview>) {
  const author = review.user;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ItemToolbar item={review} publish={REVIEW_PUBLISH} />
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, m: 0 }}>
        <Box>
          <Typography variant="caption" color="text.secondary" component="dt">
            Subtitle
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {review.subtitle || '—'}
          </Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="dt">
            User
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {author ? (
              <Link component={RouterLink} to={`/dashboard/users/${author.id}/details`}>
                {author.name || `User ${author.id}`}
              </Link>
            ) : (
              '—'
            )}
          </Typography>
        </Box>
      </Box>
      <DetailFieldGrid entries={itemDates(review)} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ReviewPicture label="Large picture" picture={review.lgPicture} />
        <ReviewPicture label="Small picture" picture={review.smPicture} />
      </Box>
    </Box>
  );
}
