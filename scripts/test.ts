// `npm test`: every suite — type check, lint, unit, API and gateway tests (jest), then e2e (Playwright against nginx).
// On a Debian machine as root, nginx and chromium are installed with apt-get when missing. Every suite runs even
// when an earlier one fails; the last line counts the tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/apps.ts';
import { run } from './lib/proc.ts';
import { ensureSystemPackages } from './lib/system.ts';

ensureSystemPackages(['nginx', 'chromium']);
const node = process.execPath;
const results = path.join(ROOT, 'test-results');
fs.mkdirSync(results, { recursive: true });
const jestJson = path.join(results, 'jest.json');
const e2eJson = path.join(results, 'e2e.json');
fs.rmSync(jestJson, { force: true });
fs.rmSync(e2eJson, { force: true });

const steps: [string, string[]][] = [
  ['type check', [path.join(ROOT, 'node_modules/@typescript/native/bin/tsc'), '-p', 'tsconfig.json']],
  // The house rules (eslint.config.js): import boundaries, no cycles, the rules of hooks.
  ['lint', [path.join(ROOT, 'node_modules/eslint/bin/eslint.js'), '--max-warnings=0', '.']],
  [
    'unit, API and gateway tests',
    // A worker per core (jest's main process only hands out files): jest's default, one fewer than the cores, ran
    // every file in one process on this 2-core machine (428 s in CI; 183–212 s with two workers here).
    ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', path.join(ROOT, 'node_modules/jest/bin/jest.js'), '--ci', '--forceExit', `--maxWorkers=${Math.max(2, os.availableParallelism())}`, '--json', `--outputFile=${jestJson}`],
  ],
  ['e2e tests', [path.join(ROOT, 'scripts/e2e.ts')]],
];

const failedSteps: string[] = [];
for (const [name, args] of steps) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  try {
    await run(node, args, { cwd: ROOT, env: { ...process.env, CI: process.env.CI ?? 'true', E2E_JSON: e2eJson } });
    console.log(`=== ${name}: passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } catch (error) {
    failedSteps.push(name);
    console.log(`=== ${name}: FAILED after ${((Date.now() - started) / 1000).toFixed(0)} s (${error instanceof Error ? error.message : error})`);
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(jestJson)) {
  const j = JSON.parse(fs.readFileSync(jestJson, 'utf8'));
  passed += j.numPassedTests;
  failed += j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0);
  skipped += j.numPendingTests;
}
if (fs.existsSync(e2eJson)) {
  const s = JSON.parse(fs.readFileSync(e2eJson, 'utf8')).stats ?? {};
  passed += s.expected ?? 0;
  // Without retries nothing is "flaky"; should one be configured, a test that needed it is counted as failed.
  failed += (s.unexpected ?? 0) + (s.flaky ?? 0);
  skipped += s.skipped ?? 0;
}
if (failedSteps.length) console.log(`\nfailed: ${failedSteps.join(', ')}`);
// A step that failed without counted failures (type errors, a harness error) still counts as one failure.
if (failedSteps.length && failed === 0) failed = failedSteps.length;
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length ? 1 : 0);
