// What the browser benchmarks share (bench:lighthouse, bench:inp): the median they print, the CPU slowdown that makes
// this machine a mid-range phone, and the site as it is deployed (nginx over HTTPS and HTTP/2 with the reference API),
// optionally beside another assembled site for a before/after in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { assembleSite, buildAll } from './build.ts';
import { freePort } from './proc.ts';
import { startApi } from './services.ts';
import { startNginx } from '../../nginx/nginx-process.ts';
import { makeTestCertificate, type TestCertificate } from '../../nginx/tls.ts';
import { writeRuntimeConfig } from '../../nginx/runtime-config.ts';

/** The middle value (the upper one of an even count). */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/**
 * The CPU slowdown that makes a machine of this benchmarkIndex a mid-range phone (Lighthouse's calculator:
 * 3 + (benchmarkIndex − 1300) / 233, one decimal; 4× matches one only near an index of 1500).
 */
export const calibratedSlowdown = (benchmarkIndex: number) => Math.max(1, Math.round((3 + (benchmarkIndex - 1300) / 233) * 10) / 10);

/** `--name value` taken out of `args` (the value, or null when absent). */
export function takeOption(args: string[], name: string): string | null {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1]! : null;
}

export interface BenchSite {
  /** This build's origin (https://127.0.0.1:port). */
  base: string;
  /** The other site's origin, with `against`. */
  other: string | null;
  apiPort: number;
  cert: TestCertificate;
  close(): Promise<void>;
}

/**
 * Builds what is stale, assembles the site and serves it as deployed: nginx with the rendered config over HTTPS
 * (HTTP/2), with a certificate made for the run that the browser trusts by its key alone (`cert.spki`), in front of
 * the reference API on a fresh database. `against`: another assembled site (e.g. an older commit's `dist/site`),
 * served the same way behind the same API. `siteDir`: an assembled site served in place of this tree's build.
 */
export async function startBenchSite(prefix: string, against: string | null, siteDir: string | null = null): Promise<BenchSite> {
  const tmp = (what: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-${what}`));
  // `siteDir`: an assembled site measured as it is, instead of this tree built (the tree may hold others' unfinished
  // changes: a site assembled from a commit's apps measures that commit alone).
  let site = siteDir;
  if (!site) {
    await buildAll();
    site = await assembleSite(tmp('site-'));
  }
  const apiPort = await freePort();
  await startApi({ port: apiPort, dbPath: path.join(tmp('db-'), 'bench.sqlite'), quiet: true });
  const cert = makeTestCertificate(tmp('tls-'));
  // nginx serves the runtime config as a file of the site (the Node gateway answered it from the environment).
  writeRuntimeConfig(site);
  if (against && !fs.existsSync(path.join(against, 'config.json'))) writeRuntimeConfig(against);
  const serve = (root: string) => startNginx({ root, port: 0, listen: '127.0.0.1', tls: cert, apiUrl: `http://127.0.0.1:${apiPort}` });
  const gateway = await serve(site);
  const other = against ? await serve(against) : null;
  return {
    base: gateway.url,
    other: other?.url ?? null,
    apiPort,
    cert,
    close: async () => {
      await gateway.close();
      await other?.close();
    },
  };
}
