import { z } from 'zod';
import { defineResource, many, one } from '../common/resource';
import { zRefId, zTimestamps } from '../common/fields';

/** A purchase or coupon claim; subscriptions and claims point back to it (part 1 §3, §7). */
export const ZDestinationTransaction = z.object({
  ...zTimestamps,
  userId: z.number().int().nullable(),
  destinationIds: z.array(z.number().int()),
  destinationPackId: z.number().int().nullable(),
  couponId: z.number().int().nullable(),
  amount: z.number().nullable(),
});
export type TDestinationTransaction = z.infer<typeof ZDestinationTransaction>;

export const ZDestinationTransactionCreate = z.strictObject({
  userId: zRefId,
  destinationIds: z.array(zRefId).max(1000).default([]),
  destinationPackId: zRefId.nullable().optional(),
  couponId: zRefId.nullable().optional(),
  amount: z.number().min(0).nullable().optional(),
});
/** Transactions are a ledger: nothing about one changes after it is written. */
export const ZDestinationTransactionUpdate = z.strictObject({});

/** POST DestinationTransactions/multi-user-multi-destination-purchase (part 1 §7). */
export const ZMultiPurchase = z.strictObject({
  destinationIds: z.array(zRefId).min(1).max(1000),
  userIds: z.array(zRefId).min(1).max(1000),
});
export type TMultiPurchase = z.infer<typeof ZMultiPurchase>;

export const destinationTransactionResource = defineResource({
  model: 'DestinationTransaction',
  path: 'destinationTransactions',
  record: ZDestinationTransaction,
  create: ZDestinationTransactionCreate,
  update: ZDestinationTransactionUpdate,
  filterable: ['id', 'userId', 'destinationPackId', 'couponId', 'created'],
  sortable: ['id', 'created'],
  relations: {
    user: one('User'),
    destinationPack: one('DestinationPack'),
    coupon: one('Coupon'),
    claims: many('CouponClaim'),
  },
  traits: {},
});
