import { couponResource } from '@mise/contracts/resources/coupon';
import { defineModel } from '../../crud/model';
import { couponClaims } from '../../db/schema/coupon-claim';
import { coupons } from '../../db/schema/coupon';
import { presentCoupons } from './present';
import { checkMergedCouponRules } from './rules';

export const couponModel = defineModel({
  resource: couponResource,
  table: coupons,
  id: coupons.id,
  relations: {
    claims: { kind: 'hasMany', target: 'CouponClaim', foreignKey: couponClaims.couponId, orderBy: couponClaims.id },
  },
  prepare: checkMergedCouponRules,
  present: presentCoupons,
});
