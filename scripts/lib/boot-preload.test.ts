import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from '@jest/globals';
import { AUTH_PAGES, CHECKOUT_FIRST_CALLS, FRAME_FIRST_CALLS, REMOTE_ROUTES, REMOTE_WIDGETS, SHELL_FIRST_CALLS, SHOP_FIRST_CALLS, firstCallUrl } from '../../shared/contract/src/routes.ts';
import { firstLoadTable } from '../../shared/mf/src/create-config.ts';
import { ROUTES } from '../../nginx/policy.ts';
import { homeLayout } from '../../host/src/features/layout/model/home-layout.ts';
import { BOOT_POLICY, TRUSTED_TYPES_POLICIES } from '../../shared/contract/src/security.ts';
import { CANARY_SEED_KEY, chooseVersions, newCanarySeed } from '../../shared/contract/src/canary.ts';

const BOOT = fs.readFileSync(path.resolve(import.meta.dirname, '../../host/public/boot.js'), 'utf8');

/** The row boot.js takes for a path: the first whose pattern matches, as it reads them. */
const rowFor = (pathname: string) => firstLoadTable().find(([pattern]) => new RegExp(pattern).test(pathname));

interface Link {
  rel: string;
  as: string;
  href: string;
  crossOrigin?: string;
  fetchPriority?: string;
}

/** The shell's entry as a built document names it for boot.js to run (host/src/prerender/entry.ts). */
const ENTRY = { src: '/main.0123abcd.js', integrity: 'sha384-abc' };
type EntryBlock = { scripts: { src: string; integrity?: string }[]; preload: { href: string; as: string }[] };

interface Script {
  src: string;
  integrity?: string;
  crossOrigin?: string;
  async?: boolean;
  onerror?: () => void;
}

/**
 * boot.js run against a page at `pathname`, the registry and manifests given; the preloads it adds to <head>, the
 * scripts it adds (the shell's entry), and the timers it sets (run only when a test runs them).
 */
async function bootAt(at: string, files: Record<string, unknown>, cookie = 'locale=fr', globals: Record<string, unknown> = { Intl }, entry: EntryBlock | null = { scripts: [ENTRY], preload: [] }) {
  const [pathname, search = ''] = at.split(/(?=\?)/) as [string, string?];
  const links: Link[] = [];
  const scripts: Script[] = [];
  const timers: [() => void, number][] = [];
  const attributes: Record<string, string> = {};
  // The prerendered shell's boxes for the page's largest picture (one per home layout), and what boot.js puts in them.
  const slots = [0, 1].map(() => ({ firstChild: null as Record<string, string> | null, appendChild(img: Record<string, string>) { this.firstChild = img; } }));
  const table = JSON.stringify(firstLoadTable());
  // #root with the inert shell in it, and the document's message for an entry that fails (start-failed-template.ts).
  type Button = { clicks: (() => void)[]; focused: boolean; addEventListener: (type: string, run: () => void) => void; focus: () => void };
  type Node = string | { message: string; button: Button };
  const root = {
    children: ['shell'] as Node[],
    get firstChild() { return this.children[0] ?? null; },
    removeChild(child: Node) { this.children.splice(this.children.indexOf(child), 1); },
    appendChild(child: Node) { this.children.push(child); },
    querySelector: (selector: string) => (selector === 'button' ? root.children.map((c) => (typeof c === 'string' ? null : c.button)).find(Boolean) ?? null : null),
  };
  const message = {
    content: {
      cloneNode: (): Node => ({
        message: 'La page n’a pas pu démarrer',
        button: { clicks: [], focused: false, addEventListener(type, run) { if (type === 'click') this.clicks.push(run); }, focus() { this.focused = true; } },
      }),
    },
  };
  let reloads = 0;
  const fetched: string[] = [];
  const context = {
    document: {
      cookie,
      documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) },
      createElement: () => ({}) as Link,
      readyState: 'complete',
      querySelectorAll: (selector: string) => (selector === '.market-shell [data-shell-picture]' ? slots : []),
      head: { appendChild: (el: Link | Script) => ('src' in el ? scripts.push(el) : links.push(el)) },
      getElementById: (id: string) => ({ 'market-first-load': { textContent: table }, root, 'market-start-failed': message, ...(entry ? { 'market-entry': { textContent: JSON.stringify(entry) } } : {}) })[id] ?? null,
    },
    location: { pathname, search, reload: () => reloads++ },
    fetch: async (url: string, init?: { headers?: Record<string, string> }) => {
      fetched.push(init?.headers?.Authorization ? `${url} (${init.headers.Authorization})` : url);
      const body = files[url];
      const status = body === undefined ? 404 : 200;
      return { ok: body !== undefined, status, statusText: '', headers: [], json: async () => body, text: async () => JSON.stringify(body ?? {}) };
    },
    Promise,
    JSON,
    RegExp,
    setTimeout: (run: () => void, ms = 0) => timers.push([run, ms]), // later tasks are not run unless a test runs them
    ...globals,
    window: {} as Record<string, unknown>,
  };
  context.window = context as unknown as Record<string, unknown>;
  vm.runInNewContext(BOOT, context);
  // The tasks the script queued for right after its run (a first visit's requests and the storage's opening): run
  // once, as the browser would before the shell's frame; the tasks they queue in turn wait for a test to run them.
  const ownRun = { links: links.length, fetched: fetched.slice(), queued: timers.filter(([, ms]) => ms === 0).length };
  const queued = timers.splice(0);
  timers.push(...queued.filter(([, ms]) => ms > 0));
  for (const [run, ms] of queued) if (ms === 0) run();
  // Let the registry's and the manifest's answers arrive.
  for (let i = 0; i < 10; i++) await new Promise((done) => setImmediate(done));
  const early = (context.window as { __marketEarly?: Record<string, { signedIn: boolean }> }).__marketEarly ?? {};
  // The timers due within `ms` (and those they set), in turn.
  const runTimers = (ms: number) => {
    for (let t; (t = timers.findIndex(([, at]) => at <= ms)) >= 0; ) timers.splice(t, 1)[0]![0]();
  };
  return { ownRun, links, fetched, attributes, early, scripts, runTimers, root, reloads: () => reloads, painted: slots.map((slot) => slot.firstChild as (Record<string, string> & { onload?: () => void }) | null) };
}

const REGISTRY = {
  catalogue_search: '/mf/catalogue-search/v1/mf-manifest.json',
  cart_checkout_group: '/mf/cart-checkout-group/v2/mf-manifest.json',
};
const manifest = (exposes: { path: string; js: string[]; css: string[] }[]) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: exposes.map((e) => ({ path: e.path, assets: { js: { sync: e.js, async: ['lazy.js'] }, css: { sync: e.css, async: [] } } })),
});
const FILES = {
  '/mf/remotes.json': REGISTRY,
  [REGISTRY.catalogue_search]: manifest([
    { path: './home-content', js: ['1.js', 'home.js'], css: ['home.css'] },
    { path: './shop-page', js: ['1.js', 'shop.js'], css: [] },
  ]),
  [REGISTRY.cart_checkout_group]: manifest([{ path: './checkout-page', js: ['checkout.js'], css: ['checkout.css'] }]),
};


/** The `user` cookie the shell writes at sign-in (the session's token itself is HttpOnly: no script sees it). */
const USER = `user=${encodeURIComponent(JSON.stringify({ id: 1, firstname: 'Demo' }))}`;
describe('first load table', () => {
  it('takes, for a page of every route, that route’s remote and module; home is the home content', () => {
    expect(rowFor('/')?.slice(1, 3)).toEqual(['catalogue_search', './home-content']);
    for (const route of REMOTE_ROUTES) {
      const sample = route.path.replace(/:[^/]+/g, '12');
      expect([sample, ...(rowFor(sample)?.slice(1, 3) ?? [])]).toEqual([sample, route.remote.replace(/-/g, '_'), route.module]);
    }
    // The sign-in pages: no remote, and the shell's calls without the frame's settings (they load none).
    for (const page of AUTH_PAGES) expect(rowFor(page)).toEqual([expect.any(String), '', '', [...SHELL_FIRST_CALLS], null, 'none', 'page']);
    // Any other page (a path no route owns: the not-found page, in the frame) has no remote, and the frame's calls.
    expect(rowFor('/shop/1/extra')).toEqual(['', '', '', [...SHELL_FIRST_CALLS, ...FRAME_FIRST_CALLS], null, 'full', 'page']);
  });
});

describe('boot.js preloads', () => {
  it("opens the page's localStorage and sessionStorage in a task after its own run, before the entry's, and goes on where the browser refuses them", async () => {
    const opened: string[] = [];
    const storage = (name: string) => ({ get length() { opened.push(name); return 0; } });
    const { ownRun } = await bootAt('/checkout', FILES, 'locale=fr', { Intl, localStorage: storage('localStorage'), sessionStorage: storage('sessionStorage') });
    expect(ownRun.queued).toBeGreaterThan(0);
    expect(opened).toEqual(['localStorage', 'sessionStorage']);
    const refused = { get length(): number { throw new Error('SecurityError'); } };
    const page = await bootAt('/checkout', FILES, 'locale=fr', { Intl, localStorage: refused, sessionStorage: refused });
    expect(page.attributes['data-route']).toBe('checkout');
    page.runTimers(0);
    expect(page.scripts.map((s) => s.src)).toEqual([ENTRY.src]);
  });

  it('asks in its own run only for the page’s first API call; the other calls, the preloads, config, registry, catalogues and storage come in tasks queued after it', async () => {
    const opened: string[] = [];
    const storage = (name: string) => ({ get length() { opened.push(name); return 0; }, getItem: () => null, setItem: () => {} });
    const page = await bootAt('/orders/4', FILES, `locale=fr; ${USER}`, { Intl, localStorage: storage('localStorage'), sessionStorage: storage('sessionStorage') }, { scripts: [ENTRY], preload: [{ href: '/bootstrap.1234abcd.js', as: 'script' }] });
    expect(page.ownRun.links).toBe(0);
    expect(page.ownRun.fetched).toEqual(['/api/v1/rest/languages/active?lang=fr']);
    // Each other call, each of the entry’s files and its imports, the config with the registry, the catalogues, the
    // local and the session storage: a task each (and the wait for the shell's frame: a timer here, without frames).
    const calls = [...SHELL_FIRST_CALLS, ...FRAME_FIRST_CALLS, 'dashboard/user/orders/:id', 'dashboard/user/orders/:id/courier'];
    expect(page.ownRun.queued).toBe(calls.length - 1 + 2 + 4 + 1);
    expect(page.fetched.filter((url) => url.startsWith('/api/v1/'))).toHaveLength(calls.length);
    expect(page.fetched).toContain('/api/v1/dashboard/user/orders/4/courier?lang=fr');
    expect(page.fetched).toEqual(expect.arrayContaining(['/config.json', '/mf/remotes.json']));
    expect(page.links.map((l) => l.href)).toEqual(expect.arrayContaining([ENTRY.src, '/bootstrap.1234abcd.js', '/locales/fr/common.json', '/locales/fr/host.json']));
    expect(opened).toEqual(['localStorage', 'sessionStorage']);
  });

  it('makes no Intl formatter on the page (a worker does: host/public/intl-warm.js), and sets the page up whatever the language tag', async () => {
    const made: string[] = [];
    const spy = new Proxy(Intl, { get: (target, key: string) => (made.push(key), Reflect.get(target, key)) });
    const odd = await bootAt('/shop/7', FILES, 'locale=en_US', { Intl: spy });
    expect(made).toEqual([]);
    expect(odd.attributes).toMatchObject({ lang: 'en_US' });
    expect(odd.links.map((l) => l.href)).toContain('/mf/catalogue-search/v1/remoteEntry.js');
  });

  it("starts the page's remote files from its manifest: entry, the module's files and stylesheets, both catalogues", async () => {
    const { links, attributes } = await bootAt('/shop/7', FILES);
    expect(attributes).toMatchObject({ lang: 'fr' });
    expect(links.map((l) => [l.as, l.href, l.crossOrigin ?? ''])).toEqual([
      ['fetch', '/locales/fr/common.json', 'anonymous'],
      ['fetch', '/locales/fr/host.json', 'anonymous'],
      ['fetch', '/mf/cart-checkout-group/v2/locales/fr/cart-checkout-group.json', 'anonymous'],
      ['fetch', '/mf/catalogue-search/v1/locales/fr/catalogue-search.json', 'anonymous'],
      ['script', '/mf/catalogue-search/v1/remoteEntry.js', ''],
      ['script', '/mf/catalogue-search/v1/1.js', ''],
      ['script', '/mf/catalogue-search/v1/shop.js', ''],
    ]);
    expect(links.every((l) => l.rel === 'preload')).toBe(true);
  });

  it('on a page of the cart remote, asks for its catalogue once, and its stylesheets as styles', async () => {
    const { links } = await bootAt('/checkout', FILES, '');
    const hrefs = links.map((l) => l.href);
    expect(hrefs.filter((h) => h.endsWith('cart-checkout-group.json'))).toEqual(['/mf/cart-checkout-group/v2/locales/en/cart-checkout-group.json']);
    expect(links.filter((l) => l.as !== 'fetch').map((l) => [l.as, l.href])).toEqual([
      ['script', '/mf/cart-checkout-group/v2/remoteEntry.js'],
      ['script', '/mf/cart-checkout-group/v2/checkout.js'],
      ['style', '/mf/cart-checkout-group/v2/checkout.css'],
    ]);
  });

  it('preloads no remote file on a shell page, and nothing of a remote the registry or its manifest lacks', async () => {
    expect((await bootAt('/login', FILES)).links.filter((l) => l.as !== 'fetch' && l.href !== ENTRY.src)).toEqual([]);
    const noManifest = await bootAt('/shop/7', { '/mf/remotes.json': REGISTRY });
    expect(noManifest.links.filter((l) => l.as !== 'fetch')).toEqual([]);
    // A remote that answers 404 gets no preload at all, not even its catalogue: a preload answers the first request
    // for its URL, so a failed one would be what the app reads after the remote recovers.
    expect(noManifest.links.map((l) => l.href)).not.toContain('/mf/catalogue-search/v1/locales/fr/catalogue-search.json');
    const noRegistry = await bootAt('/', {});
    expect(noRegistry.links.map((l) => l.href)).toEqual(['/locales/fr/common.json', '/locales/fr/host.json']);
  });
});

describe("boot.js and the shell's entry", () => {
  const BLOCK = { scripts: [{ src: '/main-react.0a1b2c3d.js', integrity: 'sha384-react' }, ENTRY], preload: [{ href: '/bootstrap.1234abcd.js', as: 'script' }] };
  it('asks for the entry as it runs on a page whose content the app draws, each file as the script it runs later', async () => {
    for (const at of ['/orders/4', '/profile', '/login', '/no/such/page']) {
      const page = await bootAt(at, FILES, '', { Intl }, BLOCK);
      const early = page.links.filter((l) => l.as === 'script' && !l.href.startsWith('/mf/'));
      expect([at, early]).toEqual([at, [
        { rel: 'preload', as: 'script', href: '/main-react.0a1b2c3d.js', integrity: 'sha384-react', crossOrigin: 'anonymous', fetchPriority: 'low' },
        { rel: 'preload', as: 'script', href: ENTRY.src, integrity: ENTRY.integrity, crossOrigin: 'anonymous', fetchPriority: 'low' },
        { rel: 'preload', as: 'script', href: '/bootstrap.1234abcd.js', fetchPriority: 'low' },
      ]]);
      // Run after the shell's frame, with the same integrity and mode; the imports are not asked for again.
      expect(page.scripts).toEqual([]);
      page.runTimers(0);
      expect(page.scripts.map((s) => [s.src, s.integrity, s.crossOrigin])).toEqual(BLOCK.scripts.map((s) => [s.src, s.integrity, 'anonymous']));
      expect(page.links.filter((l) => l.href === '/bootstrap.1234abcd.js')).toHaveLength(1);
    }
  });

  it('asks for nothing early in a page the service worker controls (its entry comes from the cache)', async () => {
    const page = await bootAt('/orders/4', FILES, '', { Intl, navigator: { serviceWorker: { controller: {} } } }, BLOCK);
    expect(page.links.filter((l) => l.as === 'script')).toEqual([]);
  });

  it('leaves the network to what the shell paints first on home, a shop and checkout (their picture, its heading)', async () => {
    for (const at of ['/', '/shop/7', '/checkout']) {
      const page = await bootAt(at, FILES, '', { Intl }, BLOCK);
      expect([at, page.links.filter((l) => l.as === 'script' && !l.href.startsWith('/mf/'))]).toEqual([at, []]);
    }
  });
});

describe('boot.js and canaries', () => {
  const CANARY = '/mf/catalogue-search/v9/mf-manifest.json';
  const file = { ...REGISTRY, canaries: { catalogue_search: { entry: CANARY, share: 50 } } };
  const files = { ...FILES, '/mf/remotes.json': file, [CANARY]: manifest([{ path: './shop-page', js: ['shop.js'], css: [] }]) };
  const storage = (kept: Map<string, string>) => ({ getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), length: 0 });
  const remoteEntry = (links: Link[]) => links.find((l) => l.href.endsWith('remoteEntry.js'))?.href;

  it('preloads the version the app chooses for the same seed (the rule of shared/contract/src/canary.ts), canary or live', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const seed = newCanarySeed();
      const kept = new Map([[CANARY_SEED_KEY, seed]]);
      const { links } = await bootAt('/shop/7', files, 'locale=fr', { Intl, localStorage: storage(kept), crypto });
      const chosen = chooseVersions(file, seed).catalogue_search!;
      expect(remoteEntry(links)).toBe(chosen.replace('mf-manifest.json', 'remoteEntry.js'));
      seen.add(chosen);
    }
    expect([...seen].sort()).toEqual([CANARY, REGISTRY.catalogue_search].sort());
  });

  it('makes and keeps a seed on first visit; without storage, the live version', async () => {
    const kept = new Map<string, string>();
    await bootAt('/shop/7', files, 'locale=fr', { Intl, localStorage: storage(kept), crypto });
    const seed = kept.get(CANARY_SEED_KEY)!;
    expect(seed).toMatch(/^[0-9a-f]{16}$/);
    await bootAt('/shop/7', files, 'locale=fr', { Intl, localStorage: storage(kept), crypto });
    expect(kept.get(CANARY_SEED_KEY)).toBe(seed);
    const { links } = await bootAt('/shop/7', { ...files, '/mf/remotes.json': { ...file, canaries: { catalogue_search: { entry: CANARY, share: 99.999 } } } });
    expect(remoteEntry(links)).toBe('/mf/catalogue-search/v1/remoteEntry.js');
  });
});

describe("boot.js starts the first paint's API calls", () => {
  const WITH_CONFIG = { ...FILES, '/config.json': { apiBaseUrl: '/api/v1/' } };

  it("on home: the shell's and the home page's, in the page's language, as the HTTP client builds them", async () => {
    const { early, fetched } = await bootAt('/', WITH_CONFIG);
    const calls = [...SHELL_FIRST_CALLS, ...FRAME_FIRST_CALLS, ...REMOTE_WIDGETS.homeContent.firstCalls];
    const urls = calls.map((c) => `/api/v1/${firstCallUrl(c, { lang: 'fr' })}`);
    // The banners' first: their answer names the page's largest picture.
    const banners = `/api/v1/${firstCallUrl(REMOTE_WIDGETS.homeContent.largestPicture.call, { lang: 'fr' })}`;
    expect(Object.keys(early)).toEqual([banners, ...urls.filter((u) => u !== banners)]);
    expect(urls).toContain('/api/v1/rest/banners/paginate?perPage=10&lang=fr');
    expect(Object.values(early).every((e) => e.signedIn === false)).toBe(true);
    for (const url of urls) expect(fetched).toContain(url);
    expect(fetched.filter((u) => u === '/config.json')).toHaveLength(1);
  });

  it("on another page, the shell's and the frame's; signed in (the `user` cookie), sent without a token header, as the client sends them", async () => {
    const { early, fetched } = await bootAt('/orders', { ...WITH_CONFIG, '/config.json': { apiBaseUrl: 'https://api.example.com/api/v1' } }, `locale=ar; ${USER}`);
    const urls = [...SHELL_FIRST_CALLS, ...FRAME_FIRST_CALLS].map((c) => `https://api.example.com/api/v1/${c}?lang=ar`);
    expect(Object.keys(early)).toEqual(urls);
    expect(Object.values(early).map((e) => e.signedIn)).toEqual(urls.map(() => true));
    expect(fetched).toContain(urls[0]);
    expect(fetched.filter((u) => u.includes('Bearer'))).toEqual([]);
  });

  it("on a shop's page, the shell's, the frame's and the shop's own, with the shop's id and the delivery point", async () => {
    const address = encodeURIComponent(JSON.stringify({ address: '1700 15th St NW', location: [38.9120424, -77.035308] }));
    for (const at of ['/shop/17', '/restaurant/17/']) {
      const { early } = await bootAt(at, WITH_CONFIG, `locale=fr; address=${address}`);
      const shop = ['rest/shops/17?address%5Blatitude%5D=38.9120424&address%5Blongitude%5D=-77.035308&lang=fr', 'rest/shops/17/products?lang=fr', 'rest/branches?shop_id=17&perPage=50&lang=fr', 'rest/shops/17/reviews?page=1&perPage=5&lang=fr'];
      // The shop's first: its answer names the page's largest picture (the cover).
      expect(Object.keys(early)).toEqual([shop[0], ...[...SHELL_FIRST_CALLS, ...FRAME_FIRST_CALLS].map((c) => `${c}?lang=fr`), ...shop.slice(1)].map((u) => `/api/v1/${u}`));
      // The contract's own writing of those calls (what the pages' tests compare with) is boot.js's.
      expect(SHOP_FIRST_CALLS.map((c) => firstCallUrl(c, { params: { id: '17' }, point: [38.9120424, -77.035308], lang: 'fr' }))).toEqual(shop);
    }
  });

  it("on a shop's page without a delivery address, asks for the shop without a point", async () => {
    const { early } = await bootAt('/shop/17', WITH_CONFIG, 'locale=fr; address=%7Bbroken');
    expect(Object.keys(early)).toContain('/api/v1/rest/shops/17?lang=fr');
  });

  it("on checkout, the shopper's server cart (their session cookie goes with it); for a guest, not at all (it would only be refused)", async () => {
    const frame = [...SHELL_FIRST_CALLS, ...FRAME_FIRST_CALLS].map((c) => `/api/v1/${c}?lang=fr`);
    const signedIn = await bootAt('/checkout', WITH_CONFIG, `locale=fr; ${USER}`);
    expect(Object.keys(signedIn.early)).toEqual([...frame, ...CHECKOUT_FIRST_CALLS.map((c) => `/api/v1/${c}?lang=fr`)]);
    expect(signedIn.fetched).toContain('/api/v1/dashboard/user/cart?lang=fr');
    const guest = await bootAt('/checkout', WITH_CONFIG);
    expect(Object.keys(guest.early)).toEqual(frame);
    expect(guest.fetched.filter((u) => u.includes('dashboard/'))).toEqual([]);
  });

  it("on a sign-in page, the shell's alone (no settings)", async () => {
    const { early } = await bootAt('/login', { ...WITH_CONFIG });
    expect(Object.keys(early)).toEqual(SHELL_FIRST_CALLS.map((c) => `/api/v1/${c}?lang=fr`));
  });

  const BANNERS = '/api/v1/rest/banners/paginate?perPage=10&lang=fr';
  const pictures = (links: Link[]) => links.filter((l) => l.as === 'image');

  it("on home, asks for the first banner's picture, first, as soon as the banners' answer names it", async () => {
    const { links } = await bootAt('/', { ...WITH_CONFIG, [BANNERS]: { data: [{ id: 1, img: '/api/v1/media/banner/10/Fresh.svg' }, { id: 2, img: '/b.svg' }] } });
    expect(pictures(links)).toEqual([{ rel: 'preload', as: 'image', fetchPriority: 'high', href: '/api/v1/media/banner/10/Fresh.svg' }]);
  });

  it("on home, paints that picture into the prerendered shell's box for it, in both layouts' skeletons", async () => {
    const { painted } = await bootAt('/', { ...WITH_CONFIG, [BANNERS]: { data: [{ id: 1, img: '/api/v1/media/banner/10/Fresh.svg' }] } });
    expect(painted).toMatchObject([0, 1].map(() => ({ alt: '', fetchPriority: 'high', src: '/api/v1/media/banner/10/Fresh.svg' })));
  });

  it("on a shop's page, asks for the shop's cover as soon as the shop's answer names it, and paints it into its box", async () => {
    const { links, painted } = await bootAt('/shop/17', { ...WITH_CONFIG, '/api/v1/rest/shops/17?lang=fr': { data: { id: 17, background_img: '/api/v1/media/shop/17/cover.svg' } } });
    expect(pictures(links)).toEqual([{ rel: 'preload', as: 'image', fetchPriority: 'high', href: '/api/v1/media/shop/17/cover.svg' }]);
    expect(painted[0]).toMatchObject({ alt: '', fetchPriority: 'high', src: '/api/v1/media/shop/17/cover.svg' });
  });

  it('asks for no picture when the banners fail, are none, or name no address of the web', async () => {
    expect(pictures((await bootAt('/', WITH_CONFIG)).links)).toEqual([]);
    expect(pictures((await bootAt('/', { ...WITH_CONFIG, [BANNERS]: { data: [] } })).links)).toEqual([]);
    expect(pictures((await bootAt('/', { ...WITH_CONFIG, [BANNERS]: { data: [{ img: 'javascript:alert(1)' }] } })).links)).toEqual([]);
    expect(pictures((await bootAt('/', { ...WITH_CONFIG, [BANNERS]: { data: [{ img: '//elsewhere.example/x.png' }] } })).links)).toEqual([]);
    expect(pictures((await bootAt('/orders', { ...WITH_CONFIG, [BANNERS]: { data: [{ img: '/b.svg' }] } })).links)).toEqual([]);
    // Nor paints one: the shell keeps its skeleton.
    expect((await bootAt('/', { ...WITH_CONFIG, [BANNERS]: { data: [{ img: 'javascript:alert(1)' }] } })).painted).toEqual([null, null]);
    expect((await bootAt('/', WITH_CONFIG)).painted).toEqual([null, null]);
  });

  it("starts them before the config answers, at the gateway's API route; a config naming another base asks there instead", async () => {
    // No config (yet, or ever): the calls are already asked, at the route this gateway serves the API at.
    const { early } = await bootAt('/orders', FILES);
    expect(Object.keys(early)).toEqual([...SHELL_FIRST_CALLS, ...FRAME_FIRST_CALLS].map((c) => `${ROUTES.api}${c}?lang=fr`));
    // Another base: asked again there; the first answers are dropped (the client would not take them anyway).
    const elsewhere = await bootAt('/orders', { ...FILES, '/config.json': { apiBaseUrl: 'https://api.example.com/v2/' } });
    expect(Object.keys(elsewhere.early)).toEqual([...SHELL_FIRST_CALLS, ...FRAME_FIRST_CALLS].map((c) => `https://api.example.com/v2/${c}?lang=fr`));
  });
});

describe('boot.js names the page’s header for the prerendered shell', () => {
  it('full on home and the pages with the full header, back on checkout, none on the sign-in pages, full elsewhere', async () => {
    const header = async (pathname: string) => (await bootAt(pathname, {})).attributes['data-header'];
    expect(await header('/')).toBe('full');
    expect(await header('/shop/4')).toBe('full');
    expect(await header('/checkout')).toBe('back');
    expect(await header('/orders/12')).toBe('back');
    expect(await header(AUTH_PAGES[0])).toBe('none');
    expect(await header('/no-such-page')).toBe('full');
    for (const route of REMOTE_ROUTES) expect(await header(route.path.replace(/:[A-Za-z]+/g, '7'))).toBe(route.header);
  });
});

describe('boot.js names the page’s skeleton for the prerendered shell', () => {
  const SETTINGS = '/api/v1/rest/settings?lang=fr';
  const files = (uiType: string) => ({ ...FILES, '/config.json': { apiBaseUrl: '/api/v1/' }, [SETTINGS]: { data: [{ key: 'title', value: 'x' }, { key: 'ui_type', value: uiType }] } });

  it("home's on home, a shop's on a shop's page, a page's on every other page (the sign-in pages, an unknown one)", async () => {
    const skeleton = async (pathname: string) => (await bootAt(pathname, {})).attributes['data-route'];
    expect(await skeleton('/')).toBe('home');
    expect(await skeleton('/?v=2')).toBe('home');
    expect(await skeleton('/shop/7')).toBe('shop');
    expect(await skeleton('/restaurant/7')).toBe('shop');
    expect(await skeleton('/orders')).toBe('page');
    for (const route of REMOTE_ROUTES) expect(await skeleton(route.path.replace(/:[A-Za-z]+/g, '7'))).toBe(route.skeleton ?? 'page');
    expect(await skeleton(AUTH_PAGES[0])).toBe('page');
    expect(await skeleton('/no-such-page')).toBe('page');
  });

  it("home's layout: the settings' ui_type once they answer (2, 3 and 4 share the second), or the one ?v= names", async () => {
    const layout = async (at: string, uiType: string) => (await bootAt(at, files(uiType))).attributes['data-home-layout'];
    expect(await layout('/', '1')).toBe('1');
    expect(await layout('/', '3')).toBe('2');
    expect(await layout('/', 'tiles')).toBe('1');
    // ?v= wins over the settings, as on the live page.
    expect(await layout('/?v=2', '1')).toBe('2');
    expect(await layout('/?news=4&v=1', '4')).toBe('1');
    // Settings that fail leave the first layout (boot.css's default); another page has no home layout.
    expect((await bootAt('/', { ...FILES, '/config.json': { apiBaseUrl: '/api/v1/' } })).attributes['data-home-layout']).toBeUndefined();
    expect((await bootAt('/orders', files('2'))).attributes['data-home-layout']).toBeUndefined();
  });

  it("takes home's layout by the host's own rule (boot.js runs before any module, so it keeps a copy of it)", async () => {
    for (const value of ['1', '2', '3', '4', '5', '0', '', 'tiles', '2.0', ' 3', '04', '-2', '4e0', '0x2', 'NaN']) {
      const at = `/?v=${encodeURIComponent(value)}`;
      const live = new URLSearchParams(at.slice(2)).get('v');
      expect([value, (await bootAt(at, files('1'))).attributes['data-home-layout']]).toEqual([value, String(homeLayout(live))]);
      expect([value, (await bootAt('/', files(value))).attributes['data-home-layout']]).toEqual([value, String(homeLayout(value))]);
    }
  });
});

describe('boot.js marks a shopper the prerendered guest shell does not fit', () => {
  it('signed in (the `user` cookie) and with a delivery address; a guest without an address is neither', async () => {
    const marks = async (cookie: string) => {
      const { attributes } = await bootAt('/', {}, cookie);
      return ['data-signed-in', 'data-address'].filter((name) => name in attributes);
    };
    expect(await marks('locale=fr')).toEqual([]);
    expect(await marks(USER)).toEqual(['data-signed-in']);
    expect(await marks(`address=${encodeURIComponent('{"address":"x"}')}; ${USER}`)).toEqual(['data-signed-in', 'data-address']);
  });
});

describe("boot.js runs the shell's entry", () => {
  const WITH_CONFIG = { ...FILES, '/config.json': { apiBaseUrl: '/api/v1/' } };
  const BANNERS = '/api/v1/rest/banners/paginate?perPage=10&lang=fr';
  const WITH_BANNER = { ...WITH_CONFIG, [BANNERS]: { data: [{ id: 1, img: '/api/v1/media/banner/10/Fresh.svg' }] } };
  // With the integrity the document names; in order, not as soon as it comes; at a deferred script's priority.
  const ENTRY_SCRIPT = { src: '/main.0123abcd.js', integrity: 'sha384-abc', crossOrigin: 'anonymous', async: false, fetchPriority: 'low', onerror: expect.any(Function) };
  /** A page booted, and the frame that shows its prerendered shell drawn. */
  const shown = async (...args: Parameters<typeof bootAt>) => {
    const page = await bootAt(...args);
    page.runTimers(0);
    return page;
  };

  it('on a page without a largest picture, once the frame that shows the shell has passed, and not before', async () => {
    for (const at of ['/checkout', '/orders', '/login', '/no-such-page']) {
      const page = await bootAt(at, WITH_CONFIG);
      expect(page.scripts).toEqual([]);
      page.runTimers(0);
      expect(page.scripts).toEqual([ENTRY_SCRIPT]);
    }
  });

  it('on home and a shop’s page, only once the picture has loaded and its frame has passed', async () => {
    const home = await shown('/', WITH_BANNER);
    expect(home.scripts).toEqual([]);
    home.painted[1]!.onload!();
    expect(home.scripts).toEqual([]);
    home.runTimers(0);
    expect(home.scripts).toEqual([ENTRY_SCRIPT]);
    // The other layout's picture, and the deadline, start nothing more.
    home.painted[0]!.onload!();
    home.runTimers(2500);
    expect(home.scripts).toEqual([ENTRY_SCRIPT]);

    const shop = await shown('/shop/17', { ...WITH_CONFIG, '/api/v1/rest/shops/17?lang=fr': { data: { id: 17, background_img: '/cover.svg' } } });
    expect(shop.scripts).toEqual([]);
    // A picture that fails to load lets the entry run as well.
    (shop.painted[0] as unknown as { onerror: () => void }).onerror();
    shop.runTimers(0);
    expect(shop.scripts).toEqual([ENTRY_SCRIPT]);
  });

  it('after the shell’s frame when the picture cannot come: its answer fails, names none, or names no address of the web', async () => {
    expect((await shown('/', WITH_CONFIG)).scripts).toEqual([ENTRY_SCRIPT]);
    expect((await shown('/', { ...WITH_CONFIG, [BANNERS]: { data: [] } })).scripts).toEqual([ENTRY_SCRIPT]);
    expect((await shown('/', { ...WITH_CONFIG, [BANNERS]: { data: [{ img: 'javascript:alert(1)' }] } })).scripts).toEqual([ENTRY_SCRIPT]);
    const unreachable = await shown('/', FILES, 'locale=fr', { Intl, fetch: () => Promise.reject(new TypeError('offline')) });
    expect(unreachable.scripts).toEqual([ENTRY_SCRIPT]);
  });

  it('by its deadline when the picture never loads or no frame comes (a hidden tab): a second after boot.js ran, and not before', async () => {
    const slow = await bootAt('/', WITH_BANNER);
    slow.runTimers(999);
    expect(slow.scripts).toEqual([]);
    slow.runTimers(1000);
    expect(slow.scripts).toEqual([ENTRY_SCRIPT]);
  });

  it('and when the entry fails (its download, or its integrity), puts the document’s message in the shell’s place, whose button loads the page again', async () => {
    const page = await shown('/checkout', WITH_CONFIG);
    expect(page.root.children).toEqual(['shell']);
    page.scripts[0]!.onerror!();
    expect(page.root.children).toEqual([{ message: 'La page n’a pas pu démarrer', button: expect.objectContaining({ focused: true }) }]);
    const [message] = page.root.children as { button: { clicks: (() => void)[] } }[];
    expect(page.reloads()).toBe(0);
    message!.button.clicks.forEach((click) => click());
    expect(page.reloads()).toBe(1);
  });

  it('through its own Trusted Types policy, one the gateway’s CSP allows, which makes the entry’s URL and no other', async () => {
    type Rules = { createScriptURL: (url: string) => string };
    const policies: Record<string, Rules> = {};
    const trustedTypes = { createPolicy: (name: string, rules: Rules) => ((policies[name] = rules), { createScriptURL: (url: string) => `trusted ${rules.createScriptURL(url)}` }) };
    const { scripts } = await shown('/checkout', WITH_CONFIG, 'locale=fr', { Intl, trustedTypes });
    expect(Object.keys(policies)).toEqual([BOOT_POLICY]);
    expect(TRUSTED_TYPES_POLICIES).toContain(BOOT_POLICY);
    expect(scripts).toEqual([{ ...ENTRY_SCRIPT, src: 'trusted /main.0123abcd.js' }]);
    expect(() => policies[BOOT_POLICY]!.createScriptURL('/other.js')).toThrow(/no other script URL/);
  });

  it('in parts, in the document’s order, each with its integrity, through the same policy; what the entry imports is preloaded with it', async () => {
    type Rules = { createScriptURL: (url: string) => string };
    const policies: Record<string, Rules> = {};
    const trustedTypes = { createPolicy: (name: string, rules: Rules) => ((policies[name] = rules), { createScriptURL: (url: string) => `trusted ${rules.createScriptURL(url)}` }) };
    const parts = ['/main-react.0a1b2c3d.js', '/main-lib.4e5f6a7b.js'].map((src, i) => ({ src, integrity: `sha384-part${i}` }));
    const block = { scripts: [...parts, ENTRY], preload: [{ href: '/bootstrap.5e6f7a8b.js', as: 'script' }, { href: '//elsewhere.example/x.js', as: 'script' }] };
    const page = await bootAt('/checkout', WITH_CONFIG, 'locale=fr', { Intl, trustedTypes }, block);
    const bootstrap = (links: Link[]) => links.filter((l) => String(l.href).includes('bootstrap'));
    expect(bootstrap(page.links)).toEqual([]);
    page.runTimers(0);
    expect(page.scripts).toEqual([
      { ...ENTRY_SCRIPT, src: 'trusted /main-react.0a1b2c3d.js', integrity: 'sha384-part0' },
      { ...ENTRY_SCRIPT, src: 'trusted /main-lib.4e5f6a7b.js', integrity: 'sha384-part1' },
      { ...ENTRY_SCRIPT, src: 'trusted /main.0123abcd.js' },
    ]);
    // Only this site's files are preloaded.
    expect(bootstrap(page.links)).toEqual([{ rel: 'preload', as: 'script', fetchPriority: 'low', href: '/bootstrap.5e6f7a8b.js' }]);
    expect(page.links.some((l) => String(l.href).includes('elsewhere'))).toBe(false);
    expect(() => policies[BOOT_POLICY]!.createScriptURL('/main-other.0a1b2c3d.js')).toThrow(/no other script URL/);
    // A part that fails to come stops the start as the entry's own failure does.
    page.scripts[1]!.onerror!();
    expect(page.root.children).toEqual([{ message: 'La page n’a pas pu démarrer', button: expect.objectContaining({ focused: true }) }]);
  });

  it('not at all in a document that runs its entry itself (a dev server’s, without the block)', async () => {
    const dev = await bootAt('/checkout', WITH_CONFIG, 'locale=fr', { Intl }, null);
    dev.runTimers(2500);
    expect(dev.scripts).toEqual([]);
  });
});

describe('boot.js in a page the service worker controls (a repeat visit)', () => {
  const BANNERS = '/api/v1/rest/banners/paginate?perPage=10&lang=fr';
  const PICTURE = '/api/v1/media/banner/10/Fresh.svg';
  const FILES_AND_BANNER = { ...FILES, '/config.json': { apiBaseUrl: '/api/v1/' }, [BANNERS]: { data: [{ id: 1, img: PICTURE }] } };
  const controlled = (opened: string[]) => {
    const storage = (name: string) => ({ get length() { opened.push(name); return 0; }, getItem: () => 'a1b2c3d4e5f60718', setItem() {} });
    return { Intl, navigator: { serviceWorker: { controller: {} } }, localStorage: storage('localStorage'), sessionStorage: storage('sessionStorage') };
  };
  const settle = async () => { for (let i = 0; i < 10; i++) await new Promise((done) => setImmediate(done)); };

  it('asks for the largest picture’s call alone before the picture’s frame, and the rest with the entry', async () => {
    const opened: string[] = [];
    const home = await bootAt('/', FILES_AND_BANNER, 'locale=fr', controlled(opened));
    // Before the first paint: the banners' call, then their picture, painted into the shell; nothing else.
    expect(home.fetched).toEqual([BANNERS]);
    expect(home.links.map((l) => l.href)).toEqual([PICTURE]);
    expect(home.painted[0]).toMatchObject({ src: PICTURE });
    expect(opened).toEqual([]);
    expect(Object.keys(home.early)).toEqual([BANNERS]);
    home.runTimers(0);
    expect(home.scripts).toEqual([]);
    // The picture has loaded and its frame has passed: the entry, and with it the page's other calls, the config,
    // the registry and the page's remote, the catalogues, the storage.
    home.painted[1]!.onload!();
    home.runTimers(0);
    await settle();
    expect(home.scripts.map((s) => s.src)).toEqual([ENTRY.src]);
    expect(home.fetched).toContain('/config.json');
    const calls = [...SHELL_FIRST_CALLS, ...FRAME_FIRST_CALLS, ...REMOTE_WIDGETS.homeContent.firstCalls].map((c) => `/api/v1/${firstCallUrl(c, { lang: 'fr' })}`);
    expect(new Set(home.fetched)).toEqual(new Set([...calls, '/config.json', '/mf/remotes.json', REGISTRY.catalogue_search]));
    expect(home.fetched.filter((u) => u === BANNERS)).toHaveLength(1);
    expect(opened).toEqual(['localStorage', 'sessionStorage']);
    expect(home.links.map((l) => l.href)).toEqual(expect.arrayContaining(['/locales/fr/common.json', '/locales/fr/host.json', '/mf/catalogue-search/v1/remoteEntry.js']));
  });

  it('once the picture is decoded and the frame after the one that shows it has begun (its load event comes before)', async () => {
    const frames: (() => void)[] = [];
    const home = await bootAt('/', FILES_AND_BANNER, 'locale=fr', { ...controlled([]), requestAnimationFrame: (run: () => void) => frames.push(run) });
    const frame = () => { frames.splice(0).forEach((run) => run()); home.runTimers(0); };
    frame(); // the shell's frame
    let decoded = (): void => undefined;
    const picture = home.painted[1] as unknown as { onload: () => void; decode: () => Promise<void> };
    picture.decode = () => new Promise((done) => (decoded = done));
    picture.onload();
    frame();
    await settle();
    expect(home.scripts).toEqual([]);
    decoded();
    await settle();
    frame(); // the frame that shows the picture
    expect(home.scripts).toEqual([]);
    expect(home.fetched).toEqual([BANNERS]);
    frame(); // the one after
    await settle();
    expect(home.scripts.map((s) => s.src)).toEqual([ENTRY.src]);
    expect(home.fetched).toContain('/config.json');
  });

  it('on a page without a largest picture, asks for nothing before the shell’s frame, and everything with the entry', async () => {
    const opened: string[] = [];
    const page = await bootAt('/orders', FILES_AND_BANNER, 'locale=fr', controlled(opened));
    expect(page.fetched).toEqual([]);
    expect(page.links).toEqual([]);
    page.runTimers(0);
    await settle();
    expect(page.scripts.map((s) => s.src)).toEqual([ENTRY.src]);
    expect(Object.keys(page.early)).toEqual([...SHELL_FIRST_CALLS, ...FRAME_FIRST_CALLS].map((c) => `/api/v1/${c}?lang=fr`));
    expect(page.fetched).toEqual(expect.arrayContaining(['/config.json', '/mf/remotes.json']));
    expect(opened).toEqual(['localStorage', 'sessionStorage']);
  });
});
