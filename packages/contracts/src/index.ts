export * from './common/resource';
export * from './common/fields';
export * from './common/picture';
export * from './common/messages';
export * from './common/email';
export * from './resources/index';
