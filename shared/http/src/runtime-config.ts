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
  /** How long the shell waits for a remote before showing its fallback (ms). */
  remoteTimeoutMs?: number;
}

export const DEFAULT_CONFIG: RuntimeConfig = { apiBaseUrl: '/api/v1/' };

let current: RuntimeConfig = DEFAULT_CONFIG;

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = { ...DEFAULT_CONFIG, ...config };
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** /config.json, revalidated by the browser (the gateway sends `no-cache`); takes the response boot.js preloaded. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const res = await fetch(url);
    if (res.ok) setRuntimeConfig((await res.json()) as RuntimeConfig);
  } catch {
    // No config file: same-origin defaults.
  }
  return current;
}
