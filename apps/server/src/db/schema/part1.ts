export * from './destination-pack';
export * from './destination-subscription';
export * from './destination-transaction';
export * from './eatinerary';
export * from './quote';
export * from './coupon';
export * from './coupon-claim';
