/**
 * Release health as the API answers it (GET telemetry/health), side by side for a remote's live version and its
 * canary, and the rule that aborts a canary: with at least `minViews` page views of the canary, it is aborted when
 * its error rate exceeds the live version's by more than `margin`, else it is healthy; with fewer views it is neither.
 */
import { REMOTES, type RemoteName } from '../../shared/contract/src/remotes.ts';
import { VITALS, type Vital } from '../../shared/contract/src/telemetry.ts';
import type { ReleaseHealth } from '../../api/src/services/telemetry.ts';
import { canaryOf, liveVersion } from './deploy.ts';

/** One remote version's row, as the API answers it. */
export type HealthRow = ReleaseHealth;

/** Where `npm run health` and the watch ask: API_URL's /api/v1/, else the API `npm start` runs. */
export const DEFAULT_API = process.env.API_URL ? `${process.env.API_URL.replace(/\/+$/, '')}/api/v1/` : `http://127.0.0.1:${process.env.API_PORT ?? 4000}/api/v1/`;

export async function fetchHealth(api: string, minutes: number, remote?: RemoteName): Promise<HealthRow[]> {
  const url = new URL('telemetry/health', api.replace(/\/?$/, '/'));
  url.searchParams.set('minutes', String(minutes));
  if (remote) url.searchParams.set('remote', remote);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return ((await res.json()) as { data: HealthRow[] }).data;
}

export interface AbortRule {
  /** Page views the canary needs before it is judged. */
  minViews: number;
  /** How far (0 to 1, absolute) the canary's error rate may exceed the live one's. */
  margin: number;
}

export const DEFAULT_RULE: AbortRule = { minViews: 50, margin: 0.05 };

export type Verdict = { verdict: 'abort' | 'healthy' | 'wait'; reason: string };

const pct = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** The rule, on the live version's and the canary's rows (a version without a row has no views). */
export function judgeCanary(live: Pick<HealthRow, 'views' | 'error_rate'> | undefined, canary: Pick<HealthRow, 'views' | 'error_rate'> | undefined, rule: AbortRule): Verdict {
  const views = canary?.views ?? 0;
  if (views < rule.minViews) return { verdict: 'wait', reason: `the canary has ${views} page views of the ${rule.minViews} it needs before it is judged` };
  const liveRate = live?.views ? live.error_rate : 0;
  const rate = canary!.error_rate;
  const detail = `its error rate ${pct(rate)} over ${views} page views, the live version's ${pct(liveRate)} over ${live?.views ?? 0}, margin ${pct(rule.margin)}`;
  // A hair of tolerance: rates are ratios of whole counts, and a difference equal to the margin is within it.
  if (rate - liveRate > rule.margin + 1e-9) return { verdict: 'abort', reason: `the canary throws more than the live version: ${detail}` };
  return { verdict: 'healthy', reason: `the canary is within the margin: ${detail}` };
}

const fmt = (value: number | null, name: Vital) => (value === null ? '—' : name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

/** One version's cells: version, views, error rate, p75 of each vital. */
function cells(label: string, row: HealthRow | undefined): string[] {
  if (!row) return [label, '0', '—', ...VITALS.map(() => '—')];
  return [label, String(row.views), `${pct(row.error_rate)} (${row.errors})`, ...VITALS.map((n) => fmt(row.p75[n], n))];
}

/** The table `npm run health` prints: per remote, the live version and the canary side by side. */
export function healthTable(site: string, rows: readonly HealthRow[], minutes: number): string {
  const heads = ['version', 'views', 'errors', ...VITALS.map((n) => `${n} p75`)];
  const lines: string[][] = [['remote', ...heads.map((h) => `live ${h}`), ...heads.map((h) => `canary ${h}`)]];
  for (const remote of [...REMOTES, 'host'] as const) {
    const live = remote === 'host' ? '-' : liveVersion(site, remote);
    const canary = remote === 'host' ? null : canaryOf(site, remote);
    const find = (version: string | null | undefined) => rows.find((r) => r.remote === remote && r.version === version);
    // A remote not deployed, or the shell without measurements: no row.
    if (remote === 'host' ? !find('-') : !live) continue;
    lines.push([remote, ...cells(live ?? 'none', find(live)), ...(canary ? cells(`${canary.version} (${canary.share} %)`, find(canary.version)) : heads.map(() => ''))]);
  }
  const width = lines[0]!.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length)));
  const text = lines.map((l) => l.map((c, i) => c.padEnd(width[i]!)).join('  ').trimEnd());
  const others = rows.filter((r) => r.remote !== 'host' && r.version !== liveVersion(site, r.remote as RemoteName) && r.version !== canaryOf(site, r.remote as RemoteName)?.version);
  const older = others.length ? `\nother versions still in use (open tabs): ${others.map((r) => `${r.remote} ${r.version} (${r.views} views, ${pct(r.error_rate)})`).join('; ')}` : '';
  return `release health over the last ${minutes} minutes\n${text.join('\n')}${older}`;
}
