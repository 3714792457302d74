// The remote feature's public entry: what the other features of the host use.
export { RemoteModule } from './ui/remote-module.tsx';
export { preparePage } from './model/prepare-page.ts';
export { moveShown, moveStarted } from './model/move-ahead.ts';
