import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_DIR, ROOT } from './apps.ts';
import { startProcess, waitForPort } from './proc.ts';

export const AUTH_EMULATOR_PORT = 9099;
export const AUTH_EMULATOR_HOST = `127.0.0.1:${AUTH_EMULATOR_PORT}`;
export const FIREBASE_PROJECT = 'demo-market';

/**
 * The Firebase Auth emulator (firebase-tools, offline, demo project) on `port` (firebase.json's 9099 by default;
 * the e2e suite picks free ports so several runs can share a machine). Resolves with its host:port.
 */
export async function startAuthEmulator(port = AUTH_EMULATOR_PORT): Promise<string> {
  const args = [path.join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js'), 'emulators:start', '--only', 'auth', '--project', FIREBASE_PROJECT];
  if (port !== AUTH_EMULATOR_PORT) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'market-auth-'));
    const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
    config.emulators.auth.port = port;
    // The hub and logging ports must not collide with another emulator run either.
    config.emulators.hub = { host: '127.0.0.1', port: port + 1 };
    config.emulators.logging = { host: '127.0.0.1', port: port + 2 };
    delete config.firestore;
    fs.writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config));
    args.push('--config', path.join(dir, 'firebase.json'));
  }
  startProcess('auth', process.execPath, args, {
    cwd: ROOT,
    quiet: true,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1', CI: 'true' },
  });
  await waitForPort(port, '127.0.0.1', 120000);
  const host = `127.0.0.1:${port}`;
  // The demo user exists in the emulator as in the API.
  const { seedAuthEmulator } = await import(path.join(ROOT, 'api/src/auth/emulator-seed.ts'));
  await seedAuthEmulator(host);
  return host;
}

export interface ApiOptions {
  /** Sign-ins per minute per client on the auth routes (the tests sign in far more often than a person). */
  authRateLimit?: number;
  /** No request log (the e2e suite). */
  quiet?: boolean;
  port: number;
  /** host:port of the Auth emulator the API verifies ID tokens against. */
  authEmulatorHost?: string;
  /** SQLite file; kept between runs for `npm start`, fresh for tests. */
  dbPath?: string;
  /** How fast the simulated kitchen moves orders along (ms per step, 0 = off). */
  kitchenStepMs?: number;
  /**
   * Verification codes in the API's answers too (API_DEV_CODES=1), default on: `npm start` and the tests run on
   * this machine only, with nobody's mailbox. The codes always go to the API's outbox table.
   */
  devCodes?: boolean;
}

/** The reference API on 127.0.0.1:<port>. */
export async function startApi({ port, dbPath = path.join(DATA_DIR, 'market.sqlite'), kitchenStepMs, authEmulatorHost = AUTH_EMULATOR_HOST, authRateLimit, quiet, devCodes = true }: ApiOptions): Promise<void> {
  fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  startProcess('api', process.execPath, [path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DB_PATH: dbPath,
      FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
      FIREBASE_PROJECT_ID: FIREBASE_PROJECT,
      ...(quiet ? { API_LOG: '0' } : {}),
      ...(authRateLimit !== undefined ? { API_AUTH_RATE_LIMIT: String(authRateLimit) } : {}),
      ...(kitchenStepMs !== undefined ? { KITCHEN_STEP_MS: String(kitchenStepMs) } : {}),
      API_DEV_CODES: devCodes ? '1' : '0',
    },
  });
  await waitForPort(port, '127.0.0.1', 120000);
}
