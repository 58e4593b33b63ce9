import { z } from 'zod';
import { defineResource, one } from '../common/resource';
import { zRefId, zTimestamps } from '../common/fields';

/** One user's claim of a coupon; the Claimed tab shows user and transactionData.created (part 1 §2, §3). */
export const ZCouponClaim = z.object({
  ...zTimestamps,
  couponId: z.number().int(),
  userId: z.number().int(),
  transactionId: z.number().int().nullable(),
});
export type TCouponClaim = z.infer<typeof ZCouponClaim>;

export const ZCouponClaimCreate = z.strictObject({
  couponId: zRefId,
  userId: zRefId,
  transactionId: zRefId.nullable().optional(),
});
export const ZCouponClaimUpdate = z.strictObject({ transactionId: zRefId.nullable().optional() });

export const couponClaimResource = defineResource({
  model: 'CouponClaim',
  path: 'couponClaims',
  record: ZCouponClaim,
  create: ZCouponClaimCreate,
  update: ZCouponClaimUpdate,
  filterable: ['id', 'couponId', 'userId', 'transactionId', 'created'],
  sortable: ['id', 'created'],
  relations: { coupon: one('Coupon'), user: one('User'), transactionData: one('DestinationTransaction') },
  traits: {},
});
