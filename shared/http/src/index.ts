export * from './client.ts';
export * from './cookies.ts';
export * from './runtime-config.ts';
export * from './query-client.ts';
export * from './deferred-query.ts';
export * from './deadline.ts';
export * from './envelope.ts';
export * from './resources.ts';
