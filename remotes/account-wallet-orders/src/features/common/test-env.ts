// antd's Form schedules with MessageChannel, which jest-fixed-jsdom does not define: take Node's.
import { MessageChannel } from 'node:worker_threads';

if (typeof globalThis.MessageChannel === 'undefined') {
  Object.defineProperty(globalThis, 'MessageChannel', { value: MessageChannel, writable: true });
}
