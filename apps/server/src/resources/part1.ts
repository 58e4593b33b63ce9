import type { TModel } from '../crud/model';
import { couponClaimModel } from './coupon-claim/model';
import { couponModel } from './coupon/model';
import { destinationPackModel } from './destination-pack/model';
import { destinationSubscriptionModel } from './destination-subscription/model';
import { destinationTransactionModel } from './destination-transaction/model';
import { eatineraryModel } from './eatinerary/model';
import { quoteModel } from './quote/model';

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
