import type { TelemetryConfig } from '@market/contract';
/** Runtime configuration, served by the gateway at /config.json, so one build runs against any backend. */
export interface RuntimeConfig {
  /** Base URL of the marketplace API, ending with /api/v1/. */
  apiBaseUrl: string;
  firebase?: {
    apiKey: string;
    authDomain?: string;
    projectId: string;
    appId?: string;
    messagingSenderId?: string;
    vapidKey?: string;
    /** Auth emulator origin, e.g. http://127.0.0.1:9099 (local runs and tests only). */
    authEmulator?: string;
    /** Use Firestore for chat (otherwise the reference API's chat adapter). */
    firestoreChat?: boolean;
  };
  /** Google Maps / Geocoding key where a deployment has one (a browser key, restricted by referrer). */
  mapsKey?: string;
  /**
   * A deployment's map tiles: a raster XYZ template (`https://tiles.example/{z}/{x}/{y}.png`) drawn under the map's
   * layers instead of the API's base map, with its attribution (the gateway's CSP allows that origin's images).
   */
  map?: { tileUrl?: string; attribution?: string };
  /** How long the shell waits for a remote before showing its fallback (ms). */
  remoteTimeoutMs?: number;
  /**
   * Field measurements: where the shell sends its batches (the gateway's `/api/v1/telemetry`, or an operator's
   * collector) and the share of page loads that send any (0 to 1). None: the shell measures nothing.
   */
  telemetry?: TelemetryConfig;
}

export const DEFAULT_CONFIG: RuntimeConfig = { apiBaseUrl: '/api/v1/' };

let current: RuntimeConfig = DEFAULT_CONFIG;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = { ...DEFAULT_CONFIG, ...config };
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

declare global {
  interface Window {
    /** /config.json's answer (null when it has none), asked for by boot.js before the first script runs. */
    __marketConfig?: Promise<RuntimeConfig | null>;
  }
}

/** /config.json, revalidated by the browser (the gateway sends `no-cache`); takes the answer boot.js asked for. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const early = typeof window === 'undefined' ? undefined : window.__marketConfig;
  if (early && url === '/config.json') {
    window.__marketConfig = undefined;
    const config = await early.catch(() => null);
    if (config) {
      setRuntimeConfig(config);
      return current;
    }
  }
  try {
    const res = await fetch(url);
    if (res.ok) setRuntimeConfig((await res.json()) as RuntimeConfig);
  } catch {
    // No config file: same-origin defaults.
  }
  return current;
}
