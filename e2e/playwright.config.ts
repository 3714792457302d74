import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's Chromium (no browser download here), with the flags this machine needs: the benchmarks, the deploy's load
 * check and the Lighthouse runs measure the whole browser, as a shopper's.
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

/**
 * The e2e suite's browser: the same Chromium's headless shell (Debian's `chromium-headless-shell`, built from the same
 * source and version), which is what Playwright itself runs headless tests in. It renders the same pages with the
 * same engine without the full browser's windowing: on this 2-core machine a spec of 47 tests took 2.0 minutes in it
 * against 2.7 in the full browser. Without the package (or with CHROMIUM_PATH set) the suite runs in `chromium`.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM = {
  ...CHROMIUM,
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM.executablePath),
};

/** The specs the HTTPS project runs (and the plain one does not). */
const HTTPS_SPECS = /https\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker: the specs share the demo user (its cart, orders, notifications) and the machine has 2 cores.
  workers: 1,
  // No retries: a test that passes only sometimes is a defect of the product or of the test, to be found and fixed.
  retries: 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? '../test-results/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: TEST_CHROMIUM,
    locale: 'en-US',
  },
  projects: [
    { name: 'desktop', testIgnore: HTTPS_SPECS, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: TEST_CHROMIUM } },
    // The site over HTTPS (scripts/e2e.ts starts a second nginx with a certificate made for the run): the browser trusts
    // that certificate's key alone, by its SPKI hash, as it would a real one (certificate errors are not ignored).
    {
      name: 'https',
      testMatch: HTTPS_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: process.env.E2E_HTTPS_URL,
        // Reports of what the CSP refused are sent at once (not after Chromium's minute), so a test can see them arrive.
        // The full browser: in the headless shell the Reporting API's uploads to the run's HTTPS endpoint were queued
        // again on every attempt (never `Success`), where the full browser delivers them.
        launchOptions: {
          ...CHROMIUM,
          args: [...CHROMIUM.args, `--ignore-certificate-errors-spki-list=${process.env.E2E_TLS_SPKI ?? ''}`, '--short-reporting-delay'],
        },
      },
    },
  ],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../test-results/e2e',
});
