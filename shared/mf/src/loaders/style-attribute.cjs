// Rewrites `node.setAttribute('style', css)` into `node.style.cssText = (css)` in a dependency: the same style, set
// through the DOM's style object, which the gateway's CSP (no inline styles) does not govern, where the attribute is
// refused. Used for antd's auto-sizing text areas (shared/mf's config). Fails the build if there is nothing to
// rewrite, so a new version of the dependency is looked at again.
module.exports = function styleAttribute(source) {
  const out = source.replace(/\.setAttribute\(\s*'style'\s*,\s*/g, '.style.cssText = (');
  if (out === source) throw new Error(`style-attribute loader: no setAttribute('style', …) left in ${this.resourcePath}`);
  return out;
};
