// One jest preset for every package: @swc/jest (ESM output, run with --experimental-vm-modules), a project per app.
import fs from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const base = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  // ESM-only packages that must go through the transform.
  transformIgnorePatterns: ['/node_modules/(?!(msw|@mswjs|rettime|until-async|@bundled-es-modules|outvariant|strict-event-emitter)/)'],
  moduleNameMapper: {
    '\\.(png|jpe?g|svg|webp|css)$': path.join(root, 'shared/testing/src/file-stub.ts'),
    // antd's ES modules (the lazy components' and the locales' imports) as its CommonJS build, which the rest of the
    // tests load through 'antd': one copy of each component, and no ES module among CommonJS ones.
    '^antd/es/(.*)$': 'antd/lib/$1',
    '^@ant-design/cssinjs/es/(.*)$': '@ant-design/cssinjs/lib/$1',
  },
  testMatch: ['<rootDir>/**/*.test.ts?(x)'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/'],
};

const browser = {
  ...base,
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: [path.join(root, 'shared/testing/src/setup.ts')],
};

const node = { ...base, testEnvironment: 'node' };

const dirs = (parent) =>
  fs.existsSync(path.join(root, parent))
    ? fs.readdirSync(path.join(root, parent)).filter((d) => fs.existsSync(path.join(root, parent, d, 'package.json')))
    : [];

export default {
  // A test's timeout only catches a hang; speed is measured by the benchmarks. jest's 5 s default failed a test that
  // takes 0.3 s here when the CI machine stalled for some seconds (login-prompt: the whole file took 12 s there,
  // 1 s here), so a test is cut only when it is clearly stuck.
  testTimeout: 30_000,
  // A worker that holds more than this after a test file is replaced by a fresh one: the suites' modules add up (one
  // process running every file in band ran out of its 4 GB heap after 176 of them).
  workerIdleMemoryLimit: '1GB',
  projects: [
    { ...browser, displayName: 'shared', rootDir: path.join(root, 'shared') },
    { ...browser, displayName: 'host', rootDir: path.join(root, 'host') },
    ...dirs('remotes').map((r) => ({ ...browser, displayName: r, rootDir: path.join(root, 'remotes', r) })),
    { ...node, displayName: 'api', rootDir: path.join(root, 'api') },
    { ...node, displayName: 'gateway', rootDir: root, testMatch: ['<rootDir>/nginx/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'] },
  ],
};
