import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { jest } from '@jest/globals';
import { INTL_WARM_WORKER, warmIntlOffMainThread } from './intl-warm.ts';

const WORKER = fs.readFileSync(path.resolve(import.meta.dirname, '../public/intl-warm.js'), 'utf8');

/** The worker's script run in a scope of its own, given `lng`: the Intl constructors it made, and whether it closed. */
function runWorker(lng: unknown) {
  const made: string[] = [];
  const spy = (name: string, Real: new (tag: string) => object) =>
    function (tag: string) {
      made.push(`${name} ${tag}`);
      return new Real(tag);
    };
  const scope: Record<string, unknown> = {
    Intl: { Locale: spy('locale', Intl.Locale), NumberFormat: spy('number', Intl.NumberFormat), DateTimeFormat: spy('date', Intl.DateTimeFormat), PluralRules: spy('plural', Intl.PluralRules) },
    closed: false,
  };
  scope.close = () => (scope.closed = true);
  vm.runInNewContext(WORKER, scope);
  (scope.onmessage as (e: { data: unknown }) => void)({ data: lng });
  return { made, closed: scope.closed };
}

describe('the Intl warm-up worker (host/public/intl-warm.js)', () => {
  it("makes the language's locale, number, date and plural formatters, then closes", () => {
    expect(runWorker('ar')).toEqual({ made: ['locale ar', 'number ar', 'date ar', 'plural ar'], closed: true });
  });

  it('goes on past a tag Intl refuses, and takes English when given no language', () => {
    // Intl throws on a tag with an underscore: every step is still tried, and the worker still ends.
    expect(runWorker('en_US')).toEqual({ made: ['locale en_US', 'number en_US', 'date en_US', 'plural en_US'], closed: true });
    expect(runWorker(undefined).made[0]).toBe('locale en');
  });
});

describe('warmIntlOffMainThread', () => {
  const OriginalWorker = globalThis.Worker;
  afterEach(() => {
    globalThis.Worker = OriginalWorker;
  });

  it("starts the site's worker with the page's language, or English", () => {
    globalThis.Worker = class {} as unknown as typeof Worker;
    const posted: [string, unknown][] = [];
    const make = (url: string) => ({ postMessage: (m: unknown) => posted.push([url, m]) });
    expect(warmIntlOffMainThread('fr', make)).toBe(true);
    expect(warmIntlOffMainThread('', make)).toBe(true);
    expect(posted).toEqual([
      [INTL_WARM_WORKER, 'fr'],
      [INTL_WARM_WORKER, 'en'],
    ]);
  });

  it('does nothing, and throws nothing, where no worker can start', () => {
    globalThis.Worker = class {} as unknown as typeof Worker;
    const refused = jest.fn(() => {
      throw new TypeError('refused');
    });
    expect(warmIntlOffMainThread('fr', refused)).toBe(false);
    delete (globalThis as { Worker?: unknown }).Worker;
    const make = jest.fn(() => ({ postMessage: () => undefined }));
    expect(warmIntlOffMainThread('fr', make)).toBe(false);
    expect(make).not.toHaveBeenCalled();
  });
});
