/**
 * The shell's entry in a built document: preloaded at the priority a deferred script has, and run by boot.js, which
 * starts it once the page's largest picture has painted (or at once on a page without one, or by its deadline). Run
 * as a deferred script, its evaluation and the federation runtime's start often came between the picture's arrival
 * and its paint, and delayed that paint. Run last in the prerender step, on a document with integrity on its tags:
 * the preload keeps the script's integrity, which boot.js gives the script it makes.
 */
const ENTRY_SCRIPT = /<script defer src="(\/main\.[0-9a-f]+\.js)"((?: integrity="[^"]*")? crossorigin="anonymous")><\/script>/g;

/** The document with its entry's deferred script turned into the preload boot.js runs (`link[data-market-entry]`). */
export function withEntryRunByBoot(html: string): string {
  let found = 0;
  const out = html.replace(ENTRY_SCRIPT, (_tag, src: string, rest: string) => {
    found++;
    return `<link rel="preload" as="script" fetchpriority="low" href="${src}"${rest} data-market-entry>`;
  });
  if (found > 1) throw new Error(`a document with ${found} entry scripts`);
  if (!found && !html.includes('data-market-entry')) throw new Error('a document without its entry script (<script defer src="/main.….js">)');
  return out;
}
