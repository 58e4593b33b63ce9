import { destinationTransactionResource } from '@mise/contracts/resources/destination-transaction';
import { defineModel } from '../../crud/model';
import { couponClaims } from '../../db/schema/coupon-claims';
import { destinationTransactions } from '../../db/schema/destination-transactions';
import { couponClaimModel } from '../couponClaims/model';
import { couponModel } from '../coupons/model';
import { destinationPackModel } from '../destinationPacks/model';
import { userModel } from '../users/model';

export const destinationTransactionModel = defineModel({
  resource: destinationTransactionResource,
  table: destinationTransactions,
  id: destinationTransactions.id,
  relations: {
    user: { kind: 'belongsTo', model: () => userModel, localKey: destinationTransactions.userId },
    destinationPack: { kind: 'belongsTo', model: () => destinationPackModel, localKey: destinationTransactions.destinationPackId },
    coupon: { kind: 'belongsTo', model: () => couponModel, localKey: destinationTransactions.couponId },
    claims: { kind: 'hasMany', model: () => couponClaimModel, foreignKey: couponClaims.transactionId },
  },
});
