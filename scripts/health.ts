// `npm run health [-- --minutes 60] [--api <url>] [--site <dir>]`: release health per remote, the live version and the
// canary side by side (page views, error rate, p75 of LCP, INP, CLS and TTFB), from the API's telemetry over the
// window, with the versions from the site's registry. The API defaults to the one `npm start` runs (API_URL, API_PORT).
import path from 'node:path';
import { SITE_DIR } from './lib/apps.ts';
import { DEFAULT_API, fetchHealth, healthTable } from './lib/health.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const minutes = Number(option('--minutes') ?? 60);
const api = option('--api') ?? DEFAULT_API;
const site = path.resolve(option('--site') ?? SITE_DIR);
try {
  console.log(healthTable(site, await fetchHealth(api, minutes), minutes));
} catch (error) {
  console.error(`no release health from ${api}: ${(error as Error).message}`);
  process.exitCode = 2;
}
