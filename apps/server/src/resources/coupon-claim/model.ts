import { couponClaimResource } from '@mise/contracts/resources/coupon-claim';
import { defineModel } from '../../crud/model';
import { couponClaims } from '../../db/schema/coupon-claim';

export const couponClaimModel = defineModel({
  resource: couponClaimResource,
  table: couponClaims,
  id: couponClaims.id,
  relations: {
    coupon: { kind: 'belongsTo', target: 'Coupon', localKey: couponClaims.couponId },
    user: { kind: 'belongsTo', target: 'User', localKey: couponClaims.userId },
    transactionData: { kind: 'belongsTo', target: 'DestinationTransaction', localKey: couponClaims.transactionId },
  },
});
