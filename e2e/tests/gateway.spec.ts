import crypto from 'node:crypto';
import { addForeignPicture, expect, test } from '../fixtures.ts';

test.describe('gateway', () => {
  test('index.html and the registry are never cached; hashed assets and published versions are immutable', async ({ request }) => {
    for (const url of ['/', '/mf/remotes.json', '/orders/1']) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['cache-control'], url).toContain('no-cache');
    }
    // A remote's live version: its folder never changes, manifest and entry included.
    const manifest = ((await (await request.get('/mf/remotes.json')).json()) as Record<string, string>).catalogue_search!;
    expect(manifest).toMatch(/^\/mf\/catalogue-search\/[0-9a-f]{12}\/mf-manifest\.json$/);
    for (const url of [manifest, manifest.replace('mf-manifest.json', 'remoteEntry.js')]) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['cache-control'], url).toContain('immutable');
    }
    const html = await (await request.get('/')).text();
    // The entry, which the document names for boot.js to run.
    const hashed = /"src":"\/(main\.[0-9a-f]{8,}\.js)"/.exec(html)?.[1];
    expect(hashed, 'index.html loads a hashed main chunk').toBeTruthy();
    const asset = await request.get(`/${hashed}`);
    expect(asset.headers()['cache-control']).toContain('immutable');
  });

  test('security headers on pages, assets, API answers and errors', async ({ request }) => {
    for (const url of ['/', '/mf/remotes.json', '/does-not-exist.js', '/api/v1/rest/settings']) {
      const res = await request.get(url);
      const h = res.headers();
      const csp = h['content-security-policy'] ?? '';
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain('base-uri');
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, url).not.toContain('unsafe-inline');
      expect(/style-src ([^;]*)/.exec(csp)?.[1], url).toBe("'self'");
      expect(csp, url).not.toContain('unsafe-eval');
      expect(h['x-content-type-options'], url).toBe('nosniff');
      expect(h['referrer-policy'], url).toBeTruthy();
      expect(h['permissions-policy'], url).toBeTruthy();
    }
  });

  test('a missing asset is a 404, never the app shell; app routes fall back to the app', async ({ request }) => {
    for (const url of ['/main.0123456789.js', '/mf/catalogue-search/missing.js', '/mf/nope/remoteEntry.js', '/images/missing.png']) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(404);
      expect(await res.text(), url).not.toContain('<div id="root">');
    }
    const deep = await request.get('/shop/3?product=abc');
    expect(deep.status()).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
  });

  test('translations are served per app: the shell’s at /locales, a remote’s with its version', async ({ request }) => {
    const host = await request.get('/locales/ar/common.json');
    expect(host.status()).toBe(200);
    expect((await host.json())['try.again']).toBeTruthy();
    // A remote's catalogues come with its live version (the host reads where from the registry).
    const manifest = ((await (await request.get('/mf/remotes.json')).json()) as Record<string, string>).reservations!;
    const remote = await request.get(manifest.replace('mf-manifest.json', 'locales/fr/reservations.json'));
    expect(remote.status()).toBe(200);
    expect(remote.headers()['cache-control']).toContain('immutable');
    expect(await request.get('/locales/fr/nope.json').then((r) => r.status())).toBe(404);
  });

  // (The browser's reports to /api/v1/csp-reports: https.spec.ts, as browsers send them from secure pages only.)
  test('what the CSP refuses is seen by the test', async ({ page, refusedByCsp }) => {
    await page.goto('/');
    await addForeignPicture(page, refusedByCsp);
    // Seen: the fixture's own check at the end of the test is for refusals nobody expected.
    refusedByCsp.length = 0;
  });

  test("the page's first Intl formatters are made by the site's worker, under the CSP and Trusted Types", async ({ page, refusedByCsp }) => {
    await page.context().addCookies([{ name: 'locale', value: 'fr', url: test.info().project.use.baseURL! }]);
    const worker = page.waitForEvent('worker');
    await page.goto('/');
    expect(new URL((await worker).url()).pathname).toBe('/intl-warm.js');
    // It ran the language's formatters and closed itself: its worker is gone.
    await expect.poll(() => page.workers().length).toBe(0);
    expect(refusedByCsp).toEqual([]);
  });

  test('Trusted Types: a plain string is refused as HTML, a foreign script URL too, and each refusal is reported', async ({ page, refusedByCsp }) => {
    await page.goto('/');
    // The shell's entry creates the default policy before anything else (its chunks and the remotes load through it).
    await page.waitForFunction(() => (window as unknown as { trustedTypes?: { defaultPolicy?: { name: string } } }).trustedTypes?.defaultPolicy?.name === 'default');
    await expect(page.getByRole('banner')).toBeVisible();
    const outcome = await page.evaluate(() => {
      const attempt = (set: () => void) => {
        try {
          set();
          return 'set';
        } catch (error) {
          return (error as Error).name;
        }
      };
      const div = document.createElement('div');
      const foreign = document.createElement('script');
      const own = document.createElement('script');
      const tt = (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes;
      return {
        html: attempt(() => (div.innerHTML = '<img src="x" onerror="alert(1)">')),
        foreignScript: attempt(() => (foreign.src = 'https://evil.test/steal.js')),
        ownScript: attempt(() => (own.src = '/boot.js')),
        policy: attempt(() => tt.createPolicy('anything-goes', { createHTML: (s: string) => s })),
        htmlLeft: div.innerHTML,
        foreignLeft: foreign.getAttribute('src'),
      };
    });
    expect(outcome).toEqual({ html: 'TypeError', foreignScript: 'TypeError', ownScript: 'set', policy: 'TypeError', htmlLeft: '', foreignLeft: null });
    await expect
      .poll(() => refusedByCsp.join('\n'))
      .toMatch(/require-trusted-types-for refused trusted-types-sink "Element innerHTML\|<img src="x" onerror=/);
    const refused = refusedByCsp.join('\n');
    expect(refused).toMatch(/require-trusted-types-for refused trusted-types-sink "HTMLScriptElement src\|https:\/\/evil\.test\/steal\.js"/);
    expect(refused).toMatch(/trusted-types refused trusted-types-policy "anything-goes"/);
    expect(refusedByCsp).toHaveLength(3);
    // Seen: the fixture's own check at the end of the test is for refusals nobody expected.
    refusedByCsp.length = 0;
  });

  test('each script and stylesheet the documents load carries the integrity of the file served', async ({ request }) => {
    // The bare document and the prerendered shells (the cookies pick one; these are their files). The entry is
    // named in a data block for boot.js, which runs it with the integrity named there: its parts (the libraries),
    // then itself.
    for (const doc of ['/index.html', '/index.en-light.html', '/index.ar-dark.html']) {
      const html = await (await request.get(doc)).text();
      const block = JSON.parse(/<script type="application\/json" id="market-entry">([^<]*)<\/script>/.exec(html)![1]!) as { scripts: { src: string; integrity: string }[] };
      expect(block.scripts.map((s) => /^\/(main(?:-[a-z]+)?)\.[0-9a-f]+\.js$/.exec(s.src)?.[1]), doc).toEqual(['main-react', 'main-antd', 'main-lib', 'main']);
      const tags = [
        ...(html.match(/<script\b[^>]*\ssrc="[^"]*"[^>]*>|<link\b[^>]*\srel="stylesheet"[^>]*>/g) ?? []),
        ...block.scripts.map((s) => `<script src="${s.src}" integrity="${s.integrity}" crossorigin="anonymous">`),
      ];
      expect(tags.length, doc).toBeGreaterThanOrEqual(7);
      for (const tag of tags) {
        const url = /\s(?:src|href)="([^"]+)"/.exec(tag)![1]!;
        const served = await (await request.get(url)).body();
        expect(tag, doc).toContain(`integrity="sha384-${crypto.createHash('sha384').update(served).digest('base64')}"`);
        expect(tag, doc).toContain('crossorigin="anonymous"');
      }
    }
  });
});
