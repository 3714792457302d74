/**
 * @jest-environment node
 */
import { withEntryRunByBoot, type EntryBlock } from './entry.ts';

const ENTRY = '<script defer src="/main.0123abcd.js" integrity="sha384-abc" crossorigin="anonymous"></script>';
const BOOTSTRAP = '<link as="script" fetchpriority="low" href="/bootstrap.1234abcd.js" rel="preload">';
const DOC = `<html><head><script src="/boot.js" integrity="sha384-boot" crossorigin="anonymous"></script>${ENTRY}${BOOTSTRAP}</head><body></body></html>`;
const part = (name: string) => `<script defer src="/main-${name}.0a1b2c3d.js" integrity="sha384-${name}" crossorigin="anonymous"></script>`;

/** The block boot.js reads, and the document without it. */
function read(html: string): { block: EntryBlock; rest: string } {
  const found = /<script type="application\/json" id="market-entry">([^<]*)<\/script>/.exec(html);
  if (!found) throw new Error('no entry block');
  return { block: JSON.parse(found[1]!) as EntryBlock, rest: html.replace(found[0], '') };
}

describe("the built documents' entry", () => {
  it('is named, with its integrity, in a data block for boot.js to fetch and run; the document neither runs nor preloads it', () => {
    const out = withEntryRunByBoot(DOC);
    expect(read(out).block).toEqual({ scripts: [{ src: '/main.0123abcd.js', integrity: 'sha384-abc' }], preload: [{ href: '/bootstrap.1234abcd.js', as: 'script' }] });
    // Before boot.js, which reads it as it runs; nothing else changes.
    const block = /<script type="application\/json" id="market-entry">[^<]*<\/script>/.exec(out)![0];
    expect(out).toBe(DOC.replace(ENTRY + BOOTSTRAP, '').replace('<script src="/boot.js"', `${block}<script src="/boot.js"`));
    expect(out).not.toContain('<script defer');
    expect(out).not.toContain('rel="preload"');
  });

  it('comes in parts, named in the document’s order, each with its integrity', () => {
    const out = withEntryRunByBoot(DOC.replace(ENTRY, part('react') + part('lib') + ENTRY));
    expect(read(out).block.scripts).toEqual([
      { src: '/main-react.0a1b2c3d.js', integrity: 'sha384-react' },
      { src: '/main-lib.0a1b2c3d.js', integrity: 'sha384-lib' },
      { src: '/main.0123abcd.js', integrity: 'sha384-abc' },
    ]);
    expect(read(out).rest).not.toContain('<script defer');
  });

  it('takes the entry’s place in a document without boot.js', () => {
    const bare = DOC.replace(/<script src="\/boot\.js"[^>]*><\/script>/, '');
    const out = withEntryRunByBoot(bare);
    expect(out).toBe(bare.replace(ENTRY + BOOTSTRAP, /<script type="application\/json" id="market-entry">[^<]*<\/script>/.exec(out)![0]));
  });

  it('is the same when run twice', () => {
    const once = withEntryRunByBoot(DOC);
    expect(withEntryRunByBoot(once)).toBe(once);
  });

  it('refuses a document without its entry (parts alone are none), or with two', () => {
    expect(() => withEntryRunByBoot('<html><head></head></html>')).toThrow(/without its entry/);
    expect(() => withEntryRunByBoot(DOC.replace(ENTRY, part('react')))).toThrow(/without its entry/);
    expect(() => withEntryRunByBoot(DOC.replace(ENTRY, ENTRY + ENTRY))).toThrow(/2 entry scripts/);
  });
});
