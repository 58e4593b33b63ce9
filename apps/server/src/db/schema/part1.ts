export * from './destination-packs';
export * from './destination-subscriptions';
export * from './destination-transactions';
export * from './eateries';
export * from './quotes';
export * from './coupons';
export * from './coupon-claims';
