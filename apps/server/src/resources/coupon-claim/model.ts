import { couponClaimResource } from '@mise/contracts/resources/coupon-claim';
import { refusingUnknownRefs } from '../../crud/known-refs';
import { defineModel } from '../../crud/model';
import { couponClaims } from '../../db/schema/coupon-claim';
import { coupons } from '../../db/schema/coupon';
import { destinationTransactions } from '../../db/schema/destination-transaction';
import { users } from '../../db/schema/user';

export const couponClaimModel = defineModel({
  resource: couponClaimResource,
  table: couponClaims,
  id: couponClaims.id,
  relations: {
    coupon: { kind: 'belongsTo', target: 'Coupon', localKey: couponClaims.couponId },
    user: { kind: 'belongsTo', target: 'User', localKey: couponClaims.userId },
    transactionData: { kind: 'belongsTo', target: 'DestinationTransaction', localKey: couponClaims.transactionId },
  },
  // Ids the body points at must name live rows: a 400 naming the field, not the foreign key's nameless refusal.
  prepare: refusingUnknownRefs([
    { field: 'couponId', table: coupons, id: coupons.id, label: 'Coupon' },
    { field: 'userId', table: users, id: users.id, label: 'User' },
    {
      field: 'transactionId',
      table: destinationTransactions,
      id: destinationTransactions.id,
      label: 'DestinationTransaction',
    },
  ]),
});
