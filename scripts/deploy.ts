// `npm run deploy -- <remote|host> [--site <dir>] [--dist <dir>]`: builds one remote alone (or takes a build from --dist),
// checks it against the host of the site, publishes it as an immutable version under /mf/<remote>/<version>/ and
// switches /mf/remotes.json to it; keeps the last versions. The site defaults to the one `npm start` serves.
// `npm run deploy -- <remote> --canary <percent>`: the same checks, then live for that share of browsers only (each
// browser keeps its bucket: shared/contract/src/canary.ts); `--promote` makes the canary live for everyone, `--abort`
// sends everyone back to the live version; `--watch` follows the canary's release health (the API's telemetry) and
// aborts it when its error rate exceeds the live version's by more than `--margin <percent>` (default 5) over at least
// `--min-views <n>` page views (default 50), saying why; `--once` judges once, `--promote-when-healthy` promotes a
// canary the rule finds healthy; `--interval <s>` (30), `--minutes <n>` (the window, 60), `--api <url>`.
// `npm run rollback -- <remote> [--site <dir>]` points back to the version before the live one.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, type RemoteName } from '../shared/contract/src/remotes.ts';
import { REMOTE_ROUTES, REMOTE_WIDGETS } from '../shared/contract/src/routes.ts';
import { appDir, SITE_DIR } from './lib/apps.ts';
import { buildApp } from './lib/build.ts';
import {
  abortCanary, canaryOf, checkCompatible, commitVersion, DeployError, exposedModules, liveVersion, parseShare, promoteCanary, publishHost, pruneVersions,
  rollbackVersion, stageVersion, switchVersion,
} from './lib/deploy.ts';
import { checkLoadsInBrowser } from './lib/load-check.ts';
import { DEFAULT_API, DEFAULT_RULE, fetchHealth, judgeCanary, type AbortRule } from './lib/health.ts';

/** The modules the host loads from a remote: its routes and widgets. */
export function hostNeeds(remote: RemoteName): string[] {
  const modules = [...REMOTE_ROUTES, ...Object.values(REMOTE_WIDGETS)].filter((r) => r.remote === remote).map((r) => r.module.replace(/^\.\//, ''));
  return [...new Set(modules)];
}

interface Options {
  remote: RemoteName | 'host';
  site: string;
  dist?: string;
  /** --canary <percent>: the share of browsers the new version goes to. */
  canary?: number;
  promote: boolean;
  abort: boolean;
  watch: boolean;
  /** What is left of the arguments (the watch's own options). */
  rest: string[];
}

function parse(argv: string[]): Options {
  const args = [...argv];
  const value = (name: string, what: string) => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const given = args[i + 1];
    args.splice(i, 2);
    if (!given) throw new DeployError(`${name} needs ${what}`);
    return given;
  };
  const flag = (name: string) => {
    const i = args.indexOf(name);
    if (i >= 0) args.splice(i, 1);
    return i >= 0;
  };
  const folder = (name: string) => {
    const given = value(name, 'a folder');
    return given === undefined ? undefined : path.resolve(given);
  };
  const site = folder('--site') ?? SITE_DIR;
  const dist = folder('--dist');
  const share = value('--canary', 'a percentage');
  const canary = share === undefined ? undefined : parseShare(share);
  const promote = flag('--promote');
  const abort = flag('--abort');
  const watch = flag('--watch');
  const remote = args.shift() as RemoteName | 'host';
  if (remote !== 'host' && !REMOTES.includes(remote)) throw new DeployError(`name a remote: ${REMOTES.join(', ')}`);
  if ([canary !== undefined, promote, abort, watch].filter(Boolean).length > 1) throw new DeployError('--canary, --promote, --abort and --watch go one at a time');
  if (remote === 'host' && (canary !== undefined || promote || abort || watch)) throw new DeployError('the host has no canaries: only remotes do');
  return { remote, site, dist, canary, promote, abort, watch, rest: args };
}

async function deploy(argv: string[]): Promise<void> {
  const startedAt = Date.now();
  const { remote, site, dist: given, canary, promote, abort, watch, rest } = parse(argv);
  if (remote !== 'host' && watch) return watchCanary(remote, site, rest);
  if (remote !== 'host' && promote) {
    const { from, to } = await promoteCanary(site, remote, startedAt);
    console.log(`${remote}: ${from ?? 'none'} → ${to} is live for every browser (the canary is promoted)`);
    return;
  }
  if (remote !== 'host' && abort) {
    const { aborted, live } = await abortCanary(site, remote, 'aborted by hand');
    console.log(`${remote}: the canary ${aborted} is aborted; every browser loads ${live ?? 'none'} again`);
    return;
  }
  let dist = given;
  if (!dist) {
    console.log(`building ${remote}…`);
    await buildApp(remote, true);
    dist = path.join(appDir(remote), 'dist');
  }
  if (remote === 'host') {
    // The host is not versioned: its hashed files sit beside the earlier ones, its entry points are replaced.
    publishHost(site, dist);
    console.log(`host published at ${site}`);
    return;
  }
  checkCompatible(site, remote, dist);
  const before = liveVersion(site, remote);
  // Copied aside and checked on its files, then loaded in a browser the way the host loads it; only then moved into
  // its version folder. A refusal leaves the site as it was.
  const staged = stageVersion(site, remote, dist, hostNeeds(remote));
  const version = staged.version;
  try {
    if (fs.existsSync(path.join(site, 'index.html'))) {
      console.log(`loading ${remote} ${version} in a browser, the way the host loads it…`);
      await checkLoadsInBrowser(site, remote, staged.manifestUrl, exposedModules(staged.aside ?? path.join(site, 'mf', remote, version)));
    } else {
      console.log(`the site has no host yet: ${remote} ${version} was checked on its files only`);
    }
  } catch (error) {
    commitVersion(site, remote, staged, false);
    throw error;
  }
  commitVersion(site, remote, staged);
  const result = await switchVersion(site, remote, version, startedAt, canary);
  if (!result.applied) {
    console.log(`${remote} ${version} is published but not live: a deploy of ${remote} started later is live (${result.supersededBy}).`);
    process.exitCode = 3;
    return;
  }
  const pruned = await pruneVersions(site, remote);
  if (canary !== undefined) console.log(`${remote}: ${version} is the canary for ${canary} % of browsers, beside ${before ?? 'none'} (/mf/${remote}/${version}/)`);
  else console.log(`${remote}: ${before ?? 'none'} → ${version} is live (/mf/${remote}/${version}/)`);
  if (pruned.length) console.log(`pruned ${pruned.join(', ')}`);
}

/**
 * Follows a remote's canary: every interval, its release health against the live version's (the API's telemetry over
 * the window); aborted when the rule says so (exit code 1, the reason printed and kept in the deploy history).
 */
async function watchCanary(remote: RemoteName, site: string, args: string[]): Promise<void> {
  const value = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const number = (name: string, fallback: number) => {
    const given = value(name);
    const n = Number(given);
    if (given === undefined) return fallback;
    if (!Number.isFinite(n) || n < 0) throw new DeployError(`${name} needs a number (not "${given}")`);
    return n;
  };
  const rule: AbortRule = { minViews: number('--min-views', DEFAULT_RULE.minViews), margin: number('--margin', DEFAULT_RULE.margin * 100) / 100 };
  const interval = number('--interval', 30) * 1000;
  const minutes = number('--minutes', 60);
  const api = value('--api') ?? DEFAULT_API;
  const once = args.includes('--once');
  const promoteWhenHealthy = args.includes('--promote-when-healthy');
  for (;;) {
    const canary = canaryOf(site, remote);
    if (!canary) {
      console.log(`${remote} has no canary to watch`);
      return;
    }
    const live = liveVersion(site, remote);
    const rows = await fetchHealth(api, minutes, remote);
    const { verdict, reason } = judgeCanary(
      rows.find((r) => r.version === live),
      rows.find((r) => r.version === canary.version),
      rule,
    );
    console.log(`${remote} canary ${canary.version} (${canary.share} %): ${verdict}: ${reason}`);
    if (verdict === 'abort') {
      await abortCanary(site, remote, reason, canary.version);
      console.log(`${remote}: the canary ${canary.version} is aborted; every browser loads ${live ?? 'none'} again`);
      process.exitCode = 1;
      return;
    }
    if (verdict === 'healthy' && promoteWhenHealthy) {
      const { from, to } = await promoteCanary(site, remote, Date.now());
      console.log(`${remote}: ${from ?? 'none'} → ${to} is live for every browser (the canary is promoted)`);
      return;
    }
    if (once) return;
    await new Promise((done) => setTimeout(done, interval));
  }
}

async function rollback(argv: string[]): Promise<void> {
  const { remote, site } = parse(argv);
  if (remote === 'host') throw new DeployError('the host has no versions to roll back; deploy an earlier build of it');
  const { from, to } = await rollbackVersion(site, remote, Date.now());
  console.log(`${remote}: ${from ?? 'none'} → ${to} is live again`);
}

/** Runs a command and says why when it is refused (exit code 2, the site unchanged). */
export async function main(command: 'deploy' | 'rollback', argv: string[]): Promise<void> {
  try {
    await (command === 'deploy' ? deploy(argv) : rollback(argv));
  } catch (error) {
    if (!(error instanceof DeployError)) throw error;
    console.error(`${error.message}. Nothing was changed.`);
    process.exitCode = 2;
  }
}

if (import.meta.main) await main('deploy', process.argv.slice(2));
