import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { healthTable, judgeCanary, type HealthRow } from './health.ts';

const rule = { minViews: 50, margin: 0.05 };
const row = (views: number, errorViews: number) => ({ views, error_rate: views ? errorViews / views : 0 });
const counts = fc.integer({ min: 0, max: 2000 }).chain((views) => fc.tuple(fc.constant(views), fc.integer({ min: 0, max: views })));

describe('the canary abort rule', () => {
  it('neither aborts nor passes a canary with fewer page views than the minimum, whatever its errors', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: rule.minViews - 1 }), fc.double({ min: 0, max: 1, noNaN: true }), counts, (views, rate, [lv, le]) => {
        expect(judgeCanary(row(lv, le), { views, error_rate: rate }, rule)).toEqual({ verdict: 'wait', reason: expect.stringMatching(`${views} page views of the 50`) });
      }),
    );
    expect(judgeCanary(row(100, 0), undefined, rule).verdict).toBe('wait');
  });

  it('aborts exactly when the canary’s error rate exceeds the live one’s by more than the margin, and says why', () => {
    fc.assert(
      fc.property(counts, counts, fc.double({ min: 0, max: 0.5, noNaN: true }), ([cv, ce], [lv, le], margin) => {
        fc.pre(cv >= rule.minViews);
        const canary = row(cv, ce);
        const live = row(lv, le);
        const { verdict, reason } = judgeCanary(live, canary, { minViews: rule.minViews, margin });
        expect(verdict).toBe(canary.error_rate - live.error_rate > margin + 1e-9 ? 'abort' : 'healthy');
        expect(reason).toContain(`over ${cv} page views`);
      }),
    );
  });

  it('never passes a canary that has more errors than one it aborted (same views, same live version)', () => {
    fc.assert(
      fc.property(counts, counts, fc.integer({ min: 0, max: 50 }), ([cv, ce], [lv, le], more) => {
        fc.pre(cv >= rule.minViews);
        if (judgeCanary(row(lv, le), row(cv, ce), rule).verdict === 'abort') expect(judgeCanary(row(lv, le), row(cv, Math.min(cv, ce + more)), rule).verdict).toBe('abort');
      }),
    );
  });

  it('reads the examples as a team would', () => {
    expect(judgeCanary(row(1000, 10), row(100, 20), rule)).toEqual({ verdict: 'abort', reason: "the canary throws more than the live version: its error rate 20.0 % over 100 page views, the live version's 1.0 % over 1000, margin 5.0 %" });
    expect(judgeCanary(row(1000, 10), row(100, 6), rule).verdict).toBe('healthy');
    // The live version without views counts as error-free.
    expect(judgeCanary(undefined, row(60, 3), rule).verdict).toBe('healthy');
    expect(judgeCanary(undefined, row(60, 4), rule).verdict).toBe('abort');
  });
});

describe('npm run health', () => {
  it('puts each remote’s live version and its canary side by side, and lists other versions still in use', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'health-test-'));
    try {
      fs.mkdirSync(path.join(site, 'mf'));
      const url = (r: string, v: string) => `/mf/${r}/${v}/mf-manifest.json`;
      fs.writeFileSync(path.join(site, 'mf/remotes.json'), JSON.stringify({
        catalogue_search: url('catalogue-search', 'aaaaaaaaaaaa'),
        reservations: url('reservations', 'cccccccccccc'),
        canaries: { catalogue_search: { entry: url('catalogue-search', 'bbbbbbbbbbbb'), share: 20 } },
      }));
      const health = (version: string, views: number, errors: number, lcp: number | null): HealthRow => ({
        remote: 'catalogue-search', version, views, errors, error_views: errors, error_rate: errors / views,
        p75: { LCP: lcp, INP: 40, CLS: 0.012, TTFB: null }, samples: { LCP: 1, INP: 1, CLS: 1, TTFB: 0 }, error_kinds: {},
      });
      const table = healthTable(site, [health('aaaaaaaaaaaa', 40, 1, 1200.4), health('bbbbbbbbbbbb', 10, 5, 1500), health('999999999999', 3, 0, null)], 60).split('\n');
      expect(table[0]).toBe('release health over the last 60 minutes');
      expect(table[1]).toMatch(/^remote\s+live version\s+live views\s+live errors\s+live LCP p75\s+live INP p75\s+live CLS p75\s+live TTFB p75\s+canary version/);
      expect(table[2]!.split(/\s{2,}/)).toEqual(['catalogue-search', 'aaaaaaaaaaaa', '40', '2.5 % (1)', '1200 ms', '40 ms', '0.012', '—', 'bbbbbbbbbbbb (20 %)', '10', '50.0 % (5)', '1500 ms', '40 ms', '0.012', '—']);
      expect(table[3]!.split(/\s{2,}/)).toEqual(['reservations', 'cccccccccccc', '0', '—', '—', '—', '—', '—']);
      expect(table[4]).toBe('other versions still in use (open tabs): catalogue-search 999999999999 (3 views, 0.0 %)');
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
