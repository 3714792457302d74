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
  // chosen language. The app's own requests take these answers (same URL, same mode).
  var lng = /^[A-Za-z0-9_-]+$/.test(c.locale || '') ? c.locale : 'en';
  ['/config.json', '/mf/remotes.json', '/locales/' + lng + '/common.json', '/locales/' + lng + '/host.json', '/locales/' + lng + '/cart-checkout-group.json'].forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  });
})();
