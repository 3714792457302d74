import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from '@playwright/test';
import { addForeignPicture, API_URL, expect, settled, signInWithForm, test } from '../fixtures.ts';
import { fillServerCart } from './cart-helpers.ts';

/**
 * The `https` project: the site behind nginx over HTTPS, with a certificate the browser trusts by its key (made for
 * the run). A shopper signs in and checks out there; the session's cookies are Secure; HTTP is redirected.
 */
const HTTPS_URL = process.env.E2E_HTTPS_URL;
const REDIRECT_URL = process.env.E2E_HTTP_REDIRECT_URL;

const sessionCookies = async (context: BrowserContext) => (await context.cookies()).filter((c) => ['access_token', 'user'].includes(c.name));

test.describe('over HTTPS', () => {
  test('the site answers over HTTPS with HSTS, and plain HTTP is sent there with a 301', async ({ page, request }) => {
    expect(HTTPS_URL, 'E2E_HTTPS_URL (scripts/e2e.ts starts the HTTPS gateway)').toMatch(/^https:\/\//);
    const answer = await page.goto('/');
    expect(new URL(page.url()).protocol).toBe('https:');
    expect(answer?.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');
    const plain = await request.get(`${REDIRECT_URL}/shop/1?product=x`, { maxRedirects: 0 });
    expect(plain.status()).toBe(301);
    expect(plain.headers().location).toBe(`${HTTPS_URL}/shop/1?product=x`);
  });

  test('a shopper signs in with the form and pays cash at checkout; the session cookies are Secure, the token HttpOnly on /api/', async ({ page, context, request }) => {
    await signInWithForm(page);
    const cookies = await sessionCookies(context);
    expect(cookies.map((c) => [c.name, c.secure, c.httpOnly, c.path, c.sameSite]).sort()).toEqual([
      ['access_token', true, true, '/api/', 'Lax'],
      ['user', true, false, '/', 'Lax'],
    ]);
    const token = cookies.find((c) => c.name === 'access_token')!.value;
    await fillServerCart(request, token);
    await page.goto('/checkout');
    await page.getByRole('radio', { name: /cash/i }).check();
    await page.getByText(/^pickup$/i).click();
    await page.getByRole('button', { name: /place order/i }).click();
    await expect(page).toHaveURL(/\/orders\/\d+/);
    const id = /\/orders\/(\d+)/.exec(page.url())![1];
    const order = await request.get(`${API_URL}/api/v1/dashboard/user/orders/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(order.ok()).toBeTruthy();
  });

  test("the session token is out of the page's reach: no script reads it, yet the page's calls are signed in", async ({ page, context }) => {
    await signInWithForm(page);
    const token = (await sessionCookies(context)).find((c) => c.name === 'access_token')!.value;
    expect(token).toMatch(/^ey/);
    // What a script injected into the page can reach: its cookies, its storage, the answers it asks for.
    const seen = await page.evaluate(async () => {
      const profile = await fetch('/api/v1/dashboard/user/profile/show', { headers: { Accept: 'application/json' } });
      const again = await fetch('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email: 'demo@market.test', password: 'demo1234' }),
      });
      const storage = [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`));
      return {
        cookie: document.cookie,
        storage: storage.join('\n'),
        profile: { status: profile.status, body: await profile.text() },
        login: { status: again.status, body: await again.text() },
      };
    });
    expect(seen.cookie).not.toContain('access_token');
    expect(seen.cookie).toContain('user=');
    expect(seen.storage).not.toContain(token);
    expect(seen.profile.status).toBe(200);
    expect(JSON.parse(seen.profile.body).data.email).toBe('demo@market.test');
    // A sign-in's answer read by the page carries no token (the API set it as the HttpOnly cookie).
    expect(seen.login.status).toBe(200);
    expect(seen.login.body).not.toMatch(/access_token|"token"|eyJ/);
    expect(JSON.parse(seen.login.body).data.user.email).toBe('demo@market.test');
  });

  test('a POST from another origin is refused at the gateway (a form and a fetch), the session stays', async ({ page, context }) => {
    await signInWithForm(page);
    const token = (await sessionCookies(context)).find((c) => c.name === 'access_token')!.value;
    const target = `${HTTPS_URL}/api/v1/auth/logout`;
    // Another site's page, served on this machine under another host name (a page Chromium does not know to be local
    // meets its private-network guard before any gateway): a form that posts to this site's API, and a script that
    // tries the same with fetch.
    const prize = `<!doctype html><title>Prize</title><form method="post" action="${target}"><input type="hidden" name="x" value="1"><button>Claim</button></form>`;
    const server = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(prize));
    await new Promise<void>((resolve) => server.listen(0, resolve));
    try {
      const host = new URL(HTTPS_URL!).hostname === 'localhost' ? '127.0.0.1' : 'localhost';
      await page.goto(`http://${host}:${(server.address() as AddressInfo).port}/prize`);
      // The fetch's answer never reaches the other site's script (the gateway's CORP same-origin drops it), so its
      // status is read from the browser's network log.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      // The two events come in either order (an ExtraInfo event may arrive before its request's), so both are kept
      // and matched when read.
      const ours = new Set<string>();
      const statusOf = new Map<string, number>();
      cdp.on('Network.requestWillBeSent', (e) => e.request.url === target && ours.add(e.requestId));
      cdp.on('Network.responseReceivedExtraInfo', (e) => statusOf.set(e.requestId, e.statusCode));
      await page.evaluate((url) => fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include' }).catch(() => undefined), target);
      await expect.poll(() => [...ours].map((id) => statusOf.get(id))).toEqual([403]);
      const posted = page.waitForResponse((r) => r.url() === target && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Claim' }).click();
      const answer = await posted;
      expect(answer.status()).toBe(403);
      expect(await answer.json()).toEqual({ message: 'Cross-site request refused' });
      // Nothing was revoked: the token still opens the shopper's pages.
      await page.goto('/orders');
      await expect(page).toHaveURL(/\/orders$/);
      expect(await page.evaluate(async () => (await fetch('/api/v1/dashboard/user/profile/show')).status)).toBe(200);
      expect((await sessionCookies(context)).find((c) => c.name === 'access_token')?.value).toBe(token);
    } finally {
      server.close();
    }
  });

  test('sign-out removes the cookie and revokes the token: a replayed copy answers 401', async ({ page, context, request }) => {
    await signInWithForm(page);
    const token = (await sessionCookies(context)).find((c) => c.name === 'access_token')!.value;
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await settled(page);
    const signedOut = page.waitForResponse((r) => r.url().includes('/api/v1/auth/logout'));
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    expect((await signedOut).status()).toBe(204);
    await expect.poll(async () => (await sessionCookies(context)).map((c) => c.name)).toEqual([]);
    // The old token, replayed: to the API itself, through the gateway as a header, and as the cookie again.
    const direct = await request.get(`${API_URL}/api/v1/dashboard/user/profile/show`, { headers: { Authorization: `Bearer ${token}` } });
    expect(direct.status()).toBe(401);
    expect(await page.evaluate(async (t) => (await fetch('/api/v1/dashboard/user/profile/show', { headers: { Authorization: `Bearer ${t}` } })).status, token)).toBe(401);
    await context.addCookies([{ name: 'access_token', value: token, domain: new URL(HTTPS_URL!).hostname, path: '/api/', httpOnly: true, secure: true, sameSite: 'Lax' }]);
    expect(await page.evaluate(async () => (await fetch('/api/v1/dashboard/user/profile/show')).status)).toBe(401);
  });

  // Browsers send the Reporting API's reports only from secure pages to secure endpoints: over plain HTTP the CSP's
  // `report-to` group has no endpoint, so this is the project where delivery can be seen (what the API does with a
  // report: api/test/csp-reports.test.ts).
  test('what the CSP refuses is reported to the API, which accepts the report', async ({ page, refusedByCsp }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.enableReportingApi', { enable: true });
    const endpoints: string[] = [];
    const outcomes: string[] = [];
    cdp.on('Network.reportingApiEndpointsChangedForOrigin', (e) => endpoints.push(...e.endpoints.map((x) => `${x.groupName} ${x.url}`)));
    cdp.on('Network.reportingApiReportUpdated', (e) => {
      if (e.report.type === 'csp-violation' && e.report.body.blockedURL === 'https://evil.test/pixel.png') outcomes.push(e.report.status);
    });
    await page.goto('/');
    await addForeignPicture(page, refusedByCsp);
    expect(endpoints).toContain(`csp ${HTTPS_URL}/api/v1/csp-reports`);
    // `Success` only when the endpoint answered with a 2xx; a refusal or no answer is `Queued` again, then `MarkedForRemoval`.
    await expect.poll(() => outcomes, { timeout: 20_000 }).toContain('Success');
    refusedByCsp.length = 0;
  });
});
