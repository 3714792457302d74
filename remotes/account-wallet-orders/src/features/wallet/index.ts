// The wallet feature's public entry: what the other features of this remote use.
export { profileKey } from './api/wallet.ts';
