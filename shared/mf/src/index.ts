export * from './create-config.ts';
export * from './shared-deps.ts';
export * from './stats-plugin.ts';
export * from './paths.ts';
