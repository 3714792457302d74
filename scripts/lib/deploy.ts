/**
 * Publishing remotes into a site: every build is an immutable version folder, /mf/remotes.json the one pointer.
 *
 * - A version is `/mf/<remote>/<version>/`, where the version is a hash of the build's files: the same build is the
 *   same version, and a published folder never changes (it is copied aside, precompressed, checked, then renamed
 *   into place, so nobody sees half of it).
 * - The registry is changed under a lock (an exclusive create), read, modified, written aside and renamed over:
 *   two deploys at once both land. For one remote, the deploy that started later wins; an earlier one that comes
 *   second leaves the registry alone and says so.
 * - A canary is a version live for a share of browsers only: the registry's `canaries` names its manifest and share
 *   (shared/contract/src/canary.ts has the browsers' rule), beside the live entry, written under the same lock;
 *   promoting makes it the live entry, aborting removes it, and a deploy to everyone replaces it.
 * - The previous versions stay served, so a tab opened before a deploy keeps loading its chunks; the oldest are
 *   pruned, never the live one or the one before it.
 * Deploy history (when each version went live, the last deploy's start of each remote) is kept in
 * `<site>/../<site name>.deploys.json`, outside what the gateway serves.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { federationName, REMOTES, type RemoteName } from '../../shared/contract/src/remotes.ts';
import { CANARIES_KEY, isCanary, type Canary } from '../../shared/contract/src/canary.ts';
import { precompress, walkFiles } from '../../nginx/precompress.ts';
import { withFileLock } from './proc.ts';
import { writeRuntimeConfig } from '../../nginx/runtime-config.ts';

export const VERSION_PATTERN = /^[0-9a-f]{12}$/;
/** Versions kept per remote, the live one and the one before it among them. */
export const KEEP_VERSIONS = 5;

/** The registry file: federation name → live manifest URL, and `canaries`: federation name → canary. */
export type Registry = Record<string, unknown> & { [CANARIES_KEY]?: Record<string, Canary> };

interface History {
  /** Per remote: versions in the order they went live (the last is live), and the start of the deploy that set it. */
  remotes: Record<string, { live: string[]; startedAt: number; aborted?: { version: string; at: string; reason: string }[] }>;
}

export class DeployError extends Error {}

/** A build's own files (relative paths, in name order): not its precompressed copies or its build stamp. */
function files(dir: string): string[] {
  return [...walkFiles(dir, (name) => /\.(br|gz)$/.test(name) || name === '.build-stamp')].map((full) => path.relative(dir, full));
}

/** The version of a build: a hash of its files' names and contents. */
export function versionOf(dist: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of files(dist)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dist, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

export const registryPath = (site: string) => path.join(site, 'mf', 'remotes.json');
const historyPath = (site: string) => path.join(path.dirname(path.resolve(site)), `${path.basename(path.resolve(site))}.deploys.json`);
export const manifestUrl = (remote: RemoteName, version: string) => `/mf/${remote}/${version}/mf-manifest.json`;

export function readRegistry(site: string): Registry {
  try {
    return JSON.parse(fs.readFileSync(registryPath(site), 'utf8')) as Registry;
  } catch {
    return {};
  }
}

/** The live version of a remote, read from the registry. */
export function liveVersion(site: string, remote: RemoteName): string | null {
  return versionIn(readRegistry(site)[federationName(remote)], remote);
}

function versionIn(url: unknown, remote: RemoteName): string | null {
  const match = typeof url === 'string' ? url.match(new RegExp(`^/mf/${remote}/([0-9a-f]{12})/mf-manifest\\.json$`)) : null;
  return match ? match[1]! : null;
}

/** A remote's canary, read from the registry: its version and share, or null. */
export function canaryOf(site: string, remote: RemoteName): { version: string; share: number } | null {
  const canary = readRegistry(site)[CANARIES_KEY]?.[federationName(remote)];
  const version = isCanary(canary) ? versionIn(canary.entry, remote) : null;
  return version ? { version, share: canary!.share } : null;
}

/** The registry with a remote's canary set (or removed: null); `canaries` is left out when none is left. */
function withCanary(registry: Registry, remote: RemoteName, canary: Canary | null): Registry {
  const { [CANARIES_KEY]: canaries = {}, ...rest } = registry;
  const { [federationName(remote)]: _dropped, ...others } = canaries;
  const next = canary ? { ...others, [federationName(remote)]: canary } : others;
  return Object.keys(next).length ? { ...rest, [CANARIES_KEY]: next } : rest;
}

/** A canary's share: a percentage above 0 and below 100. */
export function parseShare(text: string | undefined): number {
  const share = Number(text);
  if (!text || !Number.isFinite(share) || share <= 0 || share >= 100) throw new DeployError(`a canary's share is a percentage above 0 and below 100 (not "${text ?? ''}")`);
  return share;
}

function readHistory(site: string): History {
  try {
    return JSON.parse(fs.readFileSync(historyPath(site), 'utf8')) as History;
  } catch {
    return { remotes: {} };
  }
}

function writeAtomically(file: string, text: string): void {
  const aside = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  fs.writeFileSync(aside, text);
  fs.renameSync(aside, file);
}

/** Runs `fn` holding the site's registry lock (a lock left by a dead process expires after a minute). */
export function withRegistryLock<T>(site: string, fn: () => T | Promise<T>): Promise<T> {
  const lock = path.join(site, 'mf', '.registry.lock');
  return withFileLock(lock, fn, {
    staleMs: 60_000,
    pollMs: 50,
    waitMs: 120_000,
    timedOut: () => new DeployError(`the registry is locked (${lock}); another deploy is running`),
  });
}

interface Manifest {
  name: string;
  metaData: { remoteEntry: { name: string; path: string }; publicPath?: string };
  shared: { name: string; version: string; requiredVersion?: string; singleton?: boolean }[];
  exposes: { name: string; path: string; assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } } }[];
}

/** The modules a build exposes (`home-content`, …), from its manifest. */
export function exposedModules(dir: string, what = 'the build'): string[] {
  return readManifest(dir, what).exposes.map((e) => (e.path ?? e.name).replace(/^\.\//, ''));
}

function readManifest(dir: string, what: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as Manifest;
  } catch (error) {
    throw new DeployError(`${what} has no readable mf-manifest.json (${(error as Error).message})`);
  }
}

const major = (version: string) => Number(/(\d+)/.exec(version)?.[1] ?? NaN);

/**
 * A remote must use the libraries the host provides: for each singleton the host shares, the remote's copy must
 * be of the same major version (React 18 in a React 19 host, or antd 5 in an antd 6 host, would break at run time).
 */
export function checkCompatible(site: string, remote: RemoteName, dist: string): void {
  const host = readManifest(site, 'the site (host)');
  const mf = readManifest(dist, `the ${remote} build`);
  const provided = new Map(host.shared.map((s) => [s.name, s.version]));
  const problems: string[] = [];
  for (const s of mf.shared) {
    const hostVersion = provided.get(s.name);
    if (!hostVersion) continue;
    // @market/ui carries the version of the antd it wraps.
    const what = s.name.startsWith('@market/ui') ? `${s.name} (antd)` : s.name;
    if (major(hostVersion) !== major(s.version)) problems.push(`${what} ${s.version}, the host provides ${hostVersion}`);
  }
  if (problems.length) throw new DeployError(`${remote} is built for other versions of shared libraries than the host: ${problems.join('; ')}`);
}

/**
 * The checks the host's loading makes, on the files: the manifest names the remote and 'auto' public path, its
 * remote entry and every asset of every exposed module exist and parse as JavaScript (or are CSS), and it exposes
 * every module the host asks this remote for.
 */
export function verifyVersion(dir: string, remote: RemoteName, needed: readonly string[]): void {
  const mf = readManifest(dir, `the ${remote} build`);
  const fail = (why: string): never => {
    throw new DeployError(`${remote} is refused: ${why}`);
  };
  if (mf.name !== federationName(remote)) fail(`its manifest names "${mf.name}", not "${federationName(remote)}"`);
  if (mf.metaData.publicPath !== 'auto') fail(`its public path is "${mf.metaData.publicPath}", not "auto" (it would load its chunks from elsewhere)`);
  const parse = (rel: string) => {
    const file = path.join(dir, rel);
    if (!fs.existsSync(file)) fail(`${rel} is missing`);
    if (rel.endsWith('.js')) {
      try {
        new vm.Script(fs.readFileSync(file, 'utf8'), { filename: rel });
      } catch (error) {
        fail(`${rel} is not valid JavaScript (${(error as Error).message})`);
      }
    }
  };
  parse(path.join(mf.metaData.remoteEntry.path ?? '', mf.metaData.remoteEntry.name));
  const exposed = new Set(mf.exposes.map((e) => (e.path ?? e.name).replace(/^\.\//, '')));
  for (const module of needed) if (!exposed.has(module)) fail(`it does not expose ./${module}, which the host loads`);
  for (const e of mf.exposes) for (const rel of [...e.assets.js.sync, ...e.assets.js.async, ...e.assets.css.sync, ...e.assets.css.async]) parse(rel);
}

/** A build copied aside in the site, precompressed and checked on its files, not yet in its version folder. */
export interface StagedVersion {
  version: string;
  /** The folder aside (under /mf/<remote>/, its name starting with a dot); null when the version is already published. */
  aside: string | null;
  /** Where the site serves its manifest while it is aside (for a check in a browser). */
  manifestUrl: string;
}

/** Copies a build aside in the site, precompresses and checks it; `commitVersion` moves it into place. */
export function stageVersion(site: string, remote: RemoteName, dist: string, needed: readonly string[] = []): StagedVersion {
  const version = versionOf(dist);
  const target = path.join(site, 'mf', remote, version);
  if (fs.existsSync(target)) return { version, aside: null, manifestUrl: manifestUrl(remote, version) };
  const name = `.${version}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  const aside = path.join(site, 'mf', remote, name);
  fs.mkdirSync(path.dirname(aside), { recursive: true });
  try {
    fs.cpSync(dist, aside, { recursive: true, filter: (src) => !/\.(br|gz)$/.test(src) && path.basename(src) !== '.build-stamp' });
    precompress(aside);
    verifyVersion(aside, remote, needed);
  } catch (error) {
    fs.rmSync(aside, { recursive: true, force: true });
    throw error;
  }
  return { version, aside, manifestUrl: `/mf/${remote}/${name}/mf-manifest.json` };
}

/** Renames a staged build into its version folder (or drops it when refused: `keep` false). */
export function commitVersion(site: string, remote: RemoteName, staged: StagedVersion, keep = true): void {
  if (!staged.aside) return;
  const target = path.join(site, 'mf', remote, staged.version);
  try {
    if (keep) {
      try {
        fs.renameSync(staged.aside, target);
      } catch (error) {
        // Another deploy of the same build got there first: the same files.
        if (!fs.existsSync(target)) throw error;
      }
    }
  } finally {
    fs.rmSync(staged.aside, { recursive: true, force: true });
  }
}

/**
 * Copies a build into its version folder (aside, precompressed, checked, then renamed into place) and returns the
 * version. A version already published is left as it is.
 */
export function publishVersion(site: string, remote: RemoteName, dist: string, needed: readonly string[] = []): string {
  const staged = stageVersion(site, remote, dist, needed);
  commitVersion(site, remote, staged);
  return staged.version;
}

export interface SwitchResult {
  applied: boolean;
  previous: string | null;
  /** Set when a later deploy of the same remote has already gone live. */
  supersededBy?: string;
}

/**
 * Points the registry at a version of a remote, under the registry lock: live for everyone (and any canary of the
 * remote dropped), or with `canaryShare` as the remote's canary for that percentage of browsers, the live entry
 * unchanged. `startedAt` orders deploys of one remote: a deploy that started before the one that set the live
 * version (or the canary) does not replace it.
 */
export async function switchVersion(site: string, remote: RemoteName, version: string, startedAt: number, canaryShare?: number): Promise<SwitchResult> {
  return withRegistryLock(site, () => {
    if (!fs.existsSync(path.join(site, 'mf', remote, version, 'mf-manifest.json'))) throw new DeployError(`${remote} ${version} is not published`);
    const registry = readRegistry(site);
    const history = readHistory(site);
    const entry = history.remotes[remote] ?? { live: [], startedAt: 0 };
    const previous = liveVersion(site, remote);
    if (entry.startedAt > startedAt) return { applied: false, previous, supersededBy: canaryOf(site, remote)?.version ?? previous ?? undefined };
    if (canaryShare !== undefined) {
      if (!previous) throw new DeployError(`${remote} has no live version for a canary to stand beside; deploy it to everyone first`);
      if (previous === version) throw new DeployError(`${remote} ${version} is the live version already`);
      writeRegistry(site, withCanary(registry, remote, { entry: manifestUrl(remote, version), share: parseShare(String(canaryShare)) }));
      history.remotes[remote] = { ...entry, live: entry.live.length ? entry.live : [previous], startedAt };
      writeAtomically(historyPath(site), `${JSON.stringify(history, null, 2)}\n`);
      return { applied: true, previous };
    }
    // A site without history (copied, or laid out before) starts it from what the registry says is live.
    const line = entry.live.length || !previous ? entry.live : [previous];
    history.remotes[remote] = { ...entry, live: [...line.filter((v) => v !== version), version], startedAt };
    writeRegistry(site, withCanary({ ...registry, [federationName(remote)]: manifestUrl(remote, version) }, remote, null));
    writeAtomically(historyPath(site), `${JSON.stringify(history, null, 2)}\n`);
    return { applied: true, previous };
  });
}

function writeRegistry(site: string, registry: Registry): void {
  writeAtomically(registryPath(site), `${JSON.stringify(registry, null, 2)}\n`);
}

/** Makes a remote's canary its live version for everyone. */
export async function promoteCanary(site: string, remote: RemoteName, startedAt: number): Promise<{ from: string | null; to: string }> {
  const canary = canaryOf(site, remote);
  if (!canary) throw new DeployError(`${remote} has no canary to promote`);
  const result = await switchVersion(site, remote, canary.version, startedAt);
  if (!result.applied) throw new DeployError(`a later deploy of ${remote} is under way`);
  return { from: result.previous, to: canary.version };
}

/**
 * Sends every browser back to a remote's live version: its canary leaves the registry (a `version` given must be
 * the canary's, so a watch never aborts a newer canary than the one it judged), and the reason is kept in the history.
 */
export async function abortCanary(site: string, remote: RemoteName, reason: string, version?: string): Promise<{ aborted: string; live: string | null }> {
  return withRegistryLock(site, () => {
    const canary = canaryOf(site, remote);
    if (!canary) throw new DeployError(`${remote} has no canary to abort`);
    if (version && canary.version !== version) throw new DeployError(`${remote}'s canary is ${canary.version} now, not ${version}`);
    writeRegistry(site, withCanary(readRegistry(site), remote, null));
    const history = readHistory(site);
    const entry = history.remotes[remote] ?? { live: [], startedAt: 0 };
    history.remotes[remote] = { ...entry, aborted: [...(entry.aborted ?? []).slice(-9), { version: canary.version, at: new Date().toISOString(), reason }] };
    writeAtomically(historyPath(site), `${JSON.stringify(history, null, 2)}\n`);
    return { aborted: canary.version, live: liveVersion(site, remote) };
  });
}

/** The version that was live before the live one (for rollback). */
export function previousVersion(site: string, remote: RemoteName): string | null {
  const live = readHistory(site).remotes[remote]?.live ?? [];
  const current = liveVersion(site, remote);
  const before = live.filter((v) => v !== current);
  return before.at(-1) ?? null;
}

/** Points back to the version before the live one; the live one becomes the newest of the rest. */
export async function rollbackVersion(site: string, remote: RemoteName, startedAt: number): Promise<{ from: string | null; to: string }> {
  return withRegistryLock(site, () => {
    const history = readHistory(site);
    const entry = history.remotes[remote];
    const from = liveVersion(site, remote);
    const to = entry?.live.filter((v) => v !== from).at(-1);
    if (!to || !fs.existsSync(path.join(site, 'mf', remote, to))) throw new DeployError(`${remote} has no earlier version to go back to`);
    const registry = readRegistry(site);
    registry[federationName(remote)] = manifestUrl(remote, to);
    // The rolled-back version leaves the line of live versions: a second rollback goes one further back.
    history.remotes[remote] = { ...entry!, live: entry!.live.filter((v) => v !== from && v !== to).concat(to), startedAt };
    writeRegistry(site, registry);
    writeAtomically(historyPath(site), `${JSON.stringify(history, null, 2)}\n`);
    return { from, to };
  });
}

/** Removes the oldest versions beyond KEEP_VERSIONS; never the live one, the one before it or the canary. Returns what it removed. */
export async function pruneVersions(site: string, remote: RemoteName): Promise<string[]> {
  return withRegistryLock(site, () => {
    const dir = path.join(site, 'mf', remote);
    if (!fs.existsSync(dir)) return [];
    const live = liveVersion(site, remote);
    const keep = new Set([live, previousVersion(site, remote), canaryOf(site, remote)?.version].filter(Boolean));
    const versions = fs
      .readdirSync(dir)
      .filter((v) => VERSION_PATTERN.test(v))
      .map((v) => ({ v, at: fs.statSync(path.join(dir, v)).mtimeMs }))
      .sort((a, b) => b.at - a.at)
      .map((x) => x.v);
    const removable = versions.filter((v) => !keep.has(v));
    const removed = removable.slice(Math.max(0, KEEP_VERSIONS - keep.size));
    for (const v of removed) fs.rmSync(path.join(dir, v), { recursive: true, force: true });
    return removed;
  });
}

/** Every remote's live version (the registry as versions). */
export function liveVersions(site: string): Record<string, string | null> {
  return Object.fromEntries(REMOTES.map((r) => [r, liveVersion(site, r)]));
}

/**
 * The host's build at the site root, with the browser's runtime config (config.json) from `env`: every file copied
 * aside and renamed into place, hashed files beside the earlier ones (open tabs keep theirs), the documents last.
 */
export function publishHost(site: string, dist: string, env: NodeJS.ProcessEnv = process.env): void {
  precompress(dist);
  const all = files(dist).flatMap((rel) => [rel, ...['.br', '.gz'].map((ext) => rel + ext).filter((c) => fs.existsSync(path.join(dist, c)))]);
  // The documents (index.html and the prerendered shells) name the hashed files: they go once those are in place.
  const isDocument = (f: string) => /^index\.([^/]*\.)?html(\.(br|gz))?$/.test(f);
  const ordered = [...all.filter((f) => !isDocument(f)), ...all.filter(isDocument)];
  for (const rel of ordered) {
    const target = path.join(site, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const aside = `${target}.${process.pid}.tmp`;
    fs.copyFileSync(path.join(dist, rel), aside);
    fs.renameSync(aside, target);
  }
  writeRuntimeConfig(site, env);
}
