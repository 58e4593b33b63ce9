import { couponClaimResource } from '@mise/contracts/resources/coupon-claim';
import { defineModel } from '../../crud/model';
import { couponClaims } from '../../db/schema/coupon-claims';
import { couponModel } from '../coupons/model';
import { destinationTransactionModel } from '../destinationTransactions/model';
import { userModel } from '../users/model';

export const couponClaimModel = defineModel({
  resource: couponClaimResource,
  table: couponClaims,
  id: couponClaims.id,
  relations: {
    coupon: { kind: 'belongsTo', model: () => couponModel, localKey: couponClaims.couponId },
    user: { kind: 'belongsTo', model: () => userModel, localKey: couponClaims.userId },
    transactionData: { kind: 'belongsTo', model: () => destinationTransactionModel, localKey: couponClaims.transactionId },
  },
});
