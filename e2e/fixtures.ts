import { test as base, expect, type Page, type Request } from '@playwright/test';

export const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';
export const AUTH_EMULATOR = process.env.E2E_AUTH_EMULATOR ?? 'http://127.0.0.1:9099';
export const DEMO_USER = { email: 'demo@market.test', password: 'demo1234' };

/** Signs the demo user in through the API (auth/login) and sets the session cookies the shell reads. */
export async function signInDemo(page: Page, user = DEMO_USER): Promise<{ token: string; user: { id: number; firstname: string } }> {
  const res = await page.request.post(`${API_URL}/api/v1/auth/login`, { data: user });
  expect(res.ok(), `auth/login answered ${res.status()}`).toBeTruthy();
  const body = (await res.json()) as { data: { access_token: string; user: { id: number; firstname: string } } };
  const url = new URL(page.context().pages()[0]?.url().startsWith('http') ? page.url() : (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080'));
  await page.context().addCookies([
    { name: 'access_token', value: body.data.access_token, domain: url.hostname, path: '/', sameSite: 'Lax' },
    { name: 'user', value: encodeURIComponent(JSON.stringify(body.data.user)), domain: url.hostname, path: '/', sameSite: 'Lax' },
  ]);
  return { token: body.data.access_token, user: body.data.user };
}

/** Collects the page's JS downloads, to check what was loaded from where. */
export function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req: Request) => {
    if (req.resourceType() === 'script') urls.push(new URL(req.url()).pathname);
  });
  return urls;
}

/** Fails the test on an uncaught page error. */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };
