// `npm run dev`: a remote's exposed module, as its dev server serves it, is this wrapper around the module. An edit to
// the module or anything it imports is accepted here: the wrapper renders the new default export (a fresh mount of
// it), without a page reload, so the shell keeps its state (the cart, the signed-in shopper, the page's place). It
// works as well under a production shell (`npm run dev -- <remote>`), whose React has no Fast Refresh. Named exports
// (a page's `prefetch`) pass through unchanged.
module.exports = function hotExpose() {
  const file = JSON.stringify(this.resourcePath);
  return `import * as exposed from ${file};
import { createElement, useSyncExternalStore } from 'react';
export * from ${file};
let version = 0;
const listeners = new Set();
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept(${file}, () => {
    version += 1;
    listeners.forEach((listener) => listener());
  });
}
function subscribe(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export default function HotExposed(props) {
  const current = useSyncExternalStore(subscribe, () => version);
  return createElement(exposed.default, { ...props, key: current });
}
`;
};
