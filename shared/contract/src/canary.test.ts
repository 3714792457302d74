import fc from 'fast-check';
import { CANARY_SEED_KEY, canaryBucket, canarySeed, chooseVersions, newCanarySeed, versionOfEntry } from './canary.ts';

const LIVE = '/mf/catalogue-search/aaaaaaaaaaaa/mf-manifest.json';
const CANARY = '/mf/catalogue-search/bbbbbbbbbbbb/mf-manifest.json';
const CART = '/mf/cart-checkout-group/cccccccccccc/mf-manifest.json';
const file = (share: number, entry = CANARY) => ({ catalogue_search: LIVE, cart_checkout_group: CART, canaries: { catalogue_search: { entry, share } } });
const seedArb = fc.uint8Array({ minLength: 8, maxLength: 8 }).map((bytes) => newCanarySeed(() => bytes));

describe('canary bucketing', () => {
  it('gives the canary to its share of browsers, within four standard deviations, for any share', () => {
    const browsers = 4000;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.array(seedArb, { minLength: browsers, maxLength: browsers }), (share, seeds) => {
        const inCanary = seeds.filter((seed) => chooseVersions(file(share), seed).catalogue_search === CANARY).length;
        const p = share / 100;
        const sigma = Math.sqrt(browsers * p * (1 - p));
        expect(Math.abs(inCanary - browsers * p)).toBeLessThanOrEqual(4 * sigma);
      }),
      { numRuns: 30 },
    );
  });

  it('always gives one browser the same versions, one entry per remote, and leaves the other remotes live', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 1, max: 99 }), (seed, share) => {
        const first = chooseVersions(file(share), seed);
        expect(chooseVersions(file(share), seed)).toEqual(first);
        expect([LIVE, CANARY]).toContain(first.catalogue_search);
        expect(first.cart_checkout_group).toBe(CART);
        expect(Object.keys(first).sort()).toEqual(['cart_checkout_group', 'catalogue_search']);
      }),
    );
  });

  it('keeps the browsers already in when the share grows', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 1, max: 98 }), fc.integer({ min: 1, max: 98 }), (seed, a, b) => {
        const [low, high] = [Math.min(a, b), Math.max(a, b) + 1];
        if (chooseVersions(file(low), seed).catalogue_search === CANARY) expect(chooseVersions(file(high), seed).catalogue_search).toBe(CANARY);
      }),
    );
  });

  it('draws a new canary’s browsers afresh: two canaries at 50 % share about half their browsers', () => {
    const seeds = Array.from({ length: 4000 }, (_, i) => newCanarySeed(() => new Uint8Array(new Float64Array([i + 0.5]).buffer)));
    const other = '/mf/catalogue-search/dddddddddddd/mf-manifest.json';
    const both = seeds.filter((s) => chooseVersions(file(50), s).catalogue_search === CANARY && chooseVersions(file(50, other), s).catalogue_search === other).length;
    // Independent draws: a quarter of the browsers (σ ≈ 27).
    expect(Math.abs(both - 1000)).toBeLessThan(110);
  });

  it('loads the live versions without a seed, and ignores a canary that is not one (no share, 0, 100, no live entry)', () => {
    expect(chooseVersions(file(99), null).catalogue_search).toBe(LIVE);
    for (const canary of [{ entry: CANARY }, { entry: CANARY, share: 0 }, { entry: CANARY, share: 100 }, { share: 50 }, 'x']) {
      expect(chooseVersions({ catalogue_search: LIVE, canaries: { catalogue_search: canary } }, 'ffffffffffffffff')).toEqual({ catalogue_search: LIVE });
    }
    expect(chooseVersions({ canaries: { catalogue_search: { entry: CANARY, share: 99 } } }, 'ffffffffffffffff')).toEqual({});
    expect(chooseVersions(null, 'ffffffffffffffff')).toEqual({});
  });

  it('buckets in [0, 100)', () => {
    fc.assert(fc.property(fc.string(), fc.string(), fc.string(), (s, r, e) => canaryBucket(s, r, e) >= 0 && canaryBucket(s, r, e) < 100));
  });

  it('keeps a seed per browser, and none where storage is refused', () => {
    const kept = new Map<string, string>();
    const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) };
    const seed = canarySeed(storage);
    expect(seed).toMatch(/^[0-9a-f]{16}$/);
    expect(kept.get(CANARY_SEED_KEY)).toBe(seed);
    expect(canarySeed(storage)).toBe(seed);
    expect(canarySeed({ getItem: () => null, setItem: () => { throw new Error('QuotaExceeded'); } })).toBeNull();
    expect(canarySeed(null)).toBeNull();
  });

  it('reads the version of a manifest URL', () => {
    expect(versionOfEntry(CANARY)).toBe('bbbbbbbbbbbb');
    expect(versionOfEntry('http://localhost:3001/mf-manifest.json')).toBeNull();
  });
});
