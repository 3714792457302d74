import { isBannerRead, isCatalogueRead, isPersonal, isRegistry, isRemoteVersionFile, isShellHashedFile, isShellLocale, isShellNavigation, shellDocumentOf } from './app-sw-rules.ts';

const url = (path: string) => new URL(path, 'https://market.test');

describe("the app service worker's routes", () => {
  it('answers app routes with the shell document, never the login pages, /api/ or a file', () => {
    for (const path of ['/', '/shop/12', '/checkout?x=1', '/orders/4']) expect([path, isShellNavigation(url(path))]).toEqual([path, true]);
    for (const path of ['/login', '/login?returnTo=%2F', '/register', '/api/v1/rest/payments/stripe/page', '/index.html', '/sw.js'])
      expect([path, isShellNavigation(url(path))]).toEqual([path, false]);
  });

  it('picks the document the gateway would, by the locale and theme cookies', () => {
    expect(shellDocumentOf(undefined, undefined)).toBe('/index.en-light.html');
    expect(shellDocumentOf('ar', 'dark')).toBe('/index.ar-dark.html');
    expect(shellDocumentOf('fr', 'sepia')).toBe('/index.fr-light.html');
    expect(shellDocumentOf('de', 'dark')).toBe('/index.html');
  });

  it('reads the registry and the config network-first, published remote versions and hashed shell files cache-first', () => {
    expect(isRegistry(url('/mf/remotes.json'))).toBe(true);
    expect(isRegistry(url('/config.json'))).toBe(true);
    expect(isRegistry(url('/mf/catalogue-search/0123456789ab/mf-manifest.json'))).toBe(false);
    expect(isRemoteVersionFile(url('/mf/catalogue-search/0123456789ab/remoteEntry.js'))).toBe(true);
    expect(isRemoteVersionFile(url('/mf/catalogue-search/remoteEntry.js'))).toBe(false);
    expect(isShellHashedFile(url('/1252.8fd70fd966.js'))).toBe(true);
    expect(isShellHashedFile(url('/1252.8fd70fd966.js.map'))).toBe(false);
    expect(isShellHashedFile(url('/boot.js'))).toBe(false);
    expect(isShellLocale(url('/locales/fr/host.json'))).toBe(true);
  });

  it("caches of the API only the catalogue's public reads, and nothing sent with credentials", () => {
    for (const path of ['/api/v1/rest/shops/paginate', '/api/v1/rest/shops/4', '/api/v1/rest/shops/4/products', '/api/v1/rest/categories/paginate', '/api/v1/rest/products/paginate'])
      expect([path, isCatalogueRead(url(path))]).toEqual([path, true]);
    for (const path of ['/api/v1/dashboard/user/cart', '/api/v1/rest/settings', '/api/v1/rest/shops-takes', '/api/v1/auth/login', '/api/v1/dashboard/user/profile/show'])
      expect([path, isCatalogueRead(url(path))]).toEqual([path, false]);
    expect(isBannerRead(url('/api/v1/rest/banners/paginate?perPage=10&lang=en'))).toBe(true);
    for (const path of ['/api/v1/rest/banners/12', '/api/v1/dashboard/user/banners/paginate', '/api/v1/rest/banners/paginate/x'])
      expect([path, isBannerRead(url(path))]).toEqual([path, false]);
    expect(isPersonal(new Headers({ Authorization: 'Bearer x' }))).toBe(true);
    expect(isPersonal(new Headers())).toBe(false);
  });
});
