export * from './user';
export * from './setting';
export * from './city';
export * from './part1';
export * from './part2';
export * from './row-counts';
export * from './search-words';
export * from './idempotency-key';
