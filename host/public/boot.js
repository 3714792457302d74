// Runs before the first paint: theme, language and direction from cookies, so nothing flashes.
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
})();
