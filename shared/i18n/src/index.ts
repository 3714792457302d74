export * from './setup.ts';
export * from './format.ts';
