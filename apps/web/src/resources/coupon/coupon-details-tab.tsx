import type { TWire } from '@mise/contracts/common/wire';
import { couponResource, DISCOUNT_TYPE_LABELS, type TCouponAnswer } from '@mise/contracts/resources/coupon';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import type { TAreaTabProps } from '../../components/resource/area/area-types';
import { DetailFieldGrid, itemDates } from '../../components/resource/detail/detail-field-grid';
import { ItemToolbar } from '../../components/resource/detail/item-toolbar';
import { NotesBox } from '../../components/resource/detail/notes-box';
import { formatCount, formatDateTime } from '../../lib/format';
import { packBenefitText } from './pack-benefit';

/** A coupon as the detail loads it (`includeCount`): the answer, with its computed pack benefit and its claim count. */
export type TCoupon = TWire<TCouponAnswer> & { counts?: { claims?: number } };

/** The coupon's Details tab (part 1 §2): publish toggle, edit, the fields with dates in New York time, the pack benefit, notes. */
export function CouponDetailsTab({ item: coupon }: TAreaTabProps<TCoupon>) {
  const benefit = packBenefitText(coupon.packBenefitSummary);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ItemToolbar item={coupon} canDelete={false} />
      <DetailFieldGrid
        entries={[
          ['Code', coupon.code],
          ['Discount type', DISCOUNT_TYPE_LABELS[coupon.discountType]],
          ['Discount', coupon.discountType === 'percent' ? `${coupon.discountValue}%` : String(coupon.discountValue)],
          ['Start date (New York time)', formatDateTime(coupon.startDate)],
          ['End date (New York time)', formatDateTime(coupon.endDate)],
          ['Claim limit', coupon.claimLimit > 0 ? formatCount(coupon.claimLimit) : 'No limit'],
          ['Claims', formatCount(coupon.counts?.claims ?? 0)],
          ['Pack benefit', benefit.total, benefit.breakdown],
          ...itemDates(coupon),
        ]}
      />
      <Divider />
      <NotesBox path={couponResource.path} id={coupon.id} notes={coupon.notes} />
    </Box>
  );
}
