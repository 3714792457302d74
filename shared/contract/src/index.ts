export * from './remotes.ts';
export * from './routes.ts';
export * from './exposes.ts';
export * from './entities.ts';
export * from './bus.ts';
export * from './payments.ts';
export * from './product-choice.ts';
export * from './shell.ts';
export type * from './schemas/index.ts';
