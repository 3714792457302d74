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

// antd's Form and React's scheduler post through MessageChannel, which jest-fixed-jsdom lacks. A timer-based one
// (Node's own ports would keep jest from exiting).
if (typeof globalThis.MessageChannel === 'undefined') {
  type Port = { onmessage: ((event: { data: unknown }) => void) | null; postMessage(data: unknown): void; close(): void };
  const port = (target: () => Port): Port => ({
    onmessage: null,
    postMessage: (data) => void setTimeout(() => target().onmessage?.({ data }), 0),
    close: () => {},
  });
  class MessageChannel {
    port1: Port = port(() => this.port2);
    port2: Port = port(() => this.port1);
  }
  Object.defineProperty(globalThis, 'MessageChannel', { value: MessageChannel, writable: true });
}

// findBy…/waitFor wait for what a user would wait for (a lazy panel, a drawer closing), and give up after 5 s, not
// Testing Library's 1 s: jest runs its workers side by side on a 2-core machine, where a drawer's close (timers of
// rc-motion) took over a second on a loaded run and failed a test that was right.
if (typeof window !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}
