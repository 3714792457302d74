// jsdom has no ResizeObserver (antd's Tabs and TextArea measure with it). Imported by the UI tests.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
