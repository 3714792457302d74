/**
 * The browser's runtime config (/config.json) from environment variables. The Node gateway serves it from
 * memory; for nginx it is a file in the site root written by writeRuntimeConfig.
 *
 * CLI: node nginx/runtime-config.ts <root>   (reads process.env, writes <root>/config.json)
 */
import fs from 'node:fs';
import path from 'node:path';
import { collectorOrigin, mapTileOrigin, ROUTES } from './policy.ts';

/** Same shape as RuntimeConfig in @market/http (shared/http/src/runtime-config.ts). */
export interface RuntimeConfigJson {
  apiBaseUrl: string;
  firebase: {
    apiKey: string;
    projectId: string;
    authDomain?: string;
    appId?: string;
    authEmulator?: string;
  };
  remoteTimeoutMs?: number;
  /** The map's raster tiles instead of the API's base map: an XYZ template and the credit to show under the map. */
  map?: { tileUrl?: string; attribution?: string };
  /** Field measurements: the collector's URL and the share of page loads that report (0 to 1). */
  telemetry?: { url: string; sampleRate: number };
}

export type Env = Record<string, string | undefined>;

/**
 * Variables: API_BASE_URL (default /api/v1/), FIREBASE_API_KEY (default a demo key, fine for the emulator),
 * FIREBASE_PROJECT_ID (default demo-market), FIREBASE_AUTH_DOMAIN, FIREBASE_APP_ID, FIREBASE_AUTH_EMULATOR
 * (a URL such as http://127.0.0.1:9099, or FIREBASE_AUTH_EMULATOR_HOST as firebase-tools spells it, host:port),
 * REMOTE_TIMEOUT_MS, MAP_TILE_URL (an http(s) XYZ template such as https://tiles.example/{z}/{x}/{y}.png; the CSP then
 * lets pictures come from its origin) and MAP_ATTRIBUTION; TELEMETRY_URL (default the API's `telemetry`, i.e.
 * /api/v1/telemetry; an http(s) URL elsewhere joins the CSP's connect-src) and TELEMETRY_SAMPLE_RATE (the share of
 * page loads that report, 0 to 1, default 1; 0 turns the measurements off).
 */
export function runtimeConfigFromEnv(env: Env = process.env): RuntimeConfigJson {
  const emulator = authEmulatorFromEnv(env);
  const firebase: RuntimeConfigJson['firebase'] = {
    apiKey: env.FIREBASE_API_KEY || 'demo-api-key',
    projectId: env.FIREBASE_PROJECT_ID || 'demo-market',
  };
  if (env.FIREBASE_AUTH_DOMAIN) firebase.authDomain = env.FIREBASE_AUTH_DOMAIN;
  if (env.FIREBASE_APP_ID) firebase.appId = env.FIREBASE_APP_ID;
  if (emulator) firebase.authEmulator = emulator;
  const config: RuntimeConfigJson = { apiBaseUrl: env.API_BASE_URL || ROUTES.api, firebase };
  const timeout = Number(env.REMOTE_TIMEOUT_MS);
  if (env.REMOTE_TIMEOUT_MS && Number.isFinite(timeout) && timeout > 0) config.remoteTimeoutMs = timeout;
  const map: NonNullable<RuntimeConfigJson['map']> = {};
  if (mapTileOrigin(env.MAP_TILE_URL)) map.tileUrl = env.MAP_TILE_URL;
  if (env.MAP_ATTRIBUTION) map.attribution = env.MAP_ATTRIBUTION;
  if (map.tileUrl || map.attribution) config.map = map;
  const rate = env.TELEMETRY_SAMPLE_RATE === undefined || env.TELEMETRY_SAMPLE_RATE === '' ? 1 : Number(env.TELEMETRY_SAMPLE_RATE);
  const url = env.TELEMETRY_URL?.startsWith('/') || collectorOrigin(env.TELEMETRY_URL) ? env.TELEMETRY_URL! : `${config.apiBaseUrl.replace(/\/+$/, '')}/telemetry`;
  if (Number.isFinite(rate) && rate > 0) config.telemetry = { url, sampleRate: Math.min(1, rate) };
  return config;
}

/** The Auth emulator origin for the browser, or undefined. */
export function authEmulatorFromEnv(env: Env = process.env): string | undefined {
  const value = env.FIREBASE_AUTH_EMULATOR || env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!value) return undefined;
  return value.includes('://') ? value.replace(/\/+$/, '') : `http://${value}`;
}

/** Writes <root>/config.json (and drops stale precompressed copies beside it). Returns the config written. */
export function writeRuntimeConfig(root: string, env: Env = process.env): RuntimeConfigJson {
  const config = runtimeConfigFromEnv(env);
  const file = path.join(root, ROUTES.config);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  for (const ext of ['.br', '.gz']) fs.rmSync(file + ext, { force: true });
  return config;
}

if (import.meta.main) {
  const root = process.argv[2];
  if (!root) {
    console.error('usage: node nginx/runtime-config.ts <site-root>');
    process.exit(2);
  }
  console.log(JSON.stringify(writeRuntimeConfig(root)));
}
