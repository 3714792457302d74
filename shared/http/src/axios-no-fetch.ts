/**
 * axios's fetch adapter, left out of the apps' builds (shared/mf/src/create-config.ts swaps it in for axios's own):
 * in a browser axios takes its XMLHttpRequest adapter first, and the HTTP client keeps it (early.ts), so the fetch one
 * was never used and only added 7 KB to the shell's first load. Asked for by name, it is unavailable, as axios says of
 * an adapter its platform lacks.
 */
export const getFetch = (): undefined => undefined;

export default undefined;
