import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router';
import { DetailTabs } from '../../components/resource/detail-tabs';
import { PublishLock } from '../../components/resource/publish-toggle';
import { errorMessage } from '../../lib/api-client';
import { useCoupon } from './api';
import { CouponClaimedTab } from './coupon-claimed-tab';
import { CouponDetailsTab } from './coupon-details-tab';

const SEGMENTS = ['details', 'claimed'] as const;

/** /dashboard/coupons/{id}/{details|claimed}: the coupon's name, lock, tabs Details and Claimed. */
export function CouponDetail() {
  const params = useParams();
  const id = Number(params.id);
  const segment = params.tab ?? 'details';
  const coupon = useCoupon(id);

  if (!Number.isInteger(id) || id <= 0) return <Alert severity="error">There is no coupon with the id “{params.id}”.</Alert>;
  if (!SEGMENTS.includes(segment as (typeof SEGMENTS)[number])) return <Navigate to={`/dashboard/coupons/${id}/details`} replace />;
  if (coupon.isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress aria-label="Loading coupon" />
      </Box>
    );
  }
  if (coupon.error || !coupon.data) {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessage(coupon.error, 'The coupon could not be loaded')}
      </Alert>
    );
  }

  return (
    <Box component="article" aria-labelledby="coupon-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2 }}>
        <Typography id="coupon-title" component="h2" variant="h6">
          {coupon.data.name}
        </Typography>
        <PublishLock published={coupon.data.isPublished} />
      </Box>
      <DetailTabs
        basePath={`/dashboard/coupons/${id}`}
        active={segment}
        label="Coupon sections"
        tabs={[
          { segment: 'details', label: 'Details' },
          { segment: 'claimed', label: 'Claimed', count: coupon.data.counts?.claims },
        ]}
      />
      <Box role="tabpanel" aria-label={segment === 'claimed' ? 'Claimed' : 'Details'} sx={{ p: 2 }}>
        {segment === 'claimed' ? <CouponClaimedTab couponId={id} /> : <CouponDetailsTab key={id} coupon={coupon.data} />}
      </Box>
    </Box>
  );
}
