import type { BrowserContext } from '@playwright/test';
import { addForeignPicture, API_URL, expect, signInWithForm, test } from '../fixtures.ts';
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

  test('a shopper signs in with the form and pays cash at checkout; the session cookies are Secure', async ({ page, context, request }) => {
    await signInWithForm(page);
    const cookies = await sessionCookies(context);
    expect(cookies.map((c) => [c.name, c.secure]).sort()).toEqual([
      ['access_token', true],
      ['user', true],
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
