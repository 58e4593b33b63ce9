export * from './users';
export * from './destinations';
export * from './part1';
export * from './part2';
export * from './row-counts';
