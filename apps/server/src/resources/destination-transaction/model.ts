import { destinationTransactionResource } from '@mise/contracts/resources/destination-transaction';
import { defineModel } from '../../crud/model';
import { couponClaims } from '../../db/schema/coupon-claim';
import { destinationTransactions } from '../../db/schema/destination-transaction';

export const destinationTransactionModel = defineModel({
  resource: destinationTransactionResource,
  table: destinationTransactions,
  id: destinationTransactions.id,
  relations: {
    user: { kind: 'belongsTo', target: 'User', localKey: destinationTransactions.userId },
    destinationPack: { kind: 'belongsTo', target: 'DestinationPack', localKey: destinationTransactions.destinationPackId },
    coupon: { kind: 'belongsTo', target: 'Coupon', localKey: destinationTransactions.couponId },
    claims: { kind: 'hasMany', target: 'CouponClaim', foreignKey: couponClaims.transactionId },
  },
});
