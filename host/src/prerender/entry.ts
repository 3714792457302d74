/**
 * The shell's entry in a built document: named in a data block (`#market-entry`), and loaded and run by boot.js once
 * the page's first frame has shown the prerendered shell, and its largest picture where it has one (or by its
 * deadline). Run as a deferred script, its evaluation and the federation runtime's start often came between the
 * picture's arrival and its paint, and delayed that paint; preloaded by the document, its download shared the
 * network with what the first paint and the picture need. (A page whose content only the app draws, with no such
 * picture, has boot.js ask for the entry's files at once, and still run them after the frame: the block comes before
 * boot.js for that.) Run last in the prerender step, on a document with
 * integrity on its tags: the block keeps each script's integrity, which boot.js gives the script it makes.
 *
 * The entry comes in parts (`main-react`, `main-antd`, `main-lib`, then `main`: the libraries the shell starts with,
 * shared/mf/src/create-config.ts), run by boot.js in the document's order. Deferred scripts would all run in the one
 * task that ends the document's parsing; scripts boot.js adds run each in a task of its own, so the main thread's
 * share of compiling each part stays short. The files the entry imports at once (the bootstrap's, which the build
 * preloads at low priority) are preloaded by boot.js with it.
 */
const ENTRY_SCRIPT = /<script defer src="(\/main(?:-[a-z]+)?\.[0-9a-f]+\.js)"(?: integrity="([^"]*)")? crossorigin="anonymous"><\/script>/g;
const LOW_PRELOAD = /<link as="(script|style)" fetchpriority="low" href="(\/[^"]+)" rel="preload">/g;
const BLOCK_ID = 'market-entry';
const BOOT_SCRIPT = /<script src="\/boot\.js"[^>]*><\/script>/;

export interface EntryBlock {
  /** The entry's scripts, in the order they run: the parts, then the entry itself. */
  scripts: { src: string; integrity?: string }[];
  /** What the entry imports at once, fetched alongside it. */
  preload: { href: string; as: string }[];
}

/** The document with its entry's deferred scripts (and the low-priority preloads) turned into the block boot.js reads. */
export function withEntryRunByBoot(html: string): string {
  const block: EntryBlock = { scripts: [], preload: [] };
  // The block takes the first entry script's place.
  const PLACE = '\u0000market-entry\u0000';
  let out = html.replace(ENTRY_SCRIPT, (_tag, src: string, integrity: string | undefined) => {
    block.scripts.push(integrity ? { src, integrity } : { src });
    return block.scripts.length === 1 ? PLACE : '';
  });
  const entries = block.scripts.filter((s) => /^\/main\./.test(s.src)).length;
  if (entries > 1) throw new Error(`a document with ${entries} entry scripts`);
  if (!entries) {
    if (html.includes(`id="${BLOCK_ID}"`)) return html;
    throw new Error('a document without its entry script (<script defer src="/main.….js">)');
  }
  out = out.replace(LOW_PRELOAD, (_tag, as: string, href: string) => {
    block.preload.push({ href, as });
    return '';
  });
  // A data block, not a script: the CSP allows no inline one. `<` is escaped so no text in it can close the element.
  // It goes before boot.js, which reads it as it runs (a page whose content the app draws asks for the entry at once);
  // in the entry's place in a document without boot.js.
  const data = `<script type="application/json" id="${BLOCK_ID}">${JSON.stringify(block).replace(/</g, '\\u003c')}</script>`;
  const boot = BOOT_SCRIPT.exec(out);
  return boot ? out.replace(PLACE, '').replace(boot[0], data + boot[0]) : out.replace(PLACE, data);
}
