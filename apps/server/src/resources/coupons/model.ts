import { couponResource } from '@mise/contracts/resources/coupon';
import { defineModel } from '../../crud/model';
import { couponClaims } from '../../db/schema/coupon-claims';
import { coupons } from '../../db/schema/coupons';
import { couponClaimModel } from '../couponClaims/model';
import { presentCoupons } from './present';
import { checkMergedCouponRules } from './rules';

export const couponModel = defineModel({
  resource: couponResource,
  table: coupons,
  id: coupons.id,
  relations: {
    claims: { kind: 'hasMany', model: () => couponClaimModel, foreignKey: couponClaims.couponId, orderBy: couponClaims.id },
  },
  prepare: checkMergedCouponRules,
  present: presentCoupons,
});
