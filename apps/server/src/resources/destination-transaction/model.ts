import { destinationTransactionResource } from '@mise/contracts/resources/destination-transaction';
import { refusingUnknownRefs } from '../../crud/known-refs';
import { defineModel } from '../../crud/model';
import { couponClaims } from '../../db/schema/coupon-claim';
import { destinationTransactions } from '../../db/schema/destination-transaction';
import { coupons } from '../../db/schema/coupon';
import { destinationPacks } from '../../db/schema/destination-pack';
import { users } from '../../db/schema/user';

export const destinationTransactionModel = defineModel({
  resource: destinationTransactionResource,
  table: destinationTransactions,
  id: destinationTransactions.id,
  relations: {
    user: { kind: 'belongsTo', target: 'User', localKey: destinationTransactions.userId },
    destinationPack: {
      kind: 'belongsTo',
      target: 'DestinationPack',
      localKey: destinationTransactions.destinationPackId,
    },
    coupon: { kind: 'belongsTo', target: 'Coupon', localKey: destinationTransactions.couponId },
    claims: { kind: 'hasMany', target: 'CouponClaim', foreignKey: couponClaims.transactionId },
  },
  // Ids the body points at must name live rows: a 400 naming the field, not the foreign key's nameless refusal.
  prepare: refusingUnknownRefs([
    { field: 'userId', table: users, id: users.id, label: 'User' },
    { field: 'destinationPackId', table: destinationPacks, id: destinationPacks.id, label: 'DestinationPack' },
    { field: 'couponId', table: coupons, id: coupons.id, label: 'Coupon' },
  ]),
});
