// The connection feature's public entry: the offline status line and the watch that feeds the bus's $offline.
export { ConnectionWatch, OfflineNotice } from './ui/offline-notice.tsx';
export { UpdatePrompt } from './ui/update-prompt.tsx';
