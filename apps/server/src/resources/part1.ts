import type { TModel } from '../crud/model';
import { couponClaimModel } from './couponClaims/model';
import { couponModel } from './coupons/model';
import { destinationPackModel } from './destinationPacks/model';
import { destinationSubscriptionModel } from './destinationSubscriptions/model';
import { destinationTransactionModel } from './destinationTransactions/model';
import { eatineraryModel } from './eateries/model';
import { quoteModel } from './quotes/model';

/** Part 1 content types besides cities and users, which have their own folders. */
export const part1Models: TModel[] = [
  destinationPackModel,
  eatineraryModel,
  quoteModel,
  couponModel,
  couponClaimModel,
  destinationSubscriptionModel,
  destinationTransactionModel,
];
