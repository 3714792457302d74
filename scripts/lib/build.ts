import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, appDir, ROOT, SITE_DIR, type App } from './apps.ts';
import { run, withFileLock } from './proc.ts';
import { REMOTES } from '../../shared/contract/src/remotes.ts';
import { precompress as precompressDir, walkFiles } from '../../nginx/precompress.ts';
import { publishVersion, pruneVersions, switchVersion, VERSION_PATTERN } from './deploy.ts';
import { generateStyles } from '../../shared/ui/styles/generate.ts';

const STAMP = '.build-stamp';
// generated/: antd's stylesheets, made from sources that are fingerprinted already (shared/ui/styles/generate.ts).
const SKIP = new Set(['node_modules', 'dist', '.data', '.build-lock', 'generated']);

function walk(dir: string, hash: crypto.Hash): void {
  for (const full of walkFiles(dir, (name) => SKIP.has(name))) {
    const st = fs.statSync(full);
    hash.update(`${full}:${st.size}:${st.mtimeMs}\n`);
  }
}

/** A fingerprint of everything an app's build reads: its folder, the shared packages and the lock file. */
function fingerprint(app: App): string {
  const hash = crypto.createHash('sha256');
  walk(appDir(app), hash);
  walk(path.join(ROOT, 'shared'), hash);
  hash.update(fs.readFileSync(path.join(ROOT, 'package-lock.json')));
  return hash.digest('hex');
}

function isFresh(app: App): boolean {
  const stamp = path.join(appDir(app), 'dist', STAMP);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === fingerprint(app);
}

/** One build of an app at a time on this machine (several scripts may ask at once). */
function withLock<T>(app: App, fn: () => Promise<T>): Promise<T> {
  return withFileLock(path.join(appDir(app), '.build-lock'), fn, { staleMs: 5 * 60_000, pollMs: 500 });
}

export function buildApp(app: App, force = false): Promise<void> {
  return withLock(app, async () => {
    if (!force && isFresh(app)) return;
    await rspackBuild(app);
  });
}

async function rspackBuild(app: App): Promise<void> {
  const dir = appDir(app);
  const print = fingerprint(app);
  await run(process.execPath, [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '-c', 'rspack.config.ts'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  fs.writeFileSync(path.join(dir, 'dist', STAMP), print);
}

/** Builds the apps whose sources changed since their last build (all with force), two at a time. */
export async function buildAll({ force = false, only }: { force?: boolean; only?: App[] } = {}): Promise<App[]> {
  const todo = (only ?? [...APPS]).filter((app) => force || !isFresh(app));
  // Once, before the parallel builds (each build's config would otherwise find it stale at the same moment).
  if (todo.length) generateStyles();
  const queue = [...todo];
  const worker = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      const started = Date.now();
      await buildApp(app, force);
      console.log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  };
  await Promise.all([worker(), worker()]);
  return todo;
}

/**
 * Lays out the site: the host at /, each remote's build published as a version under /mf/<name>/<version>/ and
 * made live in /mf/remotes.json (scripts/lib/deploy.ts). The host's files are replaced; the remotes' earlier
 * versions stay (a tab opened before keeps loading them) until pruned. Everything is precompressed as it is
 * published.
 */
export async function assembleSite(out = SITE_DIR): Promise<string> {
  fs.mkdirSync(path.join(out, 'mf'), { recursive: true });
  for (const entry of fs.readdirSync(out)) if (entry !== 'mf') fs.rmSync(path.join(out, entry), { recursive: true, force: true });
  const hostDist = path.join(appDir('host'), 'dist');
  precompressDir(hostDist);
  fs.cpSync(hostDist, out, { recursive: true, filter: (src) => path.basename(src) !== STAMP });
  const startedAt = Date.now();
  for (const remote of REMOTES) {
    // Files of the unversioned layout (before versions) are no version's: they go.
    const dir = path.join(out, 'mf', remote);
    if (fs.existsSync(dir)) for (const e of fs.readdirSync(dir)) if (!VERSION_PATTERN.test(e)) fs.rmSync(path.join(dir, e), { recursive: true, force: true });
    const version = publishVersion(out, remote, path.join(appDir(remote), 'dist'));
    await switchVersion(out, remote, version, startedAt);
    await pruneVersions(out, remote);
  }
  return out;
}


