import { couponResource } from '@mise/contracts/resources/coupon';
import { defineArea } from '../../components/resource/area/define-area';
import { PublishLock } from '../../components/resource/detail/publish-toggle';
import { RowPublishSwitch } from '../../components/resource/list/row-publish-switch';
import { client } from '../../lib/client';
import { formatDate } from '../../lib/format';
import { CouponClaimedTab } from './coupon-claimed-tab';
import { CouponDetailsTab } from './coupon-details-tab';
import { CouponForm } from './coupon-form';

/**
 * The Coupons area under /dashboard/coupons (part 1 §2): locks, publish switches, bulk delete, search on name or code,
 * 20 per page by name; Details and Claimed.
 */
export default defineArea({
  resource: couponResource,
  slug: 'coupons',
  labels: { title: 'Coupons', one: 'coupon', many: 'coupons' },
  item: { query: { filter: { includeCount: true } } },
  tabs: [
    { segment: 'details', label: 'Details', component: CouponDetailsTab },
    { segment: 'claimed', label: 'Claimed', count: (coupon) => coupon.counts?.claims, component: CouponClaimedTab },
  ],
  form: CouponForm,
  // Adding changes the menu's Coupon total.
  save: { affectsSummary: true },
  // part 1 §8 (coupon); the delete toasts are the generic ones
  messages: {
    added: 'Coupon Added successfully',
    edited: 'Coupon edited successfully',
    failed: 'Coupon add / edit failed',
  },
  list: {
    search: ['name', 'code'],
    order: 'name ASC',
    pageSize: 20,
    fields: ['name', 'code', 'isPublished', 'startDate', 'endDate'],
    row: (coupon) => ({
      label: coupon.name,
      primary: coupon.name,
      secondary: `${coupon.code} · ${formatDate(coupon.startDate)}${coupon.endDate ? ` – ${formatDate(coupon.endDate)}` : ''}`,
      marker: <PublishLock published={coupon.isPublished} />,
      action: <RowPublishSwitch path="coupons" item={coupon} />,
    }),
    // Moves them to the trash (recoverable); the spec writes the path capitalised (part 1 §7).
    bulkDelete: (ids) => client.coupon.trash({ body: { ids } }),
  },
});
