/**
 * @jest-environment node
 */
import { withEntryRunByBoot } from './entry.ts';

const ENTRY = '<script defer src="/main.0123abcd.js" integrity="sha384-abc" crossorigin="anonymous"></script>';
const DOC = `<html><head><script src="/boot.js" integrity="sha384-boot" crossorigin="anonymous"></script>${ENTRY}<link as="script" fetchpriority="low" href="/bootstrap.1234abcd.js" rel="preload"></head><body></body></html>`;

describe("the built documents' entry", () => {
  it('is preloaded at a deferred script’s priority, with its integrity, for boot.js to run; nothing else changes', () => {
    const out = withEntryRunByBoot(DOC);
    expect(out).toBe(DOC.replace(ENTRY, '<link rel="preload" as="script" fetchpriority="low" href="/main.0123abcd.js" integrity="sha384-abc" crossorigin="anonymous" data-market-entry>'));
    expect(out).not.toContain('<script defer');
  });

  it('is the same when run twice', () => {
    const once = withEntryRunByBoot(DOC);
    expect(withEntryRunByBoot(once)).toBe(once);
  });

  it('refuses a document without its entry, or with two', () => {
    expect(() => withEntryRunByBoot('<html><head></head></html>')).toThrow(/without its entry/);
    expect(() => withEntryRunByBoot(DOC.replace(ENTRY, ENTRY + ENTRY))).toThrow(/2 entry scripts/);
  });
});
