// Rewrites `node.innerHTML` into `node.textContent` in a dependency that fills <style> elements: the same text in
// the element, where the page's Trusted Types (no HTML from a plain string, not even an empty one) refuse innerHTML.
// Used for @rc-component/util's dynamicCSS and @ant-design/icons' copy of it (shared/mf's config), whose container
// probe writes an empty <style> when a theme changes. Fails the build if there is nothing to rewrite, so a new
// version of the dependency is looked at again.
module.exports = function styleText(source) {
  const out = source.replace(/\.innerHTML\b/g, '.textContent');
  if (out === source) throw new Error(`style-text loader: no innerHTML left in ${this.resourcePath}`);
  return out;
};
