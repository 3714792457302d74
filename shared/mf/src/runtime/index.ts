export * from './fallback-plugin.ts';
export * from './standalone.tsx';
