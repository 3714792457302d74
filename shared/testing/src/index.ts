export * from './render.tsx';
export * from './i18n.ts';
export * from './server.ts';
export * from './storage.ts';
export * from './builders.ts';
export * from './toasts.ts';
export * from './text.ts';
export * from './intersection.ts';
