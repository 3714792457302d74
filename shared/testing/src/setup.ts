import '@testing-library/jest-dom/jest-globals';

// jsdom lacks matchMedia (antd's responsive utilities and our breakpoints read it).
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// jsdom has no ResizeObserver (antd's Tabs, TextArea and ellipsis measure with it).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// antd's Form schedules with MessageChannel, which jest-fixed-jsdom does not define: take Node's.
if (typeof globalThis.MessageChannel === 'undefined') {
  const { MessageChannel } = await import('node:worker_threads');
  Object.defineProperty(globalThis, 'MessageChannel', { value: MessageChannel, writable: true });
}
