import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';

export const API_URL = process.env.E2E_API_URL ?? 'http://127.0.0.1:4000';
export const AUTH_EMULATOR = process.env.E2E_AUTH_EMULATOR ?? 'http://127.0.0.1:9099';
export const DEMO_USER = { email: 'demo@market.test', password: 'demo1234' };

/**
 * Signs the demo user in through the API (auth/login, called directly: its answer carries the token) and sets the
 * session cookies as a sign-in through the gateway leaves them: the token HttpOnly on /api/ (the gateway makes it the
 * bearer token), and the `user` cookie the shell reads.
 */
export async function signInDemo(page: Page, user = DEMO_USER): Promise<{ token: string; user: { id: number; firstname: string } }> {
  const res = await page.request.post(`${API_URL}/api/v1/auth/login`, { data: user });
  expect(res.ok(), `auth/login answered ${res.status()}`).toBeTruthy();
  const body = (await res.json()) as { data: { access_token: string; user: { id: number; firstname: string } } };
  const url = new URL(page.context().pages()[0]?.url().startsWith('http') ? page.url() : (process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080'));
  const secure = url.protocol === 'https:';
  await page.context().addCookies([
    { name: 'access_token', value: body.data.access_token, domain: url.hostname, path: '/api/', sameSite: 'Lax', httpOnly: true, secure },
    { name: 'user', value: encodeURIComponent(JSON.stringify(body.data.user)), domain: url.hostname, path: '/', sameSite: 'Lax', secure },
  ]);
  return { token: body.data.access_token, user: body.data.user };
}

/** The demo user signs in with the login form, from /orders (so /login?returnTo=%2Forders), and is taken back there. */
export async function signInWithForm(page: Page): Promise<void> {
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Forders/);
  await page.getByLabel('Email').fill(DEMO_USER.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/orders$/);
}

/**
 * Waits until every finite CSS animation and transition on the page has ended (a drawer's slide, a dialog's
 * zoom, a button's colour fade), so what is checked is what a user sees once the page is still. Endless ones
 * (spinners, skeleton shimmer) are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // antd's motions put their start classes on in one frame and their transition in the next: a dialog that has just
    // opened has no animation yet for a frame or two, then fades in (axe once measured its text's contrast at 90 %
    // opacity). Two frames first, each round, so a motion about to start is running when looked for.
    const twoFrames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    // antd's motion classes (`ant-zoom-appear`, `…-appear-active`, `ant-fade-leave`…) stay on from a motion's first
    // step to its end; between its steps (more frames apart on a busy machine) no animation runs yet, and the dialog
    // sits at its starting opacity. A motion is over when its classes are gone.
    const motionClass = /^ant-[a-z-]+-(appear|enter|leave)(-(prepare|start|active))?$/;
    const moving = () => [...document.querySelectorAll('[class*="ant-"]')].some((el) => [...el.classList].some((c) => motionClass.test(c)));
    for (let round = 0; round < 5; round++) {
      await twoFrames();
      for (const until = performance.now() + 2000; moving() && performance.now() < until; ) await twoFrames();
      const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (!running.length && !moving()) return;
      // A transition restarted by a later style change ends later: look again, up to 5 rounds of at most 2 s.
      await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2000))]);
    }
  });
}

/**
 * Answers an open confirmation (antd's Popconfirm, named by its question) as a user does: once it has finished
 * appearing. A press while it is still zooming in can miss it; Playwright then tries again, scrolling the button to
 * the top of the page on its fourth try, and the confirmation, with no room left above its button, moves below it
 * between the press and the release: the release lands beside the button, no click happens, and the confirmation
 * stays open (a clean-clone CI run, `cancels a new order`).
 */
export async function answerConfirmation(page: Page, question: string, answer: string): Promise<void> {
  const confirmation = page.getByRole('tooltip').filter({ hasText: question });
  await expect(confirmation).toBeVisible();
  await settled(page);
  await confirmation.getByRole('button', { name: answer, exact: true }).click();
}

/**
 * The page's dialog once it has finished appearing, to be pressed in as a user does. Playwright checks only the
 * first event of a click (the press) against its target: a press on a small button while the dialog still zooms in
 * (it grows from the point the opening tap was made, so a button far from it moves most) can be released beside the
 * button once the dialog has grown; no click happens, and nothing says so (the group picker's add-on press was lost
 * so, twice, on loaded machines: the line was stored without its add-on).
 */
export async function openedDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await settled(page);
  return dialog;
}

/**
 * axe (WCAG 2.0/2.1 A and AA) on the page, or only inside `include`: its serious and critical violations, one line each;
 * and, in the whole page, the elements shown despite their `hidden` attribute (`shownHidden`).
 */
export async function serious(page: Page, include?: string): Promise<string[]> {
  await settled(page);
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) axe = axe.include(include);
  const { violations } = await axe.analyze();
  // Contrast failures say their colours: `target (#777 on #fff 4.48)`.
  const where = (n: (typeof violations)[number]['nodes'][number]) => {
    const c = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null | undefined;
    return c?.fgColor ? `${n.target} (${c.fgColor} on ${c.bgColor} ${c.contrastRatio})` : String(n.target);
  };
  const hidden = await shownHidden(page);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map(where).join(' | ')}`)
    .concat(hidden.length ? [`hidden-shown: ${hidden.join(' | ')}`] : []);
}

/**
 * Elements with the `hidden` attribute that are laid out all the same (a stylesheet's `display` won over the
 * attribute: the native file pickers once showed beside their styled buttons). `serious` reports them with axe's
 * findings, so every page the suite checks with axe is checked for them too.
 */
export function shownHidden(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[hidden]:not([hidden="until-found"])')]
      .filter((el) => getComputedStyle(el).display !== 'none')
      .map((el) => `${el.tagName.toLowerCase()}${el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : ''}${el.id ? `#${el.id}` : ''} (display: ${getComputedStyle(el).display})`),
  );
}

/** The shell's theme switch, by the name a reader hears in each language ("Switch to dark theme", …). */
const THEME_SWITCH = new RegExp(
  `^(${['en', 'fr', 'ar']
    .flatMap((lng) => {
      const common = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../host/locales/${lng}/common.json`), 'utf8')) as Record<string, string>;
      return [common['theme.dark']!, common['theme.light']!];
    })
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})$`,
);

/**
 * Every transition and finite animation of the page has ended (axe reads colours; a colour mid-transition is
 * neither). Endless ones (a status dot's pulse) are left running.
 */
export async function stillColours(page: Page): Promise<void> {
  // Waited for in the page, to the end of the last one (a transition restarted by a later style change ends later:
  // looked for again, up to 5 rounds of at most 2 s), then checked from here. The check alone, polled in steps of up
  // to a second, saw the end of a theme switch's transitions about 0.35 s late on average, twice per theme switched.
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round++) {
      const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      if (!running.length) return;
      await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2000))]);
    }
  });
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length), {
      message: 'transitions still running',
    })
    .toBe(0);
}

/**
 * axe in the other theme too: the page's theme switch is pressed (as a user does; no reload), the colours settle,
 * axe runs (inside `include` if given), and the switch is pressed again. A page without the switch (the pages with a
 * back-only header) is opened again with the other theme's cookie, as a user who chose it elsewhere sees it; `ready`
 * waits for its content; the cookie is put back after axe (that page stays in the other theme). Its serious and
 * critical violations. The suites call it in left-to-right only: the theme changes colours, not direction, and the
 * light theme's axe runs in both directions.
 */
export async function seriousInOtherTheme(page: Page, include?: string, ready?: () => Promise<void>): Promise<string[]> {
  const html = page.locator('html');
  const before = (await html.getAttribute('data-theme')) === 'dark' ? 'dark' : 'light';
  const other = before === 'dark' ? 'light' : 'dark';
  const toggle = page.getByRole('button', { name: THEME_SWITCH }).first();
  const themeCookie = async (value: string) => {
    const { hostname } = new URL(page.url());
    await page.context().addCookies([{ name: 'theme', value, domain: hostname, path: '/', sameSite: 'Lax' }]);
  };
  const viaSwitch = (await toggle.count()) > 0;
  if (viaSwitch) await toggle.click();
  else {
    await themeCookie(other);
    await page.reload();
    await ready?.();
  }
  await expect(html).toHaveAttribute('data-theme', other);
  await stillColours(page);
  const found = (await serious(page, include)).map((v) => `${other}: ${v}`);
  if (viaSwitch) {
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', before);
    await stillColours(page);
  } else await themeCookie(before);
  return found;
}

/** The cookies the shell reads: a delivery address (the seed's default position) and, for `rtl`, Arabic right to left. */
export async function setShellCookies(context: BrowserContext, dir: 'ltr' | 'rtl'): Promise<void> {
  const { hostname } = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080');
  const address = encodeURIComponent(JSON.stringify({ address: 'Washington', location: [38.9120424, -77.035308] }));
  await context.addCookies([
    { name: 'address', value: address, domain: hostname, path: '/' },
    ...(dir === 'rtl'
      ? [
          { name: 'locale', value: 'ar', domain: hostname, path: '/' },
          { name: 'dir', value: 'rtl', domain: hostname, path: '/' },
        ]
      : []),
  ]);
}

/**
 * Counts every `<style>` element that enters the document from the first byte of each page of the context (antd's
 * CSS is built, so the app creates none), and every request the CSP refuses. Read with `runtimeStyles` and
 * `cspViolations`.
 */
export async function watchStyles(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const found: string[] = ((window as unknown as { __styles: string[] }).__styles = []);
    const refused: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener('securitypolicyviolation', (e) => refused.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sample}`.trim()));
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n.nodeName === 'STYLE') found.push((n.textContent ?? '').trim().slice(0, 60));
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The `<style>` elements created since the page loaded (see watchStyles), with the start of each. */
export function runtimeStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __styles?: string[] }).__styles ?? ['(watchStyles was not set up)']);
}

/** What the CSP refused since the page loaded (see watchStyles): directive, blocked URL and sample. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? ['(watchStyles was not set up)']);
}

/**
 * antd components on the page that no loaded stylesheet styles: each root class (`ant-btn`, `ant-steps`…) must be
 * named by some rule, or the build-time CSS of that component (or of its lazy chunk) is missing.
 */
export function unstyledComponents(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const r of rules) {
        if (r instanceof CSSStyleRule) selectors.push(r.selectorText);
        else if ('cssRules' in r) walk((r as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    const named = new Set(selectors.join(' ').match(/\.ant-[a-z]+(?![\w-])/g));
    const roots = new Set<string>();
    for (const el of document.querySelectorAll('[class*="ant-"]')) for (const c of el.classList) if (/^ant-[a-z]+$/.test(c)) roots.add(c);
    return [...roots].filter((c) => !named.has(`.${c}`)).sort();
  });
}

/** Collects the page's JS downloads, to check what was loaded from where. */
export function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req: Request) => {
    if (req.resourceType() === 'script') urls.push(new URL(req.url()).pathname);
  });
  return urls;
}

/**
 * Fails the test on an uncaught page error, and on anything the site's Content-Security-Policy refused (Trusted Types
 * included) in any page of the test's context: each `securitypolicyviolation` event is handed to the test as it happens.
 */
export const test = base.extend<{ pageErrors: string[]; refusedByCsp: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
    },
    { auto: true },
  ],
  refusedByCsp: [
    async ({ context }, use) => {
      const refused: string[] = [];
      await context.exposeBinding('__marketCspViolation', (source, what: string) => refused.push(`${source.page?.url() ?? '?'}: ${what}`));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __marketCspViolation?: (what: string) => void }).__marketCspViolation;
          report?.(`${e.effectiveDirective} refused ${e.blockedURI || '(inline)'}${e.sample ? ` "${e.sample}"` : ''} (${e.sourceFile}:${e.lineNumber})`);
        });
      });
      await use(refused);
      expect(refused, 'what the Content-Security-Policy refused').toEqual([]);
    },
    { auto: true },
  ],
});

/** A picture from a site the CSP does not allow, added to the page; resolves once the refusal was seen. */
export async function addForeignPicture(page: Page, refusedByCsp: string[], url = 'https://evil.test/pixel.png'): Promise<void> {
  await page.evaluate((src) => {
    const img = document.createElement('img');
    img.src = src;
    document.body.append(img);
  }, url);
  await expect.poll(() => refusedByCsp.join('\n')).toContain(`img-src refused ${url}`);
}

export { expect };
