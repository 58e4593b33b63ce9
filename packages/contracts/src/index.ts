export * from './common/resource';
export * from './common/fields';
export * from './common/picture';
export * from './common/messages';
export * from './common/email';
export * from './resources/city';
export * from './resources/part1';
export * from './resources/part2';
