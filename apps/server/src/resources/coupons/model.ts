import { couponResource } from '@mise/contracts/resources/coupon';
import { defineModel } from '../../crud/model';
import { couponClaims } from '../../db/schema/coupon-claims';
import { coupons } from '../../db/schema/coupons';
import { couponClaimModel } from '../couponClaims/model';

export const couponModel = defineModel({
  resource: couponResource,
  table: coupons,
  id: coupons.id,
  relations: {
    claims: { kind: 'hasMany', model: () => couponClaimModel, foreignKey: couponClaims.couponId, orderBy: couponClaims.id },
  },
});
