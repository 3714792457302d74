// Runs before the first paint: theme, language and direction from cookies, so nothing flashes; and starts the
// first requests.
(function () {
  var c = {};
  document.cookie.split('; ').forEach(function (p) {
    var i = p.indexOf('=');
    if (i > 0) c[p.slice(0, i)] = decodeURIComponent(p.slice(i + 1));
  });
  var html = document.documentElement;
  var theme = c.theme || (window.matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  html.setAttribute('data-theme', theme);
  if (c.locale) html.setAttribute('lang', c.locale);
  if (c.dir === 'rtl' || c.dir === 'ltr') html.setAttribute('dir', c.dir);
  // What the app fetches first, asked for now instead of after its scripts have downloaded and run: the runtime
  // config, the remotes' registry and the catalogues every page reads (the shell's and the cart button's), in the
  // chosen language. The app's own requests take these answers (same URL, same mode); the registry's answer is
  // handed over as a promise, and names where the cart's live version keeps its catalogue.
  var lng = /^[A-Za-z0-9_-]+$/.test(c.locale || '') ? c.locale : 'en';
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  }
  ['/config.json', '/locales/' + lng + '/common.json', '/locales/' + lng + '/host.json'].forEach(preload);
  if (window.fetch && window.Promise) {
    window.__marketRegistry = fetch('/mf/remotes.json').then(function (res) {
      if (!res.ok) throw new Error('remotes.json answered ' + res.status);
      return res.json();
    });
    window.__marketRegistry.then(function (registry) {
      var entry = registry && registry.cart_checkout_group;
      if (typeof entry === 'string' && entry.charAt(0) === '/') {
        preload(entry.slice(0, entry.lastIndexOf('/') + 1) + 'locales/' + lng + '/cart-checkout-group.json');
      }
    }, function () {});
  }
})();
