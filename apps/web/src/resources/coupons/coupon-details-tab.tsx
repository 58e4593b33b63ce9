import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { NotesBox } from '../../components/resource/notes-box';
import { PublishToggle } from '../../components/resource/publish-toggle';
import { formatCount, formatDate, formatDateTime } from '../../lib/format';
import { COUPONS_PATH, type TCoupon } from './api';
import { CouponForm } from './coupon-form';
import { packBenefitText } from './pack-benefit';
import { DetailField } from '../../components/resource/detail-field';

/** The coupon's Details tab (part 1 §2): publish toggle, edit, the fields with dates in New York time, the pack benefit, notes. */
export function CouponDetailsTab({ coupon }: { coupon: TCoupon }) {
  const [editing, setEditing] = useState(false);
  const benefit = packBenefitText(coupon.packBenefitSummary);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box role="toolbar" aria-label="Coupon actions" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <PublishToggle path={COUPONS_PATH} id={coupon.id} published={coupon.isPublished} />
        <Box sx={{ flex: 1 }} />
        <IconButton aria-label="Edit" onClick={() => setEditing(true)}>
          <EditIcon />
        </IconButton>
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, m: 0 }}>
        <DetailField label="Code" value={coupon.code} />
        <DetailField label="Discount" value={coupon.discountType === 'percent' ? `${coupon.discountValue}%` : `${coupon.discountValue} flat`} />
        <DetailField label="Start date (New York time)" value={formatDateTime(coupon.startDate)} />
        <DetailField label="End date (New York time)" value={formatDateTime(coupon.endDate)} />
        <DetailField label="Claim limit" value={coupon.claimLimit > 0 ? formatCount(coupon.claimLimit) : 'No limit'} />
        <DetailField label="Claims" value={formatCount(coupon.counts?.claims ?? 0)} />
        <DetailField label="Pack benefit" value={benefit.total} note={benefit.breakdown} />
        <DetailField label="Created" value={formatDate(coupon.created)} />
        <DetailField label="Modified" value={formatDate(coupon.updated)} />
      </Box>
      <Divider />
      <NotesBox path={COUPONS_PATH} id={coupon.id} notes={coupon.notes} />
      {editing && <CouponForm coupon={coupon} onClose={() => setEditing(false)} />}
    </Box>
  );
}
