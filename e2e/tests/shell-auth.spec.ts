import type { BrowserContext, Page } from '@playwright/test';
import { AUTH_EMULATOR, DEMO_USER, expect, signInDemo, test } from '../fixtures.ts';

const PROJECT = 'demo-market';
const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)?.value;

async function emulator<T>(page: Page, what: 'oobCodes' | 'verificationCodes'): Promise<T[]> {
  const res = await page.request.get(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT}/${what}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as Record<string, T[]>)[what] ?? [];
}

test.describe('shell: sign-in and session', () => {
  test('email and password through the emulator, back to where the user was', async ({ page, context }) => {
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Forders/);
    await page.getByLabel('Email').fill(DEMO_USER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    expect(await cookie(context, 'access_token')).toBeTruthy();
    expect(JSON.parse(decodeURIComponent((await cookie(context, 'user'))!)).firstname).toBeTruthy();
  });

  test('the catalogue messages, translated', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByLabel('Confirm password').fill('1234');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Password should contain at least 6 characters')).toBeVisible();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await expect(page.getByText('Required').first()).toBeVisible();
  });

  test('email link', async ({ page, context }) => {
    const email = `link-${Date.now()}@market.test`;
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByText(`We sent a sign-in link to ${email}`)).toBeVisible();
    const codes = await emulator<{ email: string; oobLink: string; requestType: string }>(page, 'oobCodes');
    const sent = codes.filter((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN').at(-1);
    expect(sent).toBeTruthy();
    const link = new URL(sent!.oobLink);
    const back = new URL(link.searchParams.get('continueUrl')!);
    for (const key of ['mode', 'oobCode', 'apiKey']) back.searchParams.set(key, link.searchParams.get(key)!);
    await page.goto(back.toString());
    await expect.poll(() => cookie(context, 'access_token')).toBeTruthy();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('phone code', async ({ page, context }) => {
    const phone = `+1650555${String(Date.now()).slice(-4)}`;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a phone code' }).click();
    await expect(page).toHaveURL(/\/verify-phone/);
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Send code' }).click();
    const field = page.getByLabel('Verification code');
    await expect(field).toBeVisible();
    const codes = await emulator<{ phoneNumber: string; code: string }>(page, 'verificationCodes');
    const code = codes.filter((c) => c.phoneNumber === phone).at(-1)?.code;
    expect(code).toBeTruthy();
    await field.fill(code!);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => cookie(context, 'access_token')).toBeTruthy();
    await expect(page).toHaveURL(/\/(update-details|$)/);
  });

  test('a 401 lands on /login, cookies removed, one toast', async ({ page, context }) => {
    await signInDemo(page);
    const url = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080');
    await context.addCookies([{ name: 'access_token', value: 'expired', domain: url.hostname, path: '/' }]);
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    await expect(page.getByText('Unauthorized')).toHaveCount(1);
    expect(await cookie(context, 'access_token')).toBeUndefined();
    expect(await cookie(context, 'user')).toBeUndefined();
  });

  test('logout clears the session and the app state', async ({ page, context }) => {
    await signInDemo(page);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('market:test:probe', '1'));
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await cookie(context, 'access_token')).toBeUndefined();
    expect(await cookie(context, 'user')).toBeUndefined();
    expect(await cookie(context, 'settings')).toBeUndefined();
  });
});
