/**
 * Canary versions of remotes: the registry file (/mf/remotes.json) names each remote's live manifest, and under
 * `canaries` a remote's canary manifest with the share of browsers (in percent) that load it instead.
 *
 * Each browser keeps a random seed (localStorage `market:shell:canary-seed`). A browser loads a remote's canary when
 * the bucket of (seed, remote, canary manifest) is below the canary's share: the same browser always gets the same
 * answer for one canary (no flipping between page views), raising the share keeps the browsers already in, and a new
 * canary draws its browsers afresh. The choice is made once, where the registry is read and before any remote loads,
 * so a page never holds two versions of one remote. A browser without storage (or seed) loads the live versions.
 *
 * host/public/boot.js has the same rule in ES5 (it preloads the chosen version before any script runs); a test keeps
 * the two equal (scripts/lib/boot-preload.test.ts).
 */

/** The key of the canaries in the registry file; never a federation name (those are remote names). */
export const CANARIES_KEY = 'canaries';
/** Where a browser keeps its seed. */
export const CANARY_SEED_KEY = 'market:shell:canary-seed';

export interface Canary {
  /** The canary version's manifest URL (`/mf/<remote>/<version>/mf-manifest.json`). */
  entry: string;
  /** Percent of browsers that load it, above 0 and below 100. */
  share: number;
}

/** The registry file: federation name → live manifest URL, and `canaries`: federation name → canary. */
export type RegistryFile = Record<string, unknown> & { [CANARIES_KEY]?: Record<string, Canary> };

/** A bucket in [0, 100): FNV-1a over the key, with murmur3's finalizer so close keys land far apart. */
export function canaryBucket(seed: string, remote: string, entry: string): number {
  const key = `${seed}|${remote}|${entry}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return ((h >>> 0) / 4294967296) * 100;
}

/** A canary as the registry may hold it: an entry URL and a share strictly between 0 and 100. */
export function isCanary(value: unknown): value is Canary {
  const c = value as Canary | null;
  return Boolean(c) && typeof c!.entry === 'string' && typeof c!.share === 'number' && c!.share > 0 && c!.share < 100;
}

/**
 * The versions this browser loads: every live entry, each replaced by its canary where the browser's bucket falls
 * within the canary's share. No seed: the live ones.
 */
export function chooseVersions(file: unknown, seed: string | null): Record<string, string> {
  const chosen: Record<string, string> = {};
  if (!file || typeof file !== 'object') return chosen;
  const all = file as Record<string, unknown>;
  for (const [name, entry] of Object.entries(all)) if (name !== CANARIES_KEY && typeof entry === 'string') chosen[name] = entry;
  const canaries = all[CANARIES_KEY];
  if (!seed || !canaries || typeof canaries !== 'object') return chosen;
  for (const [name, canary] of Object.entries(canaries as Record<string, unknown>)) {
    if (chosen[name] && isCanary(canary) && canaryBucket(seed, name, canary.entry) < canary.share) chosen[name] = canary.entry;
  }
  return chosen;
}

/** The version in a manifest URL (`/mf/<remote>/<version>/mf-manifest.json`), or null. */
export function versionOfEntry(entry: string | undefined): string | null {
  return entry?.match(/\/mf\/[^/]+\/([^/]+)\/mf-manifest\.json$/)?.[1] ?? null;
}

/** A new seed: 16 random hex digits. */
export function newCanarySeed(random?: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array): string {
  const bytes = new Uint8Array(8);
  return Array.from(random ? random(bytes) : crypto.getRandomValues(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This browser's seed, made and kept on first use; null where the browser keeps no storage. */
export function canarySeed(storage: Pick<Storage, 'getItem' | 'setItem'> | null | undefined): string | null {
  try {
    if (!storage) return null;
    const kept = storage.getItem(CANARY_SEED_KEY);
    if (kept && /^[0-9a-f]{16}$/.test(kept)) return kept;
    const seed = newCanarySeed();
    storage.setItem(CANARY_SEED_KEY, seed);
    return storage.getItem(CANARY_SEED_KEY) === seed ? seed : null;
  } catch {
    return null;
  }
}
