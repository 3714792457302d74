// Leaflet writes two strings through innerHTML that the page's Trusted Types refuse: its inline-SVG probe, run as the
// library loads (every browser the app supports draws inline SVG, so the probe's answer is written in), and a div
// icon's content (an element is appended instead; a text is set as text). Used by shared/mf's config. Fails the build
// if a rewrite finds nothing, so a new version of Leaflet is looked at again.
const REWRITES = [
  [/div\.innerHTML = '<svg\/>';\s*return \(div\.firstChild && div\.firstChild\.namespaceURI\) === 'http:\/\/www\.w3\.org\/2000\/svg';/, 'return true;'],
  [/div\.innerHTML = options\.html !== false \? options\.html : '';/, "div.textContent = options.html !== false && options.html != null ? String(options.html) : '';"],
];

module.exports = function leafletTrustedTypes(source) {
  let out = source;
  for (const [pattern, replacement] of REWRITES) {
    const next = out.replace(pattern, replacement);
    if (next === out) throw new Error(`leaflet-trusted-types loader: ${pattern} not found in ${this.resourcePath}`);
    out = next;
  }
  return out;
};
